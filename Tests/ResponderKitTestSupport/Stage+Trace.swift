// Questions a test asks of a stage's trace: recognizer transitions, waiting, forwarding, first deliveries, input
// refusals, suppressed touches, responder cycles and dropped methods.
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

    /// The input errors the tracer saw.
    public var rejections: [InputError] {
        tracer.entries.compactMap { entry in
            if case .inputRejected(let error) = entry { return error }
            return nil
        }
    }

    /// The suppressions of new touches, as (view, reason).
    public var suppressions: [(view: UIView, reason: TouchSuppressionReason)] {
        tracer.entries.compactMap { entry in
            if case .touchSuppressed(_, let view, let reason) = entry { return (view, reason) }
            return nil
        }
    }

    /// The responders where forwarding stopped because of a `next` cycle.
    public var cycles: [(method: ResponderMethod, at: UIResponder)] {
        tracer.entries.compactMap { entry in
            if case .responderCycle(let method, let responder) = entry { return (method, responder) }
            return nil
        }
    }

    /// The responders where forwarding found no next responder.
    public var drops: [(method: ResponderMethod, at: UIResponder)] {
        tracer.entries.compactMap { entry in
            if case .dropped(let method, let responder) = entry { return (method, responder) }
            return nil
        }
    }
}
