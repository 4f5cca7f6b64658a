// The entry points from the public API into the layout engines: activation with UIKit's checks, deactivation, and
// the changes of constants, priorities, frames and intrinsic sizes that engines follow.
//
// Invariants: a refused constraint (UIKit raises) stays inactive and nothing of it reaches a solver; the error is
// written to the layout log and traced.
import Foundation

/// Routes constraint and view changes to the layout engine of the tree they belong to.
@MainActor
enum LayoutActivation {
    /// Activates each inactive constraint of the list in its tree's engine, refusing (with a traced error) those
    /// UIKit would raise for.
    static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.engineState == .inactive {
            guard let (first, second, ancestor) = validate(constraint) else { continue }
            engine(of: ancestor).add(constraint, first: first, second: second, ancestor: ancestor)
        }
    }

    /// Deactivates each active constraint of the list.
    static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.engineState != .inactive {
            constraint.engineRecord?.engine.remove(constraint)
        }
    }

    static func constantChanged(_ constraint: NSLayoutConstraint) {
        constraint.engineRecord?.engine.constantChanged(constraint)
    }

    static func priorityChanged(_ constraint: NSLayoutConstraint, from old: UILayoutPriority) {
        guard constraint.engineState != .inactive else { return }
        if (old == .required) != (constraint.priority == .required) {
            programmerError(
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                    + "supported. You passed priority \(constraint.priority.rawValue) and the existing priority was "
                    + "\(old.rawValue). The constraint keeps \(old.rawValue).",
                about: constraint.engineRecord?.engine.root)
            constraint.isRestoringPriority = true
            constraint.priority = old
            constraint.isRestoringPriority = false
            return
        }
        constraint.engineRecord?.engine.priorityChanged(constraint)
    }

    static func translatesAutoresizingMaskChanged(_ view: UIView) {
        view.layoutState?.item?.engine.translatesAutoresizingMaskChanged(view)
    }

    /// The view's intrinsic size, hugging or compression resistance changed: its constraints follow at the next
    /// constraints pass.
    static func intrinsicContentChanged(_ view: UIView) {
        guard let item = view.layoutState?.item else { return }
        item.engine.scheduleConstraintsUpdate(view)
    }

    /// A view's frame, bounds or centre changed: a view that translates its mask moves its constraints.
    static func geometryChanged(_ view: UIView) {
        guard let item = view.extras?.layout?.item, view.translatesAutoresizingMaskIntoConstraints else { return }
        item.engine.frameChanged(view, item: item)
    }

    /// The insets of a view's margins or safe-area guide changed.
    static func guideInsetsChanged(_ view: UIView) {
        view.layoutState?.item?.engine.guideInsetsChanged(of: view)
    }

    /// A guide is leaving its owning view: the constraints naming it are deactivated.
    static func itemWillLeave(_ object: AnyObject) {
        let item = (object as? UILayoutGuide)?.item ?? (object as? UIView)?.layoutState?.item
        guard let item else { return }
        deactivate(item.constraints)
        if let object = item.object { item.engine.unregister(item, objectID: ObjectIdentifier(object)) }
    }

    /// The engine of the tree `view` is in, made at its root on first use.
    static func engine(of view: UIView) -> LayoutEngine {
        var root = view
        while let parent = root.superview { root = parent }
        let layout = root.ensuredLayout
        if let engine = layout.hostedEngine { return engine }
        let engine = LayoutEngine(root: root)
        layout.hostedEngine = engine
        return engine
    }

    /// Reports a misuse of the layout API (UIKit raises an exception): to the layout log and the tracer of the
    /// application of `view`'s window (the shared application's when it has none).
    static func programmerError(_ message: String, about view: UIView? = nil) {
        let application = view.map(application(of:)) ?? .shared
        application.layoutLog("[LayoutConstraints] error: \(message)")
        application.tracer?.record(.layoutError(message))
    }

    /// The application a view's layout messages go to.
    static func application(of view: UIView) -> UIApplication {
        (view as? UIWindow)?.application ?? view.window?.application ?? .shared
    }
}
