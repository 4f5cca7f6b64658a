// Where touches meet gesture recognizers: the gesture arbiter decides, touch delivery carries out. Every call
// into the arbiter — from delivery, from a recognizer changing state in a touch handler or on a timer, from a
// recognizer being disabled or removed — goes through a verb of the arena, which carries out the arbiter's
// decisions (`settle()`) before it returns. So arbitration stays synchronous and nothing calls back up: the
// arbiter never sees delivery, and recognizers never touch delivery state.
//
// Invariants:
// - The arbiter's outbox is empty whenever a verb of the arena returns.
// - A recognizer's `arena` is set while it is engaged here; the arena clears it when the recognizer resets
//   (the arbiter's `.forget` decision) and when the arena goes away.
import Foundation

/// The touch side of gesture arbitration for one application.
@MainActor
final class TouchArena {
    /// Decides which recognizers get touches, which one wins, and what the views see.
    let arbiter = GestureArbiter()
    /// Delivers to views and carries out the arbiter's decisions.
    let delivery: TouchDelivery
    /// The application's one touch event (TD-4).
    let event: UIEvent
    /// Whether a touch frame is being dispatched (`UIApplication.sendEvent` is running for it).
    @exclusivity(unchecked) var isDispatching = false
    /// How many times a window delivered a traced touch event (its `sendEvent` called `super`).
    private(set) var windowDeliveries = 0
    /// The application's clock, given by the owner, for the recognizers' timers.
    var clock: EventClock?
    /// The application's tracer, given by the owner, handed to the arbiter and to delivery.
    weak var tracer: EventTracer? {
        didSet {
            arbiter.tracer = tracer
            delivery.tracer = tracer
        }
    }

    init(event: UIEvent) {
        self.event = event
        delivery = TouchDelivery(event: event)
    }

    deinit {
        MainActor.assumeIsolated {
            // Engaged recognizers are engaged here; reading `arena` now would trap (this object is deinitializing).
            for recognizer in arbiter.engaged { recognizer.arena = nil }
        }
    }

    /// Carries out the arbiter's decisions, oldest first. A decision's handlers may call back into the arena;
    /// the decisions they cause join the queue and are carried out in order.
    func settle() {
        while let decision = arbiter.takeDecision() {
            // Recognitions go back to the arbiter (it sends the actions); the rest is delivery's.
            switch decision {
            case .releaseHeldTouches: delivery.releaseHeldTouches()
            case .cancelViewTouches(let recognizer): delivery.cancelViewTouches(of: recognizer)
            case .withhold(let touch): delivery.withhold(touch)
            case .sendActions(let recognizer, let state): arbiter.sendActions(recognizer, for: state)
            case .endWaited(let recognizer): arbiter.endWaited(recognizer)
            case .forget(let recognizer):
                if recognizer.arena === self, !recognizer.isEngaged { recognizer.arena = nil }
                delivery.forget(recognizer)
            }
        }
    }

    // MARK: Delivery (UIWindow.sendEvent)

    /// Delivers the touches of `window` whose phase changed: first to their recognizers, then to their bound
    /// views (TD-13, GR-13 … GR-15).
    func deliver(_ event: UIEvent, in window: UIWindow) {
        // Counted only when tracing, the only reader (so untraced dispatch pays nothing for it).
        if event.tracer != nil { windowDeliveries &+= 1 }
        let touches = event.touchList
        // By index, reading fields in place: a `for touch in touches` retains every touch.
        for index in touches.indices
        where touches[index].phase == .began && touches[index].isIn(window) && !touches[index].recognizersGathered {
            let touch = touches[index]
            touch.recognizersGathered = true
            gather(touch, event: event)
        }
        // Recognizers' state changes in their handlers were carried out by the verbs they went through.
        arbiter.deliver(touches, in: window, event: event)
        assert(!arbiter.hasDecisions, "every decision is carried out by the verb that caused it")
        delivery.deliver(touches, in: window)
    }

    /// Attaches the eligible recognizers of the touch's view and its ancestors to a new touch, deepest first
    /// (GR-6, GR-8). Each joins the arena as it attaches, before any delegate runs for the next one.
    private func gather(_ touch: UITouch, event: UIEvent) {
        // Only views with extras can have recognizers: the others are skipped without retaining them.
        var current = UIView.firstViewWithExtras(from: .passUnretained(ifPresent: touch.view))
        while let reference = current {
            // Strong from here: a delegate asked by `isEligible` may change the hierarchy.
            let view = reference.takeUnretainedValue()
            if let recognizers = view.storedGestureRecognizers {
                for recognizer in recognizers where arbiter.isEligible(recognizer, for: touch, event: event) {
                    arbiter.attach(recognizer, to: touch)
                    recognizer.arena = self
                }
            }
            current = UIView.firstViewWithExtras(from: view.superviewRef)
        }
    }

    /// Removes ended touches from the recognizers and resets those that are finished (after each frame).
    func frameFinished() {
        arbiter.frameFinished()
        if arbiter.hasDecisions { settle() }
    }

    // MARK: Recognizers' verbs

    /// A recognizer asks for a state change (its `state` setter).
    func requestTransition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        arbiter.requestTransition(recognizer, to: newState)
        settle()
    }

    /// A recognizer was disabled or removed from its view (GR-7).
    func detach(_ recognizer: UIGestureRecognizer, reason: String) {
        guard recognizer.isEngaged else { return }
        arbiter.detach(recognizer, reason: reason)
        settle()
    }

    /// A recognizer stops receiving `touch`.
    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        guard recognizer.isEngaged else { return }
        arbiter.ignore(touch, by: recognizer)
        settle()
    }

    /// A recognizer withholds `touch` from its view, which has not received it (SV-3).
    func withhold(_ touch: UITouch) {
        arbiter.withhold(touch)
        settle()
    }
}
