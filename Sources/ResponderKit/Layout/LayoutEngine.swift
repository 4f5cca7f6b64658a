// The layout engine of one tree of views: its constraints in one solver, kept solved incrementally.
//
// Invariants:
// - An engine is hosted by the root of its tree (a window, or the top of a detached tree) and holds the variables
//   of every view and guide that constraints mention; moving a subtree carries its constraints to the engine of
//   its new root (see LayoutEngine+Moves.swift).
// - After every change the solver's changed variables are taken at once: each view whose frame Auto Layout now
//   gives differently has its superview marked for layout, so the next layout pass applies it. The hit-test path
//   never reads the engine.
// - `constraintsByHandle` maps every live solver handle of an app constraint to it; implicit constraints (frames,
//   intrinsic sizes, guides) map to their item in `implicitOwners`.
// - `solvedValues[i]` is the value the solver last reported for variable i (through `takeChanges`): the layout
//   pass reads frames from it, not from the solver, and takes pending changes first, so it never reads a stale one.
import ConstraintSolver
import Foundation

/// A view whose `updateConstraints()` is due, held without retaining it (see `viewsNeedingConstraintsUpdate`).
@MainActor
struct PendingConstraintsUpdate {
    unowned let view: UIView
}

/// Solves the constraints of one tree.
@MainActor
final class LayoutEngine {
    /// The view hosting the engine: the root of its tree.
    unowned let root: UIView
    let solver = Solver()
    /// Items by the index of any of their variables, unretained: `items` owns them, and `register` and `unregister`
    /// change both tables together. (Unmanaged: read once per changed variable on every re-solve, where a retained
    /// item cost a retain and a release. Unchecked: only the engine's own methods touch it, never re-entrantly.)
    @exclusivity(unchecked) private(set) var itemsByVariable: [Unmanaged<LayoutItem>?] = []
    /// The solver's values by variable index, as last taken (see the invariants). Unchecked as `itemsByVariable`.
    @exclusivity(unchecked) private(set) var solvedValues: [Double] = []
    /// Every live item.
    private(set) var items: [ObjectIdentifier: LayoutItem] = [:]
    /// App constraints by their solver handle.
    var constraintsByHandle: [SolverConstraint: NSLayoutConstraint] = [:]
    /// Implicit constraints by their solver handle, with what they are.
    var implicitOwners: [SolverConstraint: (item: LayoutItem, kind: ImplicitConstraintKind)] = [:]
    /// Views whose `updateConstraints()` is due at the next constraints pass, unretained: a detached root lists
    /// itself in the engine it hosts, which a strong reference would make a cycle. (Safe `unowned`: every listed
    /// view is in the engine's tree, so it lives while its root does, and the root's deallocation dissolves the
    /// engine, list and all; moves take a subtree's entries along.)
    var viewsNeedingConstraintsUpdate: [PendingConstraintsUpdate] = []
    /// The layout pass's list of subviews due for their solved frames, kept for its capacity (a re-entrant pass
    /// finds it taken and makes its own).
    private var applicationScratch: [Int] = []

    init(root: UIView) {
        self.root = root
    }

    /// The item of a view or guide, registered with its implicit constraints on first use.
    func item(for object: AnyObject) -> LayoutItem {
        if let view = object as? UIView {
            if let item = view.layoutState?.item, item.engine === self { return item }
            let item = makeItem(for: view)
            // The superview applies the solved frame (its `layoutSubviews` finds the engine through its item): one
            // that no constraint names and that keeps its frame joins with that frame, so a view sized only by
            // constraints of its own still gets its frame. (Not further up: only the superview lays it out.)
            if let parent = view.storedSuperview, parent.translatesAutoresizingMaskIntoConstraints,
                parent.layoutState?.item?.engine !== self, parent.layoutState?.hostedEngine !== self
            {
                _ = makeItem(for: parent)
            }
            return item
        }
        let guide = object as! UILayoutGuide  // Activation accepts only views and guides.
        if let item = guide.item, item.engine === self { return item }
        let item = LayoutItem(engine: self, view: nil, guide: guide)
        register(item)
        guide.item = item
        addGuideConstraints(of: guide, item: item)
        return item
    }

    private func makeItem(for view: UIView) -> LayoutItem {
        let item = LayoutItem(engine: self, view: view, guide: nil)
        register(item)
        view.ensuredLayout.item = item
        addImplicitConstraints(of: view, item: item)
        return item
    }

