// The constraints pass of an engine and the fitting-size solve.
//
// Invariants: the constraints pass calls `updateConstraints()` (a controller's root view: its controller's
// `updateViewConstraints()`) on each view that needs it, deepest first, until none asks again (at most 100 rounds:
// a view that asks for itself every time is stopped, not looped on).
import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Whether some view's `updateConstraints()` is due.
    var needsConstraintsPass: Bool { !viewsNeedingConstraintsUpdate.isEmpty }

    /// Runs the constraints pass.
    func runConstraintsPass() {
        var rounds = 0
        while !viewsNeedingConstraintsUpdate.isEmpty, rounds < 100 {
            rounds += 1
            let batch = viewsNeedingConstraintsUpdate
            viewsNeedingConstraintsUpdate = []
            let ordered = batch.map { ($0.view, Self.depth(of: $0.view)) }.sorted { $0.1 > $1.1 }
            for (view, _) in ordered {
                guard let layout = view.layoutState, layout.needsUpdateConstraints else { continue }
                layout.needsUpdateConstraints = false
                if let controller = view.controllerOwningRootView {
                    controller.updateViewConstraints()
                } else {
                    view.updateConstraints()
                }
            }
        }
        takeChanges()
    }

    private static func depth(of view: UIView) -> Int {
        var depth = 0
        var current = view.superview
        while let parent = current {
            depth += 1
            current = parent.superview
        }
        return depth
    }

    /// The size `view` takes when its own frame constraints are set aside and its width and height are pulled
    /// towards `target` at the given priorities.
    func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let item = self.item(for: view)
        let translated = !item.frameConstraints.isEmpty
        if translated { removeFrameConstraints(of: item) }
        var pulls: [SolverConstraint] = []
        for (variable, value, priority) in [
            (item.width, target.width, horizontal), (item.height, target.height, vertical),
        ] where value.isFinite {
            let level = min(max(priority.rawValue, 1), 1000)
            if case .success(let handle) = try? solver.add(
                [SolverTerm(variable, 1)], constant: -Double(value), .equal, priority: level)
            {
                pulls.append(handle)
            }
        }
        let size = CGSize(width: solver.value(of: item.width), height: solver.value(of: item.height))
        for handle in pulls { try? solver.remove(handle) }
        if translated { addFrameConstraints(of: view, item: item) }
        takeChanges()
        return size
    }
}

extension LayoutActivation {
    /// Runs the constraints pass of the tree `view` is in, if it has an engine.
    static func runConstraintsPass(for view: UIView) {
        var root = view
        while let parent = root.superview { root = parent }
        root.layoutState?.hostedEngine?.runConstraintsPass()
    }
}

extension UIView {
    /// The controller whose root view this is, if any.
    var controllerOwningRootView: UIViewController? {
        guard flags.contains(.isControllerRoot), let controller = owningViewController, controller.viewIfLoaded === self
        else { return nil }
        return controller
    }
}
