// What the layout engine keeps of an active constraint.
//
// Invariants: `handle` is live in `engine`'s solver exactly while the constraint is `.solved`; the solver's constant is
// `base + sign × constant` (sign is -1 when a right-to-left layout mirrored the constraint).
import ConstraintSolver
import Foundation

/// An active constraint's place in its engine.
@MainActor
final class ConstraintEngineRecord {
    /// The engine of the constraint's tree.
    unowned let engine: LayoutEngine
    /// The solver's handle, nil while the constraint is broken.
    var handle: SolverConstraint?
    /// The part of the solver's constant that comes from the items (alignment insets, baselines).
    let base: Double
    /// +1, or -1 when leading and trailing were mirrored for a right-to-left layout.
    let sign: Double
    /// The view the constraint is installed on: its items' nearest common ancestor.
    var installedOn: UIView? { installedOnHandle.view }
    private let installedOnHandle: _UnretainedViewHandle
    /// The items the constraint names.
    let items: [LayoutItem]

    init(
        engine: LayoutEngine, handle: SolverConstraint?, base: Double, sign: Double, installedOn: UIView,
        items: [LayoutItem]
    ) {
        self.engine = engine
        self.handle = handle
        self.base = base
        self.sign = sign
        installedOnHandle = installedOn.layoutHandle
        self.items = items
    }
}
