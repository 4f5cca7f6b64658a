// A view's or layout guide's four variables in its tree's layout engine, and the constraints the engine makes for
// it by itself: the frame of a view that translates its autoresizing mask, the intrinsic size of one that does not,
// and a UIKit guide's insets from its owning view.
//
// Invariants:
// - `x` and `y` are in the superview's coordinates (a guide: its owning view's bounds), ignoring bounds origins, as
//   UIKit's engine does; `width` and `height` are the frame's size.
// - `frameConstraints` is non-empty exactly while the item is a view that translates its autoresizing mask; each
//   constant equals the view's untransformed frame (centre minus half the bounds size).
// - `constraints` lists every active app constraint whose expression mentions one of the item's variables and
//   names the item (as first or second item): what must be deactivated when the item leaves the tree.
import ConstraintSolver
import Foundation

/// The variables of one view or guide in a layout engine.
@MainActor
final class LayoutItem {
    /// The engine the variables belong to.
    unowned let engine: LayoutEngine
    /// `engine`'s identity, for the layout pass's unretained scan (`collectUnapplied`).
    nonisolated let engineID: ObjectIdentifier
    /// The view, or nil for a guide (through its handle: no side table on the view). (Nonisolated: read by
    /// `requestLayoutOfSolvedChange`; it never changes.)
    nonisolated(unsafe) private let viewHandle: _UnretainedViewHandle?
    var view: UIView? { viewHandle?.view }
    /// The guide, or nil for a view.
    weak var guide: UILayoutGuide?
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// The app's active constraints that name the item.
    var constraints: [NSLayoutConstraint] = []
    /// minX, minY, width, height of a view that translates its autoresizing mask into constraints.
    /// (Nonisolated and unchecked: read by `requestLayoutOfSolvedChange` for every changed view, on the main actor
    /// like every write, none of them while it reads; a checked read costs a runtime call.)
    @exclusivity(unchecked) nonisolated(unsafe) var frameConstraints: [SolverConstraint] = []
    /// The frame those constraints hold.
    var translatedFrame = CGRect.zero
    /// The intrinsic-size constraints: hugging and compression resistance per axis, with what they hold.
    var intrinsic = IntrinsicConstraints()
    /// A UIKit guide's four constraints to its owning view (margins, safe area), and the insets they hold.
    var guideConstraints: [SolverConstraint] = []
    var guideInsets = UIEdgeInsets.zero
    /// The solved frame the layout pass last applied to the view, or nil when it must apply it again. (Nonisolated:
    /// read by the pass's unretained scan; written only by the pass, on the main actor.)
    nonisolated(unsafe) var applied: AppliedSolvedFrame?

    init(engine: LayoutEngine, view: UIView?, guide: UILayoutGuide?) {
        self.engine = engine
        engineID = ObjectIdentifier(engine)
        viewHandle = view?.layoutHandle
        self.guide = guide
        x = engine.solver.makeVariable()
        y = engine.solver.makeVariable()
        width = engine.solver.makeVariable()
        height = engine.solver.makeVariable()
    }

    /// A solved variable of `item` changed: the view that applies its frame (a constrained view's superview; a
    /// guide's owning view) lays out at the next pass. The item is borrowed and nothing is retained: no app code
    /// runs. (Nonisolated, as the unretained hop's walks: a main-actor closure passed to `Unmanaged` would check
    /// its executor on every call.)
    nonisolated static func requestLayoutOfSolvedChange(_ item: Unmanaged<LayoutItem>) {
        let isGuide = item._withUnsafeGuaranteedRef { item -> Bool in
            guard let handle = item.viewHandle else { return true }
            // A view that translates its mask keeps its frame: exactly such items have frame constraints.
            if item.frameConstraints.isEmpty { handle.requestLayoutOfSuperview() }
            return false
        }
        if isGuide { MainActor.assumeIsolated { item.takeUnretainedValue().guide?.owningView?.requestLayout() } }
    }

    /// LayoutItem's invariant: a view item has frame constraints exactly while its view translates its mask.
    var translatesExactlyWithFrameConstraints: Bool {
        guard let view else { return true }
        return frameConstraints.isEmpty != view.translatesAutoresizingMaskIntoConstraints
    }

    /// The object the item stands for.
    var object: AnyObject? { view ?? guide }

    /// The frame the solver gives the item, in its superview's (a guide: its owning view's) coordinates.
    var solvedFrame: CGRect {
        let solver = engine.solver
        return CGRect(
            x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: width),
            height: solver.value(of: height))
    }

    /// The app constraints that determine the item's layout along `axis`.
    func constraintsAffecting(_ axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let variables = axis == .horizontal ? [x, width] : [y, height]
        return engine.constraintsAffecting(variables)
    }

    /// Whether another solution of the same quality moves or resizes the item.
    var isAmbiguous: Bool {
        let solver = engine.solver
        return solver.isAmbiguous(x) || solver.isAmbiguous(y) || solver.isAmbiguous(width)
            || solver.isAmbiguous(height)
    }
}
