// Test doubles shared by the gesture-recognizer, scroll-view and list specification tests (spec GR, SV, TD-9 …
// TD-13, SP): a stage with an independent application, a visible key window, a simulator and a trace recorder;
// views, recognizers and delegates that write what they receive into one ordered log.
//
// Everything lives in the `GestureSpec` namespace so that it cannot clash with helpers of other test directories.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

@MainActor
enum GestureSpec {
    // MARK: The log

    /// The shared ordered log (ResponderKitTestSupport).
    typealias Log = EventLog

    // MARK: The stage

    /// The shared stage (ResponderKitTestSupport) with the gesture tests' window size and query of cancellations.
    /// Keep the stage for the whole test: the application holds its windows weakly.
    @MainActor
    final class Stage: ResponderKitTestSupport.Stage {
        init(width: CGFloat = 320, height: CGFloat = 480) {
            super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        }

        /// The views that were sent `touchesCancelled` by ResponderKit on its own, with the reasons.
        var cancellations: [(view: UIView?, reason: TouchCancellationReason)] {
            tracer.entries.compactMap { entry in
                guard case .touchCancelled(_, let view, let reason) = entry else { return nil }
                return (view, reason)
            }
        }
    }

    // MARK: Views

    /// The shared recording view with the gesture tests' lines: "name.began", "name.moved", "name.ended" and
    /// "name.cancelled" with the number of touches when it is not one; it does not forward them.
    @MainActor
    class RecordingView: ResponderKitTestSupport.RecordingView {
        /// Every touch the view received in `touchesBegan`.
        private(set) var begun: [UITouch] = []

        override init(_ name: String, log: Log, frame: CGRect) {
            super.init(name, log: log, frame: frame)
            forwards = false
            accessibilityIdentifier = name
        }

        required init?(coder: NSCoder) {
            return nil
        }

        /// The methods this view received, without the name: ["began", "moved", …].
        var calls: [String] {
            log.lines(startingWith: name + ".").map { String($0.dropFirst(name.count + 1)) }
        }

        override func record(_ method: ResponderMethod, _ touches: Set<UITouch>, event: UIEvent?) {
            if method == .touchesBegan { begun.append(contentsOf: touches) }
            let short = method.rawValue.dropFirst("touches".count).lowercased()
            log.write(touches.count == 1 ? "\(name).\(short)" : "\(name).\(short)×\(touches.count)")
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
