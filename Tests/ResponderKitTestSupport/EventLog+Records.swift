// Questions a test asks of an `EventLog`'s structured records: who received what, and whether every touch each
// responder saw followed the touch lifecycle (TD-5, TD-6).
//
// Invariant: every query reads `records` only, in log order; none changes the log.
import ResponderKit

extension EventLog {
    /// The lines about touches (began, moved, ended, cancelled) only.
    public var touchLines: [String] {
        records.filter(\.isTouch).map(\.text)
    }

    /// The records of the methods `responder` received, in order.
    public func records(of responder: String) -> [LogRecord] {
        records.filter { $0.responder == responder }
    }

    /// The methods `responder` received, in order.
    public func methods(of responder: String) -> [ResponderMethod] {
        records(of: responder).compactMap(\.method)
    }

    /// Checks TD-5/TD-6 from each responder's point of view: every touch it saw began first, then moved zero or more
    /// times, then ended or was cancelled exactly once, and nothing came after. Returns the problems.
    public func lifecycleViolations() -> [String] {
        var state: [String: [ObjectIdentifier: ResponderMethod]] = [:]
        var problems: [String] = []
        for record in records {
            guard let method = record.method, record.isTouch else { continue }
            for touch in record.touches {
                let key = ObjectIdentifier(touch)
                let previous = state[record.responder]?[key]
                switch (method, previous) {
                case (.touchesBegan, nil), (.touchesMoved, .touchesBegan?), (.touchesMoved, .touchesMoved?),
                    (.touchesEnded, .touchesBegan?), (.touchesEnded, .touchesMoved?),
                    (.touchesCancelled, .touchesBegan?), (.touchesCancelled, .touchesMoved?):
                    state[record.responder, default: [:]][key] = method
                default:
                    let before = previous.map(\.rawValue) ?? "nothing"
                    problems.append("\(record.responder) got \(method.rawValue) after \(before)")
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
