// The demo's tracer: turns touch deliveries and their forwarding into chain lines and the demo's recognizers'
// state changes into recognizer lines, and with `--trace` prints every dispatch step to standard error through the
// library's `TracePrinter` (the same lines `RESPONDERKIT_TRACE` prints).
//
// Invariants: it only observes; a line is logged in the order dispatch happened.
import Foundation
import ResponderKit

/// Observes dispatch for the demo's log.
@MainActor
final class DemoTracer: EventTracer {
    private let log: DemoLog
    private let printer: TracePrinter?
    private let logsDispatch: Bool
    /// The recognizers whose state changes are logged, with their names.
    private var watched: [ObjectIdentifier: String] = [:]

    init(log: DemoLog, printsTrace: Bool, logsDispatch: Bool) {
        self.log = log
        printer = printsTrace ? TracePrinter() : nil
        self.logsDispatch = logsDispatch
    }

    /// Logs the state changes of `recognizer` under its name.
    func watch(_ recognizer: UIGestureRecognizer) {
        watched[ObjectIdentifier(recognizer)] = TraceRecorder.name(of: recognizer)
    }

    func record(_ entry: TraceEntry) {
        printer?.record(entry)
        guard logsDispatch else { return }
        switch entry {
        case .delivered(let method, let responder, _) where method.kind == .touches:
            log.beginChain(method: method.rawValue, at: responder)
        case .forwarded(_, let from, let to):
            log.extendChain(from: from, to: to)
        case .dropped:
            log.closeChain()
        case .touchSuppressed(_, let view, let reason):
            // A touch a view does not get (a second finger on a view without multiple touch) is logged too: the
            // log says why a callback did not come.
            log.append("touch not delivered: \(TraceRecorder.name(of: view)) (\(reason.rawValue))")
        case .recognizerStateChanged(let recognizer, _, let to, _):
            // The reset to possible after every gesture is noise in a log read by people and scripts; changed
            // states are logged by the recognizer's action, which also sees changed following changed.
            guard to != .possible, to != .changed, let name = watched[ObjectIdentifier(recognizer)] else { return }
            log.append("recognizer \(name): \(to)")
        case .hitTestBegan, .hitTestVisit, .hitTestReturned, .hitTestResult, .touchBound:
            // Hit-testing comes before a delivery: it neither finishes nor extends a line.
            return
        default:
            log.closeChain()
        }
    }
}
