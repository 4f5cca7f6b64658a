// An `EventTracer` that keeps what `explain` reports about one tap, in compact form, bounded in memory: the
// hit-test steps of the touch-down, and the recognizer outcomes, control events and touch-method calls of the tap.
//
// Invariants:
// - Only the first hit-test after installation is kept: hit-test steps stop at its `hitTestResult` entry, so the
//   delivery and forwarding that follow cannot add steps. Tap entries (recognizers, control events, deliveries)
//   are kept for as long as the tracer is installed.
// - Steps and tap entries hold scene indices and names, never views, controls or recognizers, so recording keeps
//   no object alive; recognizers are keyed by identity only while the built scene owns them.
// - With a limit `n > 0`, at most `n` steps are stored whatever the walk's length: the first `n - n / 2` and a ring
//   of the last `n / 2`; `total` counts them all. With a limit of 0 every step is stored.
// - Views that are not part of the scene (the title label and image view inside a `UIButton`) are visited by
//   hit-testing but are neither stored nor counted: the walk shows the scene's views only. Tap entries about
//   objects outside the scene are dropped the same way.
// - A recognizer's outcome is its last state change other than the reset to `.possible`.
// - Every view that was sent `touchesBegan` ends the tap with exactly one `touchesEnded` or `touchesCancelled`
//   (TD-12): `finishTap` supplies the one ResponderKit delivered without tracing it. ResponderKit traces view
//   deliveries only inside an input frame, so a `touchesEnded` held by a recognizer (GR-15) and released when that
//   recognizer fails in a timer (a double tap's wait) reaches the view untraced.
import ResponderKit

/// Records the hit-test walk and the tap of one point for ``ExplainSession``.
@MainActor
final class ExplainTracer: EventTracer {
    /// What the trace says about one recognizer so far.
    struct RecognizerRecord {
        var outcome: ExplainRecognizer.Outcome
        var reason: String?
    }

    /// Where the tap is; deliveries while `.settling` were held back by a recognizer (GR-15).
    enum Stage {
        case touchDown, touchUp, settling
    }

    /// The stage of the tap; the session advances it.
    var stage = Stage.touchDown
    private let built: BuiltScene
    private let headCapacity: Int
    private let tailCapacity: Int
    private let unlimited: Bool
    private var head: [ExplainStep] = []
    private var tail: [ExplainStep] = []
    private var tailStart = 0
    /// The number of steps seen, stored or not.
    private(set) var total = 0
    /// Whether the hit-test finished (its result entry arrived).
    private(set) var finished = false
    /// The control events sent, in order.
    private(set) var controlEvents: [ExplainControlEvents] = []
    /// The touch methods called on scene views, in order.
    private(set) var deliveries: [ExplainDelivery] = []
    private var recognizers: [ObjectIdentifier: RecognizerRecord] = [:]
    /// The recognizer that most recently began or recognized: the one whose `cancelsTouchesInView` cancels touches.
    private var lastRecognized: String?
    /// Cancellations traced for a view whose `touchesCancelled` has not been traced yet, by scene index.
    private var pendingCancel: [Int: (reason: TouchCancellationReason, recognizer: String?)] = [:]
    /// The recognizer that most recently failed while settling: the one whose failure releases held touches.
    private var lastFailedWhileSettling: String?
    /// Views sent `touchesBegan` but not yet `touchesEnded` or `touchesCancelled`, in order.
    private var openViews: [Int] = []

    /// Creates a tracer that keeps at most `limit` steps (0: all).
    init(built: BuiltScene, limit: Int) {
        self.built = built
        unlimited = limit <= 0
        headCapacity = unlimited ? 0 : limit - limit / 2
        tailCapacity = unlimited ? 0 : limit / 2
    }

