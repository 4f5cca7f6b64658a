// Questions a test asks of a stage's trace: recognizer transitions, waiting, forwarding and first deliveries.
//
// Invariant: every query reads `tracer.entries` only, in trace order; none changes the stage.
import ResponderKit

extension Stage {
    /// The traced state changes of `recognizer`, as "from->to".
    public func transitions(of recognizer: UIGestureRecognizer) -> [String] {
        tracer.entries.compactMap { entry in
            guard case .recognizerStateChanged(let other, let from, let to, _) = entry, other === recognizer
            else { return nil }
            return "\(from)->\(to)"
        }
    }

    /// The reasons traced when `recognizer` failed.
    public func failureReasons(of recognizer: UIGestureRecognizer) -> [String] {
        tracer.entries.compactMap { entry in
            guard case .recognizerStateChanged(let other, _, let to, let reason) = entry, other === recognizer,
                to == .failed
            else { return nil }
            return reason ?? ""
        }
    }

    /// The illegal transitions `recognizer` asked for, as "from->to".
    public func rejections(of recognizer: UIGestureRecognizer) -> [String] {
        tracer.entries.compactMap { entry in
            guard case .recognizerTransitionRejected(let other, let from, let to) = entry, other === recognizer
            else { return nil }
            return "\(from)->\(to)"
        }
    }

    /// Whether the tracer saw `recognizer` wait for `other` to fail.
    public func sawWaiting(_ recognizer: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
        tracer.entries.contains { entry in
            guard case .recognizerWaiting(let waiting, let required) = entry else { return false }
            return waiting === recognizer && required === other
        }
    }

    /// The responder chain hops `method` took, as "from->to" names.
    public func forwards(of method: ResponderMethod) -> [String] {
        tracer.entries.compactMap { entry in
            guard case .forwarded(let forwarded, let from, let to) = entry, forwarded == method else { return nil }
            return "\(TraceRecorder.name(of: from))->\(TraceRecorder.name(of: to))"
        }
    }

    /// The responders the window handed `method` to first.
    public func deliveries(of method: ResponderMethod) -> [String] {
        tracer.entries.compactMap { entry in
            guard case .delivered(let delivered, let responder, _) = entry, delivered == method else { return nil }
            return TraceRecorder.name(of: responder)
        }
    }
}
