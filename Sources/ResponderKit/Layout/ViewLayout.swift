// A view's Auto Layout state, kept in its extras so views that never use Auto Layout pay one nil pointer.
//
// Invariants:
// - `item` is set exactly while the view's variables are in a layout engine (the engine of its tree's root).
// - `installedConstraints` are the constraints `addConstraint(_:)` installed on the view or that activation installed
//   on it as their items' nearest common ancestor (UIKit's `constraints`), in installation order.
// - The margins are stored as set: `directional` says whether they were set as directional (leading/trailing)
//   insets, which flip in a right-to-left layout.
import Foundation

/// The Auto Layout, margin and safe-area state of one view. Not actor-isolated (it lives in `ViewExtras`); only
/// used on the main actor, through its view.
final class ViewLayout {
    /// UIKit's default for views made in code: the frame is the truth and becomes required constraints.
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on this view.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The layout guides the view owns (`addLayoutGuide(_:)`), in the order added.
    var layoutGuides: [UILayoutGuide] = []
    /// The view's variables in its tree's layout engine, while it has them.
    var item: LayoutItem?
    /// The layout engine this view hosts as the root of a constrained tree.
    var hostedEngine: LayoutEngine?
    /// What layout objects hold instead of a weak reference to the view (see `_UnretainedViewHandle`).
    var handle: _UnretainedViewHandle?
    /// Content hugging priorities, horizontal then vertical (UIKit's default 250; its controls set their own).
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance priorities, horizontal then vertical (UIKit's default 750).
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// `setNeedsUpdateConstraints()` was called and `updateConstraints()` has not run since.
    var needsUpdateConstraints = false
    /// The layout margins as set: 8 points on every side by default.
    var margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the margins were set as directional insets (they then flip right to left).
    var marginsAreDirectional = true
    /// Whether the margins were set explicitly (a controller's root view otherwise gets the system minimum).
    var marginsAreExplicit = false
    /// Whether the view's margins also include its superview's where they overlap (false by default).
    var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area (true by default).
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe-area insets last computed for the view.
    var safeAreaInsets = UIEdgeInsets.zero
    /// How the view's contents flip right to left.
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The guides UIKit makes on demand.
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
}