    func record(_ entry: TraceEntry) {
        switch entry {
        case .hitTestVisit(let view, let point, let depth, let verdict):
            guard !finished, let index = built.sceneIndex(of: view) else { return }
            append(ExplainStep(view: index, depth: depth, kind: .visit(point: point, verdict: verdict)))
        case .hitTestReturned(let view, let depth, let result, let defaultResult):
            guard !finished, let index = built.sceneIndex(of: view) else { return }
            let resultIndex = result.flatMap { built.sceneIndex(of: $0) }
            let defaultIndex: Int?? = defaultResult.map { computed in computed.flatMap { built.sceneIndex(of: $0) } }
            append(
                ExplainStep(
                    view: index, depth: depth, kind: .returned(result: resultIndex, defaultResult: defaultIndex)))
        case .hitTestResult:
            finished = true
        case .recognizerStateChanged(let recognizer, let from, let to, let reason):
            recognizerChanged(recognizer, from: from, to: to, reason: reason)
        case .recognizerWaiting(let recognizer, let other):
            recognizers[ObjectIdentifier(recognizer)] = RecognizerRecord(
                outcome: .possible, reason: "waiting for \(name(of: other)) to fail")
        case .controlEvents(let control, let events):
            guard let index = built.sceneIndex(of: control) else { return }
            var actions = 0
            control.enumerateEventHandlers { _, target, selector, _ in
                if target == nil && selector == nil { actions += 1 }
            }
            controlEvents.append(
                ExplainControlEvents(
                    control: index, events: events.names, targets: control.allTargets.count, actions: actions))
        case .touchCancelled(_, let view, let reason):
            guard let view, let index = built.sceneIndex(of: view) else { return }
            pendingCancel[index] = (reason, reason == .recognizer ? lastRecognized : nil)
        case .delivered(let method, let responder, _):
            guard Self.touchMethods.contains(method), let view = responder as? UIView,
                let index = built.sceneIndex(of: view)
            else { return }
            var delivery = ExplainDelivery(view: index, method: method)
            if method == .touchesCancelled, let cancel = pendingCancel.removeValue(forKey: index) {
                delivery.cancelReason = cancel.reason
                delivery.cancellingRecognizer = cancel.recognizer
            }
            if method == .touchesEnded, stage == .settling { delivery.heldBy = lastFailedWhileSettling }
            append(delivery)
        default:
            break
        }
    }

    private static let touchMethods: Set<ResponderMethod> = [
        .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
    ]

    private func append(_ delivery: ExplainDelivery) {
        switch delivery.method {
        case .touchesBegan: openViews.append(delivery.view)
        case .touchesEnded, .touchesCancelled: openViews.removeAll { $0 == delivery.view }
        default: break
        }
        deliveries.append(delivery)
    }

    /// Adds the end of the touch that ResponderKit delivered without tracing it (see the file header), once the
    /// tap has settled: a cancellation when one of `recognizers` (the touch's, all cancelling touches in their
    /// views) recognized, otherwise the held `touchesEnded` the last failing recognizer released.
    func finishTap(recognizers: [UIGestureRecognizer]) {
        let winner = recognizers.first { recognizer in
            let outcome = outcome(of: recognizer).outcome
            return recognizer.cancelsTouchesInView && (outcome == .recognized || outcome == .began)
        }
        for view in openViews {
            if let winner {
                deliveries.append(
                    ExplainDelivery(
                        view: view, method: .touchesCancelled, cancelReason: .recognizer,
                        cancellingRecognizer: name(of: winner)))
            } else {
                deliveries.append(ExplainDelivery(view: view, method: .touchesEnded, heldBy: lastFailedWhileSettling))
            }
        }
        openViews.removeAll()
    }

    /// The outcome the trace gives `recognizer`: `.possible` without a reason when nothing was traced for it.
    func outcome(of recognizer: UIGestureRecognizer) -> RecognizerRecord {
        recognizers[ObjectIdentifier(recognizer)] ?? RecognizerRecord(outcome: .possible, reason: nil)
    }

    /// The name reports use for `recognizer`: its scene name, else ResponderKit's trace name.
    func name(of recognizer: UIGestureRecognizer) -> String {
        built.recognizer(recognizer)?.name ?? TraceRecorder.name(of: recognizer)
    }

    private func recognizerChanged(
        _ recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
        reason: String?
    ) {
        let key = ObjectIdentifier(recognizer)
        switch to {
        case .possible, .changed:
            return  // The reset after finishing (GR-5), or progress: the outcome stands.
        case .began:
            recognizers[key] = RecognizerRecord(outcome: .began, reason: nil)
            lastRecognized = name(of: recognizer)
        case .ended:
            recognizers[key] = RecognizerRecord(outcome: .recognized, reason: nil)
            if from == .possible { lastRecognized = name(of: recognizer) }
        case .cancelled:
            recognizers[key] = RecognizerRecord(outcome: .cancelled, reason: reason)
        case .failed:
            recognizers[key] = RecognizerRecord(outcome: .failed, reason: reason)
            if stage == .settling { lastFailedWhileSettling = name(of: recognizer) }
        }
    }

    /// The stored steps in order, how many were left out, and where they belong.
    func steps() -> (steps: [ExplainStep], omitted: Int, omittedAfter: Int) {
        guard !unlimited else { return (head, 0, head.count) }
        let ordered = Array(tail[tailStart...] + tail[..<tailStart])
        let stored = head.count + ordered.count
        return (head + ordered, total - stored, head.count)
    }

    private func append(_ step: ExplainStep) {
        total += 1
        if unlimited || head.count < headCapacity {
            head.append(step)
        } else if tailCapacity > 0 {
            if tail.count < tailCapacity {
                tail.append(step)
            } else {
                tail[tailStart] = step
                tailStart = (tailStart + 1) % tailCapacity
            }
        }
    }
}
