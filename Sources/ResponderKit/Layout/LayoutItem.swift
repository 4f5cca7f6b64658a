// A view's or layout guide's variables in a layout engine. (Being written.)
import Foundation

/// The four variables of one view or guide in its tree's layout engine.
@MainActor
final class LayoutItem {
    /// The frame the solver last gave the item, in its superview's (a guide: its owning view's) coordinates.
    var solvedFrame: CGRect = .zero

    /// The constraints that determine the item's layout along `axis`.
    func constraintsAffecting(_ axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }

    /// Whether another solution moves the item.
    var isAmbiguous: Bool { false }
}
