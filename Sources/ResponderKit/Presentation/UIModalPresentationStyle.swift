// How a presented view controller is shown (UIKit's modal presentation styles, with UIKit's raw values).
import Foundation

/// Modal presentation styles available when presenting view controllers, as in UIKit.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet for most controllers (see ``UIViewController/modalPresentationStyle``).
    case automatic = -2
    /// No adaptation: returned by an adaptive delegate to keep the presentation as it is.
    case none = -1
    /// The presented view covers the screen; the presenter's views are removed after the transition.
    case fullScreen = 0
    /// A sheet that covers the underlying content partially (see ``UISheetPresentationController``).
    case pageSheet = 1
    /// A sheet centred on a regular-width screen; a page sheet in a compact width.
    case formSheet = 2
    /// The presented view covers the view of the controller that defines the presentation context, which is
    /// removed after the transition.
    case currentContext = 3
    /// A presentation managed by the transitioning delegate's presentation controller and animators.
    case custom = 4
    /// The presented view covers the screen; the presenter's views stay in the window (they take no touches).
    case overFullScreen = 5
    /// As ``currentContext``, but the context's views stay.
    case overCurrentContext = 6
    /// A popover anchored to a view or a bar button item (see ``UIPopoverPresentationController``).
    case popover = 7
}
