// The touch, responder and input tests' names for the shared fixtures of `ResponderKitTestSupport` (the log, the
// recording view, responder, controller, window and application), the app delegates of the RC-5 tests, a stage with
// the touch cancellations and the internal cleanliness check those tests use, and a keyboard press.
//
// Everything lives in the `Spies` namespace so that it cannot clash with helpers of other test directories.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

@MainActor
enum Spies {
    // MARK: The shared fixtures

    typealias Log = EventLog
    typealias View = RecordingView
    typealias Responder = RecordingResponder
    typealias Controller = RecordingViewController
    typealias Window = RecordingWindow
    typealias Application = RecordingApplication

    /// An app delegate that is a `UIResponder`, so it is the last responder of the chain (RC-5).
    final class AppDelegate: Responder, UIApplicationDelegate {}

    /// A delegate that is not a responder: the chain ends at the application (RC-5).
    final class PlainDelegate: UIApplicationDelegate {}

    // MARK: The stage

    /// The shared stage (the trace queries are in `Stage+Trace.swift`), with the touch cancellations as the touch
    /// tests read them and a check of the library's internal touch state.
    @MainActor
    final class Stage: ResponderKitTestSupport.Stage {
        /// The cancellations ResponderKit made on its own, as (touch, view, reason).
        var cancellations: [(touch: UITouch, view: UIView?, reason: TouchCancellationReason)] {
            tracer.entries.compactMap { entry in
                if case .touchCancelled(let touch, let view, let reason) = entry { return (touch, view, reason) }
                return nil
            }
        }

        /// Whether no touch is left anywhere: no finger down, no live touch in the event, no view still counting
        /// touches.
        func isClean(_ views: UIView...) -> Bool {
            app.input.activeTouchIDs.isEmpty && app.touchDispatcher.event.touchList.isEmpty
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
