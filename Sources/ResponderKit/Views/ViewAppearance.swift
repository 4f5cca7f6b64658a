// A view's appearance state and layer, kept in side storage (`ViewExtras.appearance`) allocated on first use.
//
// Invariants:
// - Reading a property of a view without appearance storage gives the default; setting a property to its
//   default on such a view allocates nothing.
// - `blockingAnimations` counts the running animations without `.allowUserInteraction` that animate the view;
//   the view's `.animating` flag is set exactly while it is positive.
import Foundation

/// Colours, content mode, scale, the lazily created layer and the animation count of one view. Stored and
/// observable, drawn only by a backend.
@MainActor
final class ViewAppearance {
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var isOpaque = true
    var contentMode: UIView.ContentMode = .scaleToFill
    /// Set explicitly; nil follows the screen.
    var contentScaleFactor: CGFloat?
    /// The view's layer, created on first use of `UIView.layer`.
    var layer: CALayer?
    /// The part of the bounds marked by `setNeedsDisplay`, while `.needsDisplay` is set.
    var displayRect: CGRect = .null
    /// `clearsContextBeforeDrawing`: whether a partial display pass clears its rectangle before `draw(_:)`.
    var clearsContextBeforeDrawing = true
    var blockingAnimations: Int32 = 0
}
