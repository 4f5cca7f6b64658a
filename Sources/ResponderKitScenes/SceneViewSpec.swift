// One view of a scene, as written in the scene file, with the defaults filled in.
// The invariants at the top of `Scene.swift` hold here too.

import Foundation
import ResponderKit
import ResponderKitJSON

/// One view of a scene, as written in the scene file, with the defaults filled in.
public struct SceneViewSpec: Sendable, Equatable {
    /// The unique identifier (`"id"`); it becomes the view's `accessibilityIdentifier`.
    public var id: String
    /// The class name as written (`"class"`), or `"UIWindow"` for a root and `"UIView"` otherwise when omitted.
    public var className: String
    /// The frame (`"frame"`) in the superview's coordinates; with a transform, the untransformed centre and size.
    public var frame: CGRect
    /// The bounds origin (`"boundsOrigin"`), for example a scroll offset. Zero by default.
    public var boundsOrigin: CGPoint
    /// Whether the view is hidden (`"hidden"`). False by default.
    public var isHidden: Bool
    /// The opacity (`"alpha"`). 1 by default.
    public var alpha: Double
    /// The explicit `"userInteractionEnabled"`, or nil to keep the class default (false for `UILabel` and
    /// `UIImageView`, true otherwise).
    public var userInteractionEnabled: Bool?
    /// Whether the view clips its drawing (`"clipsToBounds"`). False by default; hit-testing ignores it (HT-6).
    public var clipsToBounds: Bool
    /// The transform (`"transform"`), applied about the centre, or nil for the identity.
    public var transform: CGAffineTransform?
    /// How far `point(inside:with:)` reaches beyond the bounds on every side (`"hitAreaOutset"`); negative shrinks.
    public var hitAreaOutset: Double
    /// Whether `hitTest(_:with:)` returns nil where it would return the view itself (`"passThrough"`).
    public var passThrough: Bool
    /// The name of the view controller whose root view this is (`"viewController"`), or nil.
    public var viewController: String?
    /// The gesture recognizers attached to the view, in order (`"gestureRecognizers"`). None by default.
    public var gestureRecognizers: [SceneGestureRecognizerKind] = []
    /// The explicit `"accessibilityLabel"`, or nil to keep the class default (a button's title).
    public var accessibilityLabel: String? = nil
    /// The explicit `"accessibilityTraits"`, or nil to keep the class default (`.button` on a button).
    public var accessibilityTraits: UIAccessibilityTraits? = nil
    /// The explicit `"isAccessibilityElement"`, or nil to keep the class default (AX-1).
    public var isAccessibilityElement: Bool? = nil
    /// Whether the view hides its siblings from assistive technologies (`"accessibilityViewIsModal"`, AX-4).
    public var accessibilityViewIsModal = false
    /// Whether the view hides its subtree from assistive technologies (`"accessibilityElementsHidden"`, AX-3).
    public var accessibilityElementsHidden = false
    /// A custom next responder for the view (`"next"`), or nil for UIKit's (RC-2).
    public var next: SceneNext? = nil
    /// A custom next responder for the view's controller (`"viewControllerNext"`), or nil for UIKit's.
    public var viewControllerNext: SceneNext? = nil
    /// The view's constraints (`"constraints"`), in document order: attribute constraints whose first item is this
    /// view, and visual formats. None by default.
    public var constraints: [SceneConstraintEntry] = []
    /// The explicit `"translatesAutoresizingMaskIntoConstraints"`, or nil to follow ``isLaidOutByConstraints``.
    public var translatesAutoresizingMaskIntoConstraints: Bool? = nil
    /// Whether constraints place the view: it has attribute constraints of its own, a visual format names it, or it
    /// is arranged by a stack view. Set by the loader once every view is read.
    public var isLaidOutByConstraints = false
    /// The edges of a root's screen its hardware covers (`"safeAreaInsets"`, `[top, left, bottom, right]`), which
    /// give the window its safe area; nil (none covered) by default and for every view below a root.
    public var safeAreaInsets: UIEdgeInsets? = nil
    /// The stack-view keys, for a view whose class is `UIStackView`; nil for every other view.
    public var stack: SceneStackSpec? = nil
    /// The view's position in its stack view's `"arrangedSubviews"`, or nil when it is not an arranged subview.
    public var arrangedIndex: Int? = nil
    /// The index of the superview in ``Scene/views``, or nil for a root (a window).
    public var parent: Int?
    /// The position among the superview's children (or among the roots), back to front.
    public var position: Int
    /// The nesting level: 0 for a root.
    public var level: Int
    /// The indices of the subviews in ``Scene/views``, back (first) to front (last).
    public var children: [Int]

    /// Whether this view is a root of the scene, which becomes a window.
    public var isRoot: Bool { parent == nil }

    /// The names of the view's gesture recognizers, in order: `"<id>.<kind>"`, with `#2`, `#3` … for repeats.
    public var gestureRecognizerNames: [String] {
        SceneGestureRecognizerKind.recognizerNames(viewID: id, kinds: gestureRecognizers)
    }

    /// `translatesAutoresizingMaskIntoConstraints` as the built view has it: the explicit value, else false for a
    /// view constraints place (UIKit's rule for views you constrain in code) and true otherwise.
    public var effectiveTranslatesAutoresizingMaskIntoConstraints: Bool {
        translatesAutoresizingMaskIntoConstraints ?? !isLaidOutByConstraints
    }

    /// The attribute constraints of the view, in document order, with their positions in ``constraints``.
    public var attributeConstraints: [(position: Int, spec: SceneConstraintSpec)] {
        constraints.enumerated().compactMap { position, entry in
            guard case .attribute(let spec) = entry else { return nil }
            return (position, spec)
        }
    }

    /// Whether the class takes touches by default (HT-11): false for `UILabel` and `UIImageView`.
    public var classIsInteractiveByDefault: Bool {
        SceneViewFactory.isInteractiveByDefault(className: className)
    }

    /// `isUserInteractionEnabled` as the built view has it: the explicit value, else the class default.
    public var effectiveUserInteractionEnabled: Bool {
        userInteractionEnabled ?? classIsInteractiveByDefault
    }
}
