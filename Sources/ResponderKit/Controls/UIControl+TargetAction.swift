// Type-safe target-action with method references, UIActions and removable closure handlers.
//
// Invariants: method references are checked by the compiler (a method that does not exist, or whose sender type
// does not match the control, does not compile); targets are held weakly; nothing here retains the control.
import Foundation

extension UIControl {
    // MARK: Method references

    /// Adds an action method that takes no arguments: `button.addTarget(self, action: ViewController.save,
    /// for: .touchUpInside)`. The target is held weakly (CT-10).
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        let invoke: @MainActor (AnyObject, UIControl, UIEvent?) -> Void = { object, _, _ in
            action(unsafeDowncast(object, to: Target.self))()
        }
        appendMethodEntry(target, invoke, controlEvents)
    }

    /// Adds an action method that takes the sender, typed as this control's class or any superclass:
    /// `func onButtonPress(_ sender: UIButton)` (CT-14).
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self) -> Void, for controlEvents: Event
    ) {
        let invoke: @MainActor (AnyObject, UIControl, UIEvent?) -> Void = { object, control, _ in
            action(unsafeDowncast(object, to: Target.self))(unsafeDowncast(control, to: Self.self))
        }
        appendMethodEntry(target, invoke, controlEvents)
    }

    /// Adds an action method that takes the sender and the event: `func onDrag(_ sender: UISlider, _ event:
    /// UIEvent?)` (CT-14).
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self, UIEvent?) -> Void, for controlEvents: Event
    ) {
        let invoke: @MainActor (AnyObject, UIControl, UIEvent?) -> Void = { object, control, event in
            action(unsafeDowncast(object, to: Target.self))(unsafeDowncast(control, to: Self.self), event)
        }
        appendMethodEntry(target, invoke, controlEvents)
    }

    private func appendMethodEntry(
        _ target: AnyObject, _ invoke: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void,
        _ controlEvents: Event
    ) {
        actionEntries.append(ControlActionEntry(target: target, events: controlEvents, kind: .method(invoke: invoke)))
    }

    // MARK: UIAction

    /// Adds a `UIAction` for `controlEvents`; the control keeps it alive. Adding an action whose identifier is
    /// already registered replaces that entry's action in place and merges the events.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        for (index, entry) in actionEntries.enumerated() where entry.isActive {
            guard case .action(let existing) = entry.kind, existing.identifier == action.identifier else { continue }
            let merged = ControlActionEntry(
                target: nil, events: entry.events.union(controlEvents), kind: .action(action))
            entry.isActive = false
            actionEntries[index] = merged
            return
        }
        actionEntries.append(ControlActionEntry(target: nil, events: controlEvents, kind: .action(action)))
    }

    /// Removes `controlEvents` from the entry of `action` (matched by identity); removes the entry when no event
    /// is left.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        for entry in actionEntries where entry.isActive {
            if case .action(let existing) = entry.kind, existing === action { entry.events.subtract(controlEvents) }
        }
        pruneEntries()
    }

    /// Removes `controlEvents` from the entry of the action with this identifier.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for entry in actionEntries where entry.isActive {
            if case .action(let existing) = entry.kind, existing.identifier == actionIdentifier {
                entry.events.subtract(controlEvents)
            }
        }
        pruneEntries()
    }

    /// Calls `body` on each action registered for the given events, in registration order.
    public func enumerateEventHandlers(_ body: (UIAction?, Any?, Selector?, Event) -> Void) {
        for entry in actionEntries where entry.isActive {
            switch entry.kind {
            case .action(let action): body(action, nil, nil, entry.events)
            case .selector(let selector): body(nil, entry.target, selector, entry.events)
            case .method, .handler: body(nil, entry.target, nil, entry.events)
            }
        }
    }

    // MARK: Removable handlers

    /// Adds a closure for `event` and returns a handle that can disable and re-enable it at any time, also from
    /// inside the closure.
    ///
    /// While enabled, the control keeps the closure alive; once disabled, only the returned handle does, so
    /// dropping the handle then frees the closure and everything it captured. The control is held weakly.
    @discardableResult
    public func addEventHandler(event: Event, runnable: @escaping @MainActor () -> Void) -> RemovableTarget {
        let handler = RemovableTarget(control: self, events: event, runnable: { _ in runnable() })
        handler.enable()
        return handler
    }

    /// Adds a closure for `event` that receives the control, typed as its own class (a `UIButton` for a button),
    /// and returns a handle that can disable and re-enable it at any time:
    ///
    /// ```swift
    /// let target = button.addEventHandler(event: .touchUpInside) { (control) in print("Pressed") }
    /// target.disable()
    /// ```
    ///
    /// The control is passed to the closure when it runs, so the closure need not capture it; while enabled, the
    /// control keeps the closure alive, and once disabled only the returned handle does.
    @discardableResult
    public func addEventHandler(event: Event, runnable: @escaping @MainActor (Self) -> Void) -> RemovableTarget {
        let handler = RemovableTarget(
            control: self, events: event,
            runnable: { control in
                // The handler only ever runs for the control it was added to, which is a `Self`.
                if let control = control as? Self { runnable(control) }
            })
        handler.enable()
        return handler
    }

    func appendHandlerEntry(_ handler: RemovableTarget) {
        actionEntries.append(ControlActionEntry(target: nil, events: handler.events, kind: .handler(handler)))
    }

    func removeHandlerEntry(_ handler: RemovableTarget) {
        for entry in actionEntries where entry.isActive {
            if case .handler(let existing) = entry.kind, existing === handler { entry.isActive = false }
        }
        actionEntries.removeAll { !$0.isActive }
    }

    // MARK: Queries

    /// The distinct targets of the control's target-actions, as in UIKit; a nil-targeted action contributes
    /// `NSNull()`. Responders appear as themselves, other objects by identity.
    public var allTargets: Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for entry in actionEntries where entry.isActive {
            switch entry.kind {
            case .method, .selector:
                if let target = entry.target {
                    result.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
                } else if !entry.hasTarget {
                    result.insert(AnyHashable(NSNull()))
                }
            case .action, .handler:
                break
            }
        }
        return result
    }

    /// The union of the events of every registered action.
    public var allControlEvents: Event {
        actionEntries.reduce(into: Event()) { if $1.isActive { $0.formUnion($1.events) } }
    }

    /// The names of the actions registered for `target` (nil: the nil-targeted ones) and the given event, or nil
    /// when there are none. Method references have no name and are listed as `"<method of Type>"`.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        var names: [String] = []
        for entry in actionEntries where entry.isActive && !entry.events.isDisjoint(with: controlEvent) {
            guard entry.hasTarget == (object != nil), entry.target === object else { continue }
            switch entry.kind {
            case .selector(let selector): names.append(actionName(selector))
            case .method: names.append("<method of \(entry.target.map { String(describing: type(of: $0)) } ?? "?")>")
            case .action, .handler: break
            }
        }
        return names.isEmpty ? nil : names
    }
}
