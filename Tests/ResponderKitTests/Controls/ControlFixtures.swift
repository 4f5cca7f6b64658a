// Test doubles shared by the control and action tests (spec CT, AC, RC-9, SP-12, SP-14, SP-17): a stage with an
// independent application, a visible key window, a simulator and a trace recorder; controls and responders that
// log what they receive into one ordered log; and plain target objects with action methods of every shape.
//
// Everything lives in the `ControlFixtures` namespace so that it cannot clash with helpers of other test
// directories.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

@MainActor
enum ControlFixtures {
    // MARK: The log

    /// The shared ordered log (ResponderKitTestSupport), written by targets, controls and responders.
    typealias Log = EventLog

    /// A number shared between a test and the closures it registers.
    @MainActor
    final class Counter {
        var value = 0
    }

    /// Something whose lifetime a test observes through a weak reference.
    @MainActor
    final class Token {
        var uses = 0
    }

    // MARK: The stage

    /// The shared stage (ResponderKitTestSupport) with a 400 x 600 window and, unless told otherwise, a trace
    /// recorder; plus the control tests' queries of the trace.
    @MainActor
    final class Stage: ResponderKitTestSupport.Stage {
        init(app: UIApplication = UIApplication(), tracing: Bool = true) {
            super.init(app: app, frame: CGRect(x: 0, y: 0, width: 400, height: 600), tracing: tracing)
        }

        /// The event masks `control` sent, in order, as readable names such as "touchDragOutside+touchDragExit".
        func sentEvents(of control: UIControl) -> [String] {
            tracer.entries.compactMap { entry in
                guard case .controlEvents(let sender, let events) = entry, sender === control else { return nil }
                return ControlFixtures.describe(events)
            }
        }

        /// The named actions performed, as "action by responder-name".
        var performedActions: [String] {
            tracer.entries.compactMap { entry in
                guard case .actionSent(let action, _, let target) = entry else { return nil }
                let name = (target as? UIResponder).map(ControlFixtures.name(of:)) ?? "\(type(of: target))"
                return "\(actionName(action)) by \(name)"
            }
        }

        /// The named actions nobody performed.
        var unhandledActions: [String] {
            tracer.entries.compactMap { entry in
                guard case .actionNotHandled(let action, _) = entry else { return nil }
                return actionName(action)
            }
        }
    }

    /// A responder's name in the logs: the name given to a fixture, else what traces call it.
    static func name(of responder: UIResponder) -> String {
        switch responder {
        case let controller as ActingController: return controller.name
        case let plain as ActingResponder: return plain.name
        default: return TraceRecorder.name(of: responder)
        }
    }

    /// Control events as "name+name", in bit order.
    static func describe(_ events: UIControl.Event) -> String {
        events.names.joined(separator: "+")
    }

    // MARK: Targets

    /// A plain object (not a responder) with action methods of the three shapes `addTarget` accepts (CT-14).
    @MainActor
    final class Target {
        let name: String
        let log: Log
        /// The senders and events the methods received, in order.
        private(set) var senders: [UIControl] = []
        private(set) var events: [UIEvent?] = []
        /// How many touches each event held when `fireWithEvent` ran (the event object is reused afterwards).
        private(set) var touchCounts: [Int?] = []

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
        }

        /// An action method without arguments.
        func fire() {
            log.write("\(name).fire")
        }

        /// An action method that takes the sender.
        func fireWithSender(_ sender: UIControl) {
            senders.append(sender)
            log.write("\(name).fireWithSender")
        }

        /// An action method that takes the sender and the event.
        func fireWithEvent(_ sender: UIControl, _ event: UIEvent?) {
            senders.append(sender)
            events.append(event)
            touchCounts.append(event?.allTouches?.count)
            log.write("\(name).fireWithEvent")
        }
    }

    /// A control that logs its tracking override points and can refuse to track.
    final class SpyControl: UIControl {
        let log: Log
        /// What `beginTracking` answers.
        var acceptsTracking = true
        /// What `continueTracking` answers.
        var continuesTracking = true
        /// The events `cancelTracking` received, in order (nil when the control left its window).
        private(set) var cancelEvents: [UIEvent?] = []
        /// Objects kept alive as long as the control, such as targets (which the control holds weakly).
        var keptAlive: [AnyObject] = []

        init(frame: CGRect, log: Log) {
            self.log = log
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.write("beginTracking")
            return acceptsTracking
        }

        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.write("continueTracking")
            return continuesTracking
        }

        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            log.write("endTracking")
        }

        override func cancelTracking(with event: UIEvent?) {
            cancelEvents.append(event)
            log.write("cancelTracking")
        }
    }

    /// Logs, for each event it is registered for, the control's tracking state at the moment the event is sent.
    @MainActor
    final class StateProbe {
        let log: Log
        let label: String

        init(_ label: String, log: Log) {
            self.label = label
            self.log = log
        }

        func observe(_ sender: UIControl) {
            let flags = [
                sender.isTracking ? "tracking" : "idle",
                sender.isTouchInside ? "inside" : "outside",
                sender.isHighlighted ? "highlighted" : "plain",
            ]
            log.write("\(label)(\(flags.joined(separator: ", ")))")
        }
    }

    // MARK: Responders that perform named actions

    /// A view that performs the named actions in `actions` by logging "name.action", and refuses those in
    /// `refused` through `canPerformAction` (AC-3).
    class ActingView: UIView {
        let name: String
        let log: Log
        var actions: Set<Selector>
        var refused: Set<Selector> = []
        /// The senders of the actions it performed.
        private(set) var senders: [Any?] = []

        init(_ name: String, log: Log, actions: Set<Selector> = [], frame: CGRect = .zero) {
            self.name = name
            self.log = log
            self.actions = actions
            super.init(frame: frame)
            accessibilityIdentifier = name
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func actionHandler(for action: Selector) -> ActionHandler? {
            guard actions.contains(action) else { return super.actionHandler(for: action) }
            return { [unowned self] sender, _ in
                senders.append(sender)
                log.write("\(name).\(actionName(action))")
            }
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if refused.contains(action) { return false }
            return super.canPerformAction(action, withSender: sender)
        }
    }

    /// An `ActingView` that can become first responder (like a text field).
    final class FocusableActingView: ActingView {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// A view controller that performs the named actions in `actions` by logging "name.action".
    final class ActingController: UIViewController {
        let name: String
        let log: Log
        var actions: Set<Selector>

        init(_ name: String, log: Log, actions: Set<Selector> = []) {
            self.name = name
            self.log = log
            self.actions = actions
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func actionHandler(for action: Selector) -> ActionHandler? {
            guard actions.contains(action) else { return super.actionHandler(for: action) }
            return { [unowned self] _, _ in log.write("\(name).\(actionName(action))") }
        }
    }

    /// A plain responder with a settable `next`, performing the named actions in `actions`.
    final class ActingResponder: UIResponder {
        let name: String
        let log: Log
        var actions: Set<Selector>
        var successor: UIResponder?

        init(_ name: String, log: Log, actions: Set<Selector> = []) {
            self.name = name
            self.log = log
            self.actions = actions
            super.init()
        }

        override var next: UIResponder? { successor }

        override func actionHandler(for action: Selector) -> ActionHandler? {
            guard actions.contains(action) else { return super.actionHandler(for: action) }
            return { [unowned self] _, _ in log.write("\(name).\(actionName(action))") }
        }
    }

    /// The shared recording view (ResponderKitTestSupport): logs "name.touchesBegan" … and forwards them.
    typealias TouchLoggingView = RecordingView
}
