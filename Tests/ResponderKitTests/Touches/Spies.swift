// Test doubles shared by the responder, touch and input tests: responders of every kind that write each event
// method they receive, in order, into one shared log, and a stage (application, visible key window, simulator,
// tracer) to run them on.
//
// Everything lives in the `Spies` namespace so that it cannot clash with helpers of other test directories.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

@MainActor
enum Spies {
    // MARK: The log

    /// One line of the log: an event method a recording responder received, or a note (such as a `print`).
    struct Entry {
        /// "name.method", or the printed text of a note.
        let text: String
        /// The responder's name; empty for notes.
        let responder: String
        /// The method received; nil for notes.
        let method: ResponderMethod?
        /// The touches passed to the method (empty for presses, motion and notes).
        let touches: Set<UITouch>
        /// The phase of each touch of the event (`allTouches`, or `touches` when there is no event) at that moment.
        let phases: [ObjectIdentifier: UITouch.Phase]
        /// `event.allTouches` at that moment.
        let allTouches: Set<UITouch>
        /// The identity of the event object, to check that it is reused.
        let event: ObjectIdentifier?
    }

    /// The shared, ordered log. It is also a `TextOutputStream`, so user-style code can `print(..., to: &log)`.
    @MainActor
    final class Log: @MainActor TextOutputStream {
        private(set) var entries: [Entry] = []
        private var pending = ""

        /// The entries as "name.method" (or printed) lines.
        var lines: [String] { entries.map(\.text) }

        /// The lines about touches (began, moved, ended, cancelled) only.
        var touchLines: [String] {
            entries.filter { $0.method.map(Spies.touchMethods.contains) ?? false }.map(\.text)
        }

        /// The entries a given responder received.
        func entries(of responder: String) -> [Entry] {
            entries.filter { $0.responder == responder }
        }

        /// The methods a given responder received, in order.
        func methods(of responder: String) -> [ResponderMethod] {
            entries(of: responder).compactMap(\.method)
        }

        /// Records that `responder` received `method`.
        func record(
            _ responder: String, _ method: ResponderMethod, touches: Set<UITouch> = [], event: UIEvent? = nil
        ) {
            let all = event?.allTouches ?? touches
            var phases: [ObjectIdentifier: UITouch.Phase] = [:]
            for touch in all.union(touches) { phases[ObjectIdentifier(touch)] = touch.phase }
            entries.append(
                Entry(
                    text: "\(responder).\(method.rawValue)", responder: responder, method: method, touches: touches,
                    phases: phases, allTouches: all, event: event.map(ObjectIdentifier.init)))
        }

        /// Records a free-form line.
        func note(_ text: String) {
            entries.append(
                Entry(text: text, responder: "", method: nil, touches: [], phases: [:], allTouches: [], event: nil))
        }

        /// Collects printed text; every completed line becomes a note.
        func write(_ string: String) {
            pending += string
            while let newline = pending.firstIndex(of: "\n") {
                let line = String(pending[..<newline])
                pending.removeSubrange(...newline)
                if !line.isEmpty { note(line) }
            }
        }

        /// Forgets every entry.
        func removeAll() {
            entries.removeAll()
        }

        /// Checks TD-5/TD-6 from each responder's point of view: every touch it saw began first, then moved zero
        /// or more times, then ended or was cancelled exactly once, and nothing came after. Returns the problems.
        func lifecycleViolations() -> [String] {
            var state: [String: [ObjectIdentifier: ResponderMethod]] = [:]
            var problems: [String] = []
            for entry in entries {
                guard let method = entry.method, Spies.touchMethods.contains(method) else { continue }
                for touch in entry.touches {
                    let key = ObjectIdentifier(touch)
                    let previous = state[entry.responder]?[key]
                    switch (method, previous) {
                    case (.touchesBegan, nil), (.touchesMoved, .touchesBegan?), (.touchesMoved, .touchesMoved?),
                        (.touchesEnded, .touchesBegan?), (.touchesEnded, .touchesMoved?),
                        (.touchesCancelled, .touchesBegan?), (.touchesCancelled, .touchesMoved?):
                        state[entry.responder, default: [:]][key] = method
                    default:
                        let before = previous.map(\.rawValue) ?? "nothing"
                        problems.append("\(entry.responder) got \(method.rawValue) after \(before)")
                    }
                }
            }
            for (responder, touches) in state {
                for (_, last) in touches where last == .touchesBegan || last == .touchesMoved {
                    problems.append("\(responder) never got an end for a touch (last: \(last.rawValue))")
                }
            }
            return problems
        }
    }

