// Test doubles shared by the gesture-recognizer, scroll-view and list specification tests (spec GR, SV, TD-9 …
// TD-13, SP): a stage with an independent application, a visible key window, a simulator and a trace recorder;
// views, recognizers and delegates that write what they receive into one ordered log.
//
// Everything lives in the `GestureSpec` namespace so that it cannot clash with helpers of other test directories.

import Foundation

@testable import ResponderKit

@MainActor
enum GestureSpec {
    // MARK: The log

    /// An ordered list of lines written by views, recognizers, delegates and actions.
    @MainActor
    final class Log {
        private(set) var lines: [String] = []

        /// Appends a line.
        func write(_ line: String) {
            lines.append(line)
        }

        /// Forgets every line.
        func removeAll() {
            lines.removeAll()
        }

        /// The lines that start with `prefix`.
        func lines(startingWith prefix: String) -> [String] {
            lines.filter { $0.hasPrefix(prefix) }
        }
    }

    // MARK: The stage

    /// An independent application with a visible key window at the screen origin, a simulator and a tracer.
    /// Keep the stage for the whole test: the application holds its windows weakly.
    @MainActor
    final class Stage {
        let app: UIApplication
        let window: UIWindow
        let sim: EventSimulator
        let tracer = TraceRecorder()

        init(width: CGFloat = 320, height: CGFloat = 480) {
            app = UIApplication()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height), application: app)
            window.makeKeyAndVisible()
            sim = EventSimulator(application: app)
            app.tracer = tracer
        }

        /// Adds `view` to `parent` (the window when nil) and returns it.
        @discardableResult
        func add<V: UIView>(_ view: V, to parent: UIView? = nil) -> V {
            (parent ?? window).addSubview(view)
            return view
        }

        /// The traced state changes of `recognizer`, as "from->to".
        func transitions(of recognizer: UIGestureRecognizer) -> [String] {
            tracer.entries.compactMap { entry in
                guard case .recognizerStateChanged(let other, let from, let to, _) = entry, other === recognizer
                else { return nil }
                return "\(from)->\(to)"
            }
        }

        /// The reasons traced when `recognizer` failed.
        func failureReasons(of recognizer: UIGestureRecognizer) -> [String] {
            tracer.entries.compactMap { entry in
                guard case .recognizerStateChanged(let other, _, let to, let reason) = entry, other === recognizer,
                    to == .failed
                else { return nil }
                return reason ?? ""
            }
        }

        /// The illegal transitions `recognizer` asked for, as "from->to".
        func rejections(of recognizer: UIGestureRecognizer) -> [String] {
            tracer.entries.compactMap { entry in
                guard case .recognizerTransitionRejected(let other, let from, let to) = entry, other === recognizer
                else { return nil }
                return "\(from)->\(to)"
            }
        }

        /// Whether the tracer saw `recognizer` wait for `other` to fail.
        func sawWaiting(_ recognizer: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
            tracer.entries.contains { entry in
                guard case .recognizerWaiting(let waiting, let required) = entry else { return false }
                return waiting === recognizer && required === other
            }
        }

        /// The views that were sent `touchesCancelled` by ResponderKit on its own, with the reasons.
        var cancellations: [(view: UIView?, reason: TouchCancellationReason)] {
            tracer.entries.compactMap { entry in
                guard case .touchCancelled(_, let view, let reason) = entry else { return nil }
                return (view, reason)
            }
        }

        /// The responder chain hops a touch method took, as "from->to" names, for `method`.
        func forwards(of method: ResponderMethod) -> [String] {
            tracer.entries.compactMap { entry in
                guard case .forwarded(let forwarded, let from, let to) = entry, forwarded == method else { return nil }
                return "\(TraceRecorder.name(of: from))->\(TraceRecorder.name(of: to))"
            }
        }

        /// The responders the window handed `method` to first.
        func deliveries(of method: ResponderMethod) -> [String] {
            tracer.entries.compactMap { entry in
                guard case .delivered(let delivered, let responder, _) = entry, delivered == method else { return nil }
                return TraceRecorder.name(of: responder)
            }
        }
    }

    // MARK: Views

    /// A view that logs "name.began", "name.moved", "name.ended" and "name.cancelled" with the number of touches
    /// when it is not one, and does not forward them.
    @MainActor
    class RecordingView: UIView {
        let name: String
        let log: Log
        /// Every touch the view received in `touchesBegan`.
        private(set) var begun: [UITouch] = []

        init(_ name: String, log: Log, frame: CGRect) {
            self.name = name
            self.log = log
            super.init(frame: frame)
            accessibilityIdentifier = name
        }

        required init?(coder: NSCoder) {
            return nil
        }

        /// The methods this view received, without the name: ["began", "moved", …].
        var calls: [String] {
            log.lines(startingWith: name + ".").map { String($0.dropFirst(name.count + 1)) }
        }

        private func record(_ method: String, _ touches: Set<UITouch>) {
            log.write(touches.count == 1 ? "\(name).\(method)" : "\(name).\(method)×\(touches.count)")
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            begun.append(contentsOf: touches)
            record("began", touches)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("moved", touches)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("ended", touches)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("cancelled", touches)
        }
    }

    /// A view whose `gestureRecognizerShouldBegin(_:)` refuses the recognizers in `refused` (GR-9).
    @MainActor
    final class VetoView: UIView {
        var refused: [UIGestureRecognizer] = []
        var log: Log?

        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            let allowed = !refused.contains { $0 === gestureRecognizer }
            log?.write("view.shouldBegin \(allowed)")
            return allowed
        }
    }

    // MARK: Recognizers

    /// A recognizer whose touch methods run scripts, for driving the state machine by hand. It logs
    /// "name.touchesBegan" … "name.touchesCancelled" and "name.reset", and counts resets.
    @MainActor
    final class ScriptedRecognizer: UIGestureRecognizer {
        typealias Script = (ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void

        var log: Log?
        var onBegan: Script?
        var onMoved: Script?
        var onEnded: Script?
        var onCancelled: Script?
        private(set) var resets = 0
        /// Every touch the recognizer received in `touchesBegan`.
        private(set) var received: [UITouch] = []
        /// `event.touches(for: self)` as seen in each `touchesBegan`.
        private(set) var eventTouches: [Set<UITouch>] = []

        private var label: String { name ?? "recognizer" }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            log?.write("\(label).touchesBegan")
            received.append(contentsOf: touches)
            eventTouches.append(event.touches(for: self) ?? [])
            onBegan?(self, touches, event)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            log?.write("\(label).touchesMoved")
            onMoved?(self, touches, event)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            log?.write("\(label).touchesEnded")
            onEnded?(self, touches, event)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            log?.write("\(label).touchesCancelled")
            onCancelled?(self, touches, event)
        }

        override func reset() {
            super.reset()
            resets += 1
            log?.write("\(label).reset")
        }
    }

    // MARK: Delegates

    /// A recognizer delegate whose answers are closures (UIKit's defaults when nil); it logs the questions that
    /// gate delivery and beginning.
    @MainActor
    final class Delegate: UIGestureRecognizerDelegate {
        var log: Log?
        var shouldReceive: ((UIGestureRecognizer, UITouch) -> Bool)?
        var shouldBegin: ((UIGestureRecognizer) -> Bool)?
        var simultaneous: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?
        var requiresFailure: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?
        var requiredToFail: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            log?.write("delegate.shouldReceive")
            return shouldReceive?(gestureRecognizer, touch) ?? true
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            log?.write("delegate.shouldBegin")
            return shouldBegin?(gestureRecognizer) ?? true
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            simultaneous?(gestureRecognizer, otherGestureRecognizer) ?? false
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            requiresFailure?(gestureRecognizer, otherGestureRecognizer) ?? false
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            requiredToFail?(gestureRecognizer, otherGestureRecognizer) ?? false
        }
    }

    /// A delegate that allows every pair to recognize simultaneously (GR-11).
    @MainActor
    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// A delegate that implements nothing: every answer is UIKit's default.
    @MainActor
    final class Silent: UIGestureRecognizerDelegate {}

    // MARK: Actions

    /// A target with action methods, as a view controller would have, that logs each call with the state.
    @MainActor
    final class ActionTarget {
        let name: String
        let log: Log

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
        }

        func handle(_ recognizer: UIGestureRecognizer) {
            log.write("\(name) \(recognizer.state)")
        }

        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            log.write("\(name) \(recognizer.state)")
        }

        func ping() {
            log.write("\(name) ping")
        }
    }

    /// Points on a circle of `radius` around `center`, at `angle` radians and opposite it: two fingers.
    static func fingers(around center: CGPoint, radius: CGFloat, angle: CGFloat) -> [CGPoint] {
        let dx = radius * cos(angle)
        let dy = radius * sin(angle)
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }
}
