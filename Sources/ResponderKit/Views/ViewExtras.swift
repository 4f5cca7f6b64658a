// A view's rarely used state, kept out of the view object so that the views hit-testing walks are small.
//
// Invariants:
// - A view allocates its extras the first time one of these properties is set to something other than its
//   default; reading a property of a view without extras gives the default.
// - `transform` is the identity unless the view's `.transformIsIdentity` flag is clear.
import Foundation

/// State most views never use: a non-identity transform, a bounds origin or alpha other than the defaults, recognizers, interactions, an accessibility identifier,
/// an autoresizing mask, the controller a root view belongs to, the grid index of a container with many subviews
/// and the appearance.
///
/// Not actor-isolated, so the nonisolated hit-test can read the transform and the index; it is only used on the
/// main actor, through its view.
final class ViewExtras {
    var transform: CGAffineTransform = .identity
    /// The bounds origin, when it is not zero (the view's `.boundsOriginIsSet` flag says so).
    var boundsOrigin: CGPoint = .zero
    /// The alpha, when it is not 1 (hit-testing reads the `.transparent` flag, not this).
    var alpha: CGFloat = 1
    var gestureRecognizers: [UIGestureRecognizer]?
    var interactions: [UIInteraction]?
    var accessibilityIdentifier: String?
    /// How the view follows its superview's size changes.
    var autoresizingMask: UIView.AutoresizingMask = []
    weak var owningViewController: UIViewController?
    /// The view's `overrideUserInterfaceStyle` (Traits/UIView+TraitOverrides.swift).
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The grid index of a container with many subviews, built lazily by hit-testing.
    // Checked: unchecking it saved 22 instructions per point on the "wide" row, which is within its budget
    // without (docs/unsafe.md).
    var subviewIndex: SubviewIndex?
    /// Colours, content mode, the layer and animation state: one more level of side storage, so views that
    /// only have recognizers or a transform do not pay for it.
    var appearance: ViewAppearance?
    /// Auto Layout, margins and the safe area (see `ViewLayout`).
    var layout: ViewLayout?
}
