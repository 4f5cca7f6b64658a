// The direction of an assistive technology's scroll gesture (VoiceOver's three-finger swipe).
import Foundation

/// The direction of the three-finger swipe an assistive technology turns into
/// ``UIResponder/accessibilityScroll(_:)``.
///
/// As in UIKit the direction is the swipe's: `.up` moves the content up, so the page below comes into view, and
/// `.left` brings the page on the right into view. `.next` and `.previous` are the reading order's next and
/// previous page.
public enum UIAccessibilityScrollDirection: Int, Sendable, CaseIterable {
    /// A swipe to the right: the page on the left comes into view.
    case right = 1
    /// A swipe to the left: the page on the right comes into view.
    case left
    /// A swipe up: the page below comes into view.
    case up
    /// A swipe down: the page above comes into view.
    case down
    /// The next page in reading order.
    case next
    /// The previous page in reading order.
    case previous
}
