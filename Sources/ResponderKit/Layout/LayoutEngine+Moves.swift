// Subtrees moving between trees: UIKit deactivates the constraints that cross the moved subtree's edge, and the
// subtree's own constraints go with it to the engine of its new root.
//
// Invariants: a constraint is internal to a subtree exactly when the view it is installed on (its items' nearest
// common ancestor) is in the subtree; every other constraint naming an item of the subtree crosses its edge.
import Foundation

extension LayoutActivation {
    /// Called before `view` leaves its superview or its tree's root gains a superview (after the superviews'
    /// `willRemoveSubview`, so constraints those hooks deactivate stay inactive): deactivates crossing
    /// constraints, takes the internal ones and the due constraint updates out of their engine and returns them,
    /// to be activated and scheduled again in the new tree once the move is done. Nothing is walked when the tree
    /// has no engine.
    static func subtreeWillMove(_ view: UIView) -> CarriedLayout {
        var root = view
        while let parent = root.superview { root = parent }
        guard let engine = root.layoutState?.hostedEngine else { return .none }
        var carried: [NSLayoutConstraint] = []
        var pending: [UIView] = []
        var crossing: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        var leaving: [(LayoutItem, ObjectIdentifier)] = []
        var stack = [view]
        while let current = stack.popLast() {
            stack.append(contentsOf: current.subviews)
            guard let layout = current.layoutState else { continue }
            if layout.needsUpdateConstraints {
                layout.needsUpdateConstraints = false
                pending.append(current)
            }
            var items = layout.layoutGuides.compactMap { guide in guide.item.map { ($0, ObjectIdentifier(guide)) } }
            if let item = layout.item { items.append((item, ObjectIdentifier(current))) }
            for (item, id) in items where item.engine === engine {
                leaving.append((item, id))
                for constraint in item.constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                    let installedOn = constraint.engineRecord?.installedOn
                    if let installedOn, installedOn === view || installedOn.isDescendant(of: view) {
                        carried.append(constraint)
                    } else {
                        crossing.append(constraint)
                    }
                }
            }
        }
        deactivate(crossing)
        deactivate(carried)
        for (item, id) in leaving { engine.unregister(item, objectID: id) }
        if !pending.isEmpty {
            let moving = Set(pending.map(ObjectIdentifier.init))
            engine.viewsNeedingConstraintsUpdate.removeAll { moving.contains(ObjectIdentifier($0.view)) }
        }
        if root === view { view.layoutState?.hostedEngine = nil }
        return CarriedLayout(constraints: carried, pendingUpdates: pending)
    }

    /// Activates the constraints a moved subtree carried and schedules its due constraint updates, in the engine
    /// of its new tree.
    static func subtreeDidMove(carrying carried: CarriedLayout) {
        if !carried.constraints.isEmpty { activate(carried.constraints) }
        for view in carried.pendingUpdates { view.setNeedsUpdateConstraints() }
    }

    /// A constrained view is being deallocated: its constraints go.
    static func viewWillDeallocate(_ view: UIView) {
        guard let layout = view.extras?.layout else { return }
        // The root of a tree takes its engine with it: every constraint of the tree is deactivated first, so no
        // surviving view or constraint points into the engine.
        if let engine = layout.hostedEngine {
            engine.dissolve(rootLayout: layout)
            layout.hostedEngine = nil
            return
        }
        if let item = layout.item {
            deactivate(item.constraints)
            item.engine.unregister(item, objectID: ObjectIdentifier(view))
        }
        deactivate(layout.installedConstraints)
        for guide in layout.layoutGuides { itemWillLeave(guide) }
    }
}
