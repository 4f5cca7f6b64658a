// The constraints a view's intrinsic content size becomes (UIKit's NSContentSizeLayoutConstraint).
//
// Invariants: a slot is non-nil exactly while the view has an intrinsic metric on that axis and is laid out by
// constraints; its constant is the metric, its priority the view's hugging (`<=`) or compression resistance (`>=`).
import ConstraintSolver
import Foundation

/// The up to four intrinsic-size constraints of one view.
struct IntrinsicConstraints {
    /// `width <= intrinsic width` at the horizontal hugging priority.
    var hugWidth: SolverConstraint?
    /// `width >= intrinsic width` at the horizontal compression resistance.
    var resistWidth: SolverConstraint?
    /// `height <= intrinsic height` at the vertical hugging priority.
    var hugHeight: SolverConstraint?
    /// `height >= intrinsic height` at the vertical compression resistance.
    var resistHeight: SolverConstraint?
    /// What the constraints hold: the size and the four priorities, in the order above.
    var size = CGSize(width: -1, height: -1)
    var priorities: [Float] = [0, 0, 0, 0]

    /// Every live handle.
    var all: [SolverConstraint] { [hugWidth, resistWidth, hugHeight, resistHeight].compactMap { $0 } }
}
