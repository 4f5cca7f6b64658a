// The characteristics of an accessibility element, as in UIKit: an option set of 64-bit flags.
//
// Invariants:
// - Every named trait is one distinct bit; the raw values are ResponderKit's own (UIKit's are private), so only the
//   names carry over, never numbers written by an app.
import Foundation

/// What an accessibility element is and what state it is in (a button, a header, selected, not enabled, …), as
/// assistive technologies announce it.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    /// Creates traits from their raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// The element is a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected button, segment or tab).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the screen when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to activation (a disabled control).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element is adjusted with increment and decrement (a slider, a stepper).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element turns a page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element is a header that divides content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element supports zooming.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element is a toggle button (a switch).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}
