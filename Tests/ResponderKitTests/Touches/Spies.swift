// The touch, responder and input tests' names for the shared fixtures of `ResponderKitTestSupport` (the log, the
// recording view, responder, controller, window and application), the app delegates of the RC-5 tests, and a stage
// with the trace queries and the internal cleanliness check those tests use.
//
// Everything lives in the `Spies` namespace so that it cannot clash with helpers of other test directories.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

@MainActor
enum Spies {
    // MARK: The shared fixtures

    typealias Log = EventLog
    typealias Entry = LogRecord
    typealias View = RecordingView
    typealias Responder = RecordingResponder
    typealias Controller = RecordingViewController
    typealias Window = RecordingWindow
    typealias Application = RecordingApplication

    nonisolated static let touchMethods = LogRecord.touchMethods

    /// An app delegate that is a `UIResponder`, so it is the last responder of the chain (RC-5).
    final class AppDelegate: Responder, UIApplicationDelegate {}

    /// A delegate that is not a responder: the chain ends at the application (RC-5).
    final class PlainDelegate: UIApplicationDelegate {}

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

/// The touch tests' name for the shared log's records.
extension EventLog {
    /// The records of the methods `responder` received, in order.
    func entries(of responder: String) -> [LogRecord] { records(of: responder) }
}
