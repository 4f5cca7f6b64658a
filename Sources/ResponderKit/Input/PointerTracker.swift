// Hover and scroll input: the input layer sends each sample in the tracker's event through
// `UIApplication.sendEvent(_:)`; the window's delivery drives hover recognizers and scroll-driven pans, apart from
// touch arbitration.
//
// Invariants: each hover recognizer is in `hovered` exactly while the pointer is over its view, between its
// began and ended; a scroll-driven pan is never one that touches are driving. The tracker holds no application:
// its recognizers change state through the touch dispatcher (the arbiter decides, the executor runs actions).
import Foundation

/// Pointer state of one application.
@MainActor
final class PointerTracker {
    /// The application's touch dispatcher, whose arbiter and executor move the recognizers hover and scroll drive.
    unowned let dispatcher: TouchDispatcher
    private var hovered: [UIHoverGestureRecognizer] = []
    private weak var scrollingPan: UIPanGestureRecognizer?
    private let hoverEvent = PointerEvent(type: .hover)
    private let scrollEvent = PointerEvent(type: .scroll)

    init(dispatcher: TouchDispatcher) {
        self.dispatcher = dispatcher
    }

    // MARK: Input (from InputLayer)

    /// Prepares the hover event for a validated sample; the caller sends it through `UIApplication.sendEvent(_:)`,
    /// then calls ``finishDispatch(of:)``.
    func prepare(_ sample: HoverSample, timestamp: TimeInterval, tracer: EventTracer?) -> PointerEvent {
        hoverEvent.hover = sample
        load(hoverEvent, timestamp: timestamp, tracer: tracer)
        return hoverEvent
    }

    /// Prepares the scroll event for a validated sample; the caller sends it through `UIApplication.sendEvent(_:)`,
    /// then calls ``finishDispatch(of:)``.
    func prepare(_ sample: ScrollSample, timestamp: TimeInterval, tracer: EventTracer?) -> PointerEvent {
        scrollEvent.scroll = sample
        load(scrollEvent, timestamp: timestamp, tracer: tracer)
        return scrollEvent
    }

    /// After `sendEvent`: the event lets go of its tracer and its sample (and so of the sample's window).
    func finishDispatch(of event: PointerEvent) {
        event.tracer = nil
        event.hover = nil
        event.scroll = nil
    }

    /// Loads a pointer event with its time and the tracer of its dispatch.
    private func load(_ event: PointerEvent, timestamp: TimeInterval, tracer: EventTracer?) {
        event.timestamp = timestamp
        event.tracer = tracer
    }

    // MARK: Delivery (from UIWindow.sendEvent)

    /// Delivers what a pointer event that reached a window carries: its hover or scroll sample.
    func deliver(_ event: PointerEvent) {
        if let sample = event.hover {
            hover(sample, timestamp: event.timestamp)
        } else if let sample = event.scroll {
            scroll(sample, timestamp: event.timestamp)
        }
    }

    private func hover(_ sample: HoverSample, timestamp: TimeInterval) {
        var now: [UIHoverGestureRecognizer] = []
        if let location = sample.location, !sample.window.isHidden,
            let view = sample.window.hitTest(location, with: hoverEvent)
        {
            var current: UIView? = view
            while let candidate = current {
                for case let recognizer as UIHoverGestureRecognizer in candidate.gestureRecognizers ?? []
                where recognizer.isEnabled {
                    now.append(recognizer)
                }
                current = candidate.superview
            }
        }
        for recognizer in hovered where !now.contains(where: { $0 === recognizer }) {
            recognizer.pointerLocation = sample.location ?? recognizer.pointerLocation
            transition(recognizer, to: .ended)
        }
        for recognizer in now {
            recognizer.pointerLocation = sample.location ?? .zero
            if hovered.contains(where: { $0 === recognizer }) {
                transition(recognizer, to: .changed)
            } else {
                transition(recognizer, to: .began)
            }
        }
        hovered = now
    }

    private func scroll(_ sample: ScrollSample, timestamp: TimeInterval) {
        let pan = scrollingPan ?? findPan(for: sample)
        guard let pan, pan.numberOfTouches == 0 else { return }
        if pan.storedState == .possible {
            // Scroll input has no hysteresis: begin at zero translation, then move.
            pan.scroll(by: .zero, at: sample.location, in: sample.window, time: timestamp)
            pan.scrollInputType = sample.type
            scrollingPan = pan
            transition(pan, to: .began)
        }
        pan.scroll(by: sample.delta, at: sample.location, in: sample.window, time: timestamp)
        transition(pan, to: .changed)
        if sample.type == .discrete || sample.phase == .ended {
            scrollingPan = nil
            transition(pan, to: .ended)
        }
    }

    private func findPan(for sample: ScrollSample) -> UIPanGestureRecognizer? {
        guard !sample.window.isHidden, let view = sample.window.hitTest(sample.location, with: scrollEvent) else {
            return nil
        }
        var current: UIView? = view
        while let candidate = current {
            for case let pan as UIPanGestureRecognizer in candidate.gestureRecognizers ?? []
            where pan.isEnabled && !pan.allowedScrollTypesMask.isDisjoint(with: sample.type)
                && pan.storedState == .possible && pan.numberOfTouches == 0 && pan.acceptsScroll(delta: sample.delta)
            {
                return pan
            }
            current = candidate.superview
        }
        return nil
    }

    /// Through the arbiter, which alone writes recognizers' state, and the dispatcher's executor, which sends the
    /// actions and resets.
    private func transition(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        dispatcher.drive(recognizer, to: state)
    }
}