    private func register(_ item: LayoutItem) {
        let needed = Int(item.height.index) + 1
        if itemsByVariable.count < needed {
            itemsByVariable.append(contentsOf: repeatElement(nil, count: needed - itemsByVariable.count))
            // A new variable is 0 until the solver reports otherwise (as the solver's own record starts).
            solvedValues.append(contentsOf: repeatElement(0, count: needed - solvedValues.count))
        }
        // `items` must own the item before the unretained table names it.
        guard let object = item.object else { return assertionFailure("an item registers with its view or guide") }
        items[ObjectIdentifier(object)] = item
        for variable in [item.x, item.y, item.width, item.height] {
            itemsByVariable[Int(variable.index)] = .passUnretained(item)
        }
    }

    /// Forgets an item whose constraints are all gone (its view left the tree or was deallocated).
    func unregister(_ item: LayoutItem, objectID: ObjectIdentifier) {
        removeImplicitConstraints(of: item)
        for variable in [item.x, item.y, item.width, item.height] { itemsByVariable[Int(variable.index)] = nil }
        items[objectID] = nil
        if let view = item.view, view.layoutState?.item === item { view.layoutState?.item = nil }
        if let guide = item.guide, guide.item === item { guide.item = nil }
    }

    /// Deactivates every constraint and forgets every item: the hosting root is going away.
    /// (`rootLayout` is the root's state: the root itself may be deinitializing, so it is not read through `root`.)
    func dissolve(rootLayout: ViewLayout) {
        for (id, item) in items {
            for constraint in item.constraints where constraint.engineRecord?.engine === self {
                constraint.engineRecord = nil
                constraint.engineState = .inactive
            }
            item.constraints = []
            unregister(item, objectID: id)
        }
        for constraint in rootLayout.installedConstraints where constraint.engineRecord?.engine === self {
            constraint.engineRecord = nil
            constraint.engineState = .inactive
        }
        viewsNeedingConstraintsUpdate = []
    }

    /// Takes the solver's changed variables into `solvedValues`: every view whose solved frame moved asks its
    /// superview for layout.
    func takeChanges() {
        // The solver reports an item's variables one after another (x, y, width, height of one row's views): one
        // request per run of the same item is enough.
        var previous: UnsafeMutableRawPointer?
        solver.takeChangedVariables { variable, value in
            let index = Int(variable.index)
            guard index < itemsByVariable.count, let item = itemsByVariable[index] else { return }
            solvedValues[index] = value
            guard item.toOpaque() != previous else { return }
            previous = item.toOpaque()
            // Unretained: `items` keeps the item, and asking for layout runs no app code. (The check below, of
            // what `requestLayoutOfSolvedChange` relies on, runs in debug builds only.)
            assert(item.takeUnretainedValue().translatesExactlyWithFrameConstraints)
            LayoutItem.requestLayoutOfSolvedChange(item)
        }
    }

    /// The layout pass's empty list of due subviews (see `applicationScratch`).
    func takeApplicationScratch() -> [Int] {
        var scratch: [Int] = []
        swap(&scratch, &applicationScratch)
        return scratch
    }

    /// Gives the list back, emptied, for the next pass.
    func returnApplicationScratch(_ scratch: inout [Int]) {
        // Emptied in place (the caller's is the only reference: no copy) and kept if it is the larger.
        scratch.removeAll(keepingCapacity: true)
        if scratch.capacity > applicationScratch.capacity { swap(&scratch, &applicationScratch) }
    }

    /// An item's frame from `solvedValues`: minX, minY, width and height, in its superview's (a guide: its owning
    /// view's) coordinates.
    func takenFrame(of item: LayoutItem) -> (x: Double, y: Double, width: Double, height: Double) {
        (
            solvedValues[Int(item.x.index)], solvedValues[Int(item.y.index)], solvedValues[Int(item.width.index)],
            solvedValues[Int(item.height.index)]
        )
    }

    /// The app constraints that determine the given variables in the current solution.
    func constraintsAffecting(_ variables: [SolverVariable]) -> [NSLayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for variable in variables {
            for handle in solver.constraintsAffecting(variable) {
                guard let constraint = constraintsByHandle[handle], seen.insert(ObjectIdentifier(constraint)).inserted
                else { continue }
                result.append(constraint)
            }
        }
        return result
    }
}
