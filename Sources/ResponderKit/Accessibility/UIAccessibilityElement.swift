// An accessibility element that is not a view: a part of a custom-drawn view, given to assistive technologies
// through its container's `accessibilityElements`.
//
// Invariants:
// - The container is held weakly (UIKit's containers own their elements, not the reverse).
// - `accessibilityFrame` follows the container: set `accessibilityFrameInContainerSpace` and the frame is
//   recomputed from the container view's position on screen each time it is read.
import Foundation

/// An element for part of a view that is not a view itself (a bar in a chart, a day in a calendar).
///
/// Deviation from UIKit: it is a `UIResponder` (UIKit's is an `NSObject`), whose ``next`` is its container, so the
/// escape and magic-tap walks go from the element to its container as in UIKit (AX-9).
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    private weak var container: AnyObject?
    private var frameInContainerSpace: CGRect?
    private var identifier: String?

    /// Creates an element held by `container` (a view, or another element), which lists it in its
    /// `accessibilityElements`.
    public init(accessibilityContainer container: Any) {
        self.container = container as AnyObject
        super.init()
    }

    /// The view or element that holds this element, or nil once it is gone.
    open var accessibilityContainer: Any? {
        get { container }
        set {
            noteResponderChange()
            container = newValue.map { $0 as AnyObject }
            noteResponderChange()
        }
    }

    /// The frame in the container view's coordinates; setting it makes ``UIResponder/accessibilityFrame`` follow the
    /// container on screen.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainerSpace ?? .zero }
        set {
            frameInContainerSpace = newValue
            noteResponderChange()
        }
    }

    /// A string that identifies the element in tests and tools.
    open var accessibilityIdentifier: String? {
        get { identifier }
        set {
            identifier = newValue
            noteResponderChange()
        }
    }

    /// The container, when it is a responder: the walks of escape and magic tap go on from there (AX-9).
    open override var next: UIResponder? { container as? UIResponder }

    override var responderWindow: UIWindow? { (container as? UIResponder)?.responderWindow }

    // An element exists to be read: UIKit's elements are elements unless told otherwise.
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(isElement: true) }

    override var defaultAccessibilityFrame: CGRect {
        guard let frameInContainerSpace, let view = container as? UIView else { return .zero }
        return view.screenRect(frameInContainerSpace)
    }
}
