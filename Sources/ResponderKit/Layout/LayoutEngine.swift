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
import ConstraintSolver
import Foundation

/// Solves the constraints of one tree.
@MainActor
final class LayoutEngine {
    /// The view hosting the engine: the root of its tree.
    unowned let root: UIView
    let solver = Solver()
    /// Items by the index of any of their variables.
    private(set) var itemsByVariable: [LayoutItem?] = []
    /// Every live item.
    private(set) var items: [ObjectIdentifier: LayoutItem] = [:]
    /// App constraints by their solver handle.
    var constraintsByHandle: [SolverConstraint: NSLayoutConstraint] = [:]
    /// Implicit constraints by their solver handle, with what they are.
    var implicitOwners: [SolverConstraint: (item: LayoutItem, kind: ImplicitConstraintKind)] = [:]
    /// Views whose `updateConstraints()` is due at the next constraints pass.
    var viewsNeedingConstraintsUpdate: [UIView] = []

    init(root: UIView) {
        self.root = root
    }

    /// The item of a view or guide, registered with its implicit constraints on first use.
    func item(for object: AnyObject) -> LayoutItem {
        if let view = object as? UIView {
            if let item = view.layoutState?.item, item.engine === self { return item }
            let item = LayoutItem(engine: self, view: view, guide: nil)
            register(item)
            view.ensuredLayout.item = item
            addImplicitConstraints(of: view, item: item)
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

    private func register(_ item: LayoutItem) {
        let needed = Int(item.height.index) + 1
        if itemsByVariable.count < needed {
            itemsByVariable.append(contentsOf: repeatElement(nil, count: needed - itemsByVariable.count))
        }
        for variable in [item.x, item.y, item.width, item.height] { itemsByVariable[Int(variable.index)] = item }
        if let object = item.object { items[ObjectIdentifier(object)] = item }
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

    /// Takes the solver's changed variables: every view whose solved frame moved asks its superview for layout.
    func takeChanges() {
        solver.takeChangedVariables { variable, _ in
            guard Int(variable.index) < itemsByVariable.count, let item = itemsByVariable[Int(variable.index)] else {
                return
            }
            if let view = item.view, !view.translatesAutoresizingMaskIntoConstraints {
                view.superview?.requestLayout()
            } else if let guide = item.guide {
                guide.owningView?.requestLayout()
            }
        }
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