    nonisolated static let touchMethods: Set<ResponderMethod> = [
        .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
    ]

    // MARK: Recording responders

    /// A view that logs every event method and then, unless `forwards` is false, calls `super`.
    class View: UIView {
        let name: String
        let log: Log
        /// Whether the event methods call `super` (forward along the chain).
        var forwards = true
        /// Replaces the default `next` when set (RC-8).
        var successor: UIResponder?
        /// Runs after logging, before `super`.
        var onTouches: ((ResponderMethod, Set<UITouch>, UIEvent?) -> Void)?

        init(_ name: String, log: Log, frame: CGRect = .zero) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override var next: UIResponder? { successor ?? super.next }

        private func receive(_ method: ResponderMethod, _ touches: Set<UITouch>, _ event: UIEvent?) -> Bool {
            log.record(name, method, touches: touches, event: event)
            onTouches?(method, touches, event)
            return forwards
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            if receive(.touchesBegan, touches, event) { super.touchesBegan(touches, with: event) }
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            if receive(.touchesMoved, touches, event) { super.touchesMoved(touches, with: event) }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            if receive(.touchesEnded, touches, event) { super.touchesEnded(touches, with: event) }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            if receive(.touchesCancelled, touches, event) { super.touchesCancelled(touches, with: event) }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if receive(.pressesBegan, [], event) { super.pressesBegan(presses, with: event) }
        }

        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if receive(.pressesChanged, [], event) { super.pressesChanged(presses, with: event) }
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if receive(.pressesEnded, [], event) { super.pressesEnded(presses, with: event) }
        }

        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if receive(.pressesCancelled, [], event) { super.pressesCancelled(presses, with: event) }
        }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if receive(.motionBegan, [], event) { super.motionBegan(motion, with: event) }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if receive(.motionEnded, [], event) { super.motionEnded(motion, with: event) }
        }

        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if receive(.motionCancelled, [], event) { super.motionCancelled(motion, with: event) }
        }
    }

    /// A plain responder (not a view or controller) that logs every event method, then forwards to `successor`
    /// through `super` unless `forwards` is false.
    class Responder: UIResponder {
        let name: String
        let log: Log
        var forwards = true
        /// The next responder (RC-8: any responder can join the chain by overriding `next`).
        var successor: UIResponder?

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init()
        }

        override var next: UIResponder? { successor }

        private func receive(_ method: ResponderMethod, _ touches: Set<UITouch>, _ event: UIEvent?) -> Bool {
            log.record(name, method, touches: touches, event: event)
            return forwards
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            if receive(.touchesBegan, touches, event) { super.touchesBegan(touches, with: event) }
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            if receive(.touchesMoved, touches, event) { super.touchesMoved(touches, with: event) }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            if receive(.touchesEnded, touches, event) { super.touchesEnded(touches, with: event) }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            if receive(.touchesCancelled, touches, event) { super.touchesCancelled(touches, with: event) }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if receive(.pressesBegan, [], event) { super.pressesBegan(presses, with: event) }
        }

        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if receive(.pressesChanged, [], event) { super.pressesChanged(presses, with: event) }
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if receive(.pressesEnded, [], event) { super.pressesEnded(presses, with: event) }
        }

        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if receive(.pressesCancelled, [], event) { super.pressesCancelled(presses, with: event) }
        }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if receive(.motionBegan, [], event) { super.motionBegan(motion, with: event) }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if receive(.motionEnded, [], event) { super.motionEnded(motion, with: event) }
        }

        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if receive(.motionCancelled, [], event) { super.motionCancelled(motion, with: event) }
        }
    }

    /// An app delegate that is a `UIResponder`, so it is the last responder of the chain (RC-5).
    final class AppDelegate: Responder, UIApplicationDelegate {}

    /// A delegate that is not a responder: the chain ends at the application (RC-5).
    final class PlainDelegate: UIApplicationDelegate {}

    /// A view controller that logs the touch methods it receives and forwards them unless `forwards` is false.
    final class Controller: UIViewController {
        let name: String
        let log: Log
        var forwards = true

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesBegan, touches: touches, event: event)
            if forwards { super.touchesBegan(touches, with: event) }
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesMoved, touches: touches, event: event)
            if forwards { super.touchesMoved(touches, with: event) }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesEnded, touches: touches, event: event)
            if forwards { super.touchesEnded(touches, with: event) }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesCancelled, touches: touches, event: event)
            if forwards { super.touchesCancelled(touches, with: event) }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.record(name, .motionEnded, event: event)
            if forwards { super.motionEnded(motion, with: event) }
        }
    }

    /// A window that logs `sendEvent` and the touch methods it receives; `passesEventsOn == false` makes its
    /// `sendEvent` skip `super` (TD-1).
    final class Window: UIWindow {
        let name: String
        let log: Log
        var passesEventsOn = true

        init(_ name: String, log: Log, frame: CGRect, application: UIApplication) {
            self.name = name
            self.log = log
            super.init(frame: frame, application: application)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        /// Runs inside `sendEvent`, before `super`.
        var onSendEvent: ((UIEvent) -> Void)?

        override func sendEvent(_ event: UIEvent) {
            log.note("\(name).sendEvent")
            onSendEvent?(event)
            if passesEventsOn { super.sendEvent(event) }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesBegan, touches: touches, event: event)
            super.touchesBegan(touches, with: event)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesMoved, touches: touches, event: event)
            super.touchesMoved(touches, with: event)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesEnded, touches: touches, event: event)
            super.touchesEnded(touches, with: event)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesCancelled, touches: touches, event: event)
            super.touchesCancelled(touches, with: event)
        }
    }

    /// An application that logs `sendEvent` and the touch methods it receives; `passesEventsOn == false` makes its
    /// `sendEvent` skip `super` (TD-1). It is also an app delegate, to be its own delegate (RC-5).
    final class Application: UIApplication, UIApplicationDelegate {
        let name: String
        let log: Log
        var passesEventsOn = true

        init(_ name: String = "app", log: Log) {
            self.name = name
            self.log = log
            super.init(clock: VirtualClock())
        }

        /// Runs inside `sendEvent`, before `super`.
        var onSendEvent: ((UIEvent) -> Void)?

        override func sendEvent(_ event: UIEvent) {
            log.note("\(name).sendEvent")
            onSendEvent?(event)
            if passesEventsOn { super.sendEvent(event) }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesBegan, touches: touches, event: event)
            super.touchesBegan(touches, with: event)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesMoved, touches: touches, event: event)
            super.touchesMoved(touches, with: event)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesEnded, touches: touches, event: event)
            super.touchesEnded(touches, with: event)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record(name, .touchesCancelled, touches: touches, event: event)
            super.touchesCancelled(touches, with: event)
        }
    }

    // MARK: The stage

    /// An independent application with a visible key window (320 x 480 at the screen origin unless told
    /// otherwise), a simulator and a trace recorder.
    @MainActor
    final class Stage: ResponderKitTestSupport.Stage {

        /// The input errors the tracer saw.
        var rejections: [InputError] {
            tracer.entries.compactMap { entry in
                if case .inputRejected(let error) = entry { return error }
                return nil
            }
        }

        /// The cancellations ResponderKit made on its own, as (touch, view, reason).
        var cancellations: [(touch: UITouch, view: UIView?, reason: TouchCancellationReason)] {
            tracer.entries.compactMap { entry in
                if case .touchCancelled(let touch, let view, let reason) = entry { return (touch, view, reason) }
                return nil
            }
        }

        /// The suppressions of new touches, as (view, reason).
        var suppressions: [(view: UIView, reason: TouchSuppressionReason)] {
            tracer.entries.compactMap { entry in
                if case .touchSuppressed(_, let view, let reason) = entry { return (view, reason) }
                return nil
            }
        }

        /// The responders where forwarding stopped because of a `next` cycle.
        var cycles: [(method: ResponderMethod, at: UIResponder)] {
            tracer.entries.compactMap { entry in
                if case .responderCycle(let method, let responder) = entry { return (method, responder) }
                return nil
            }
        }

        /// The responders where forwarding found no next responder.
        var drops: [(method: ResponderMethod, at: UIResponder)] {
            tracer.entries.compactMap { entry in
                if case .dropped(let method, let responder) = entry { return (method, responder) }
                return nil
            }
        }

        /// Whether no touch is left anywhere: no finger down, no live touch in the event, no view still counting
        /// touches.
        func isClean(_ views: UIView...) -> Bool {
            app.input.activeTouchIDs.isEmpty && app.touchTracker.event.touchList.isEmpty
                && views.allSatisfy { $0.activeTouchCount == 0 }
        }
    }

    /// Makes a keyboard press, for the presses methods.
    static func press(_ characters: String = "a") -> UIPress {
        UIPress(
            phase: .began, type: nil, key: UIKey(characters: characters, keyCode: .keyboardA), force: 1, timestamp: 0)
    }
}
