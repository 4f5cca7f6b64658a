// The boundary between backends and the event system: validates raw samples and turns them into touch events.
//
// Invariants:
// - A call is validated completely before anything is applied: refused input changes nothing (the error is also
//   traced).
// - Every identifier that began is tracked until a sample ends or cancels it; every `UITouch` that began ends or
//   is cancelled exactly once (TD-6).
// - Input is not re-entrant: a handler cannot feed input while an event is being dispatched.
import Foundation

/// Turns raw samples from a backend (or the ``EventSimulator``) into `UITouch` objects and `UIEvent`s, and hands
/// each event to `UIApplication.sendEvent(_:)`.
@preconcurrency @MainActor
public final class InputLayer {
    /// The largest coordinate magnitude accepted, in points. Larger values are refused as out of range.
    public nonisolated static let maximumCoordinateMagnitude: CGFloat = 1_000_000

    private unowned let application: UIApplication
    // A short list, not a dictionary: a few fingers at most, and no hashing on every sample.
    @exclusivity(unchecked) private var downTouches: [(id: Int, touch: UITouch)] = []
    @exclusivity(unchecked) private var lastTimestamp: TimeInterval = 0
    @exclusivity(unchecked) private var isApplying = false

    init(application: UIApplication) {
        self.application = application
    }

    /// The identifiers of the fingers currently down.
    public var activeTouchIDs: [Int] { downTouches.map(\.id).sorted() }

    /// The `UITouch` for a finger that is down, or nil.
    public func touch(forID id: Int) -> UITouch? { downTouchIndex(id).map { downTouches[$0].touch } }

    /// The position of the finger `id` in `downTouches`, if it is down.
    private func downTouchIndex(_ id: Int) -> Int? {
        var index = 0
        while index < downTouches.count {
            if downTouches[index].id == id { return index }
            index += 1
        }
        return nil
    }

    /// Sends one sample as one event. A sample without a timestamp takes the clock's time, or the previous
    /// event's when that is later (timestamps never go backwards).
    public func send(_ sample: TouchSample) throws(InputError) {
        // No buffer and no closure: a closure here would pay an executor check on every sample.
        try send(frame: CollectionOfOne(sample))
    }

    /// Sends the samples of one frame as one event: all fingers that changed at the same moment.
    public func send(_ samples: [TouchSample]) throws(InputError) {
        try send(frame: samples)
    }

    /// Sends a hover sample: hover recognizers of the views under the pointer begin, change and end as it enters,
    /// moves over and leaves them.
    public func send(_ sample: HoverSample) throws(InputError) {
        let timestamp = try pointerTimestamp(sample.location, sample.timestamp, window: sample.window)
        application.pointerTracker.hover(sample, timestamp: timestamp)
    }

    /// Sends a scroll sample: the first pan recognizer under the pointer that allows its type (a scroll view's,
    /// for example) follows it.
    public func send(_ sample: ScrollSample) throws(InputError) {
        guard sample.delta.x.isFinite, sample.delta.y.isFinite else {
            throw .nonFiniteLocation(id: 0, x: Double(sample.delta.x), y: Double(sample.delta.y))
        }
        let timestamp = try pointerTimestamp(sample.location, sample.timestamp, window: sample.window)
        application.pointerTracker.scroll(sample, timestamp: timestamp)
    }

    /// Sends a key or button sample. Key-down runs key commands that want priority, then delivers `pressesBegan`
    /// to the key window's first responder (or its root view controller, or the window), then, if nobody consumed
    /// it, other key commands, Command shortcuts for the standard edit actions, and Tab, Shift-Tab and Escape
    /// (FR-9 … FR-13). Unknown key codes, keys that are not down and presses with no key window are dropped and
    /// traced.
    public func send(_ sample: PressSample) throws(InputError) {
        guard sample.force.isFinite else { throw traced(.invalidTimestamp(sample.force)) }
        let timestamp = try validatedTimestamp(sample.timestamp)
        application.pressTracker.handle(sample, timestamp: timestamp)
    }

    /// Sends an accelerometer sample to the shake detector (FR-14).
    public func send(_ sample: AccelerometerSample) throws(InputError) {
        guard sample.x.isFinite, sample.y.isFinite, sample.z.isFinite else {
            throw traced(.nonFiniteLocation(id: 0, x: sample.x, y: sample.y))
        }
        let timestamp = try validatedTimestamp(sample.timestamp)
        application.motionTracker.detector.process(sample, at: timestamp)
    }

    private func traced(_ error: InputError) -> InputError {
        application.tracer?.record(.inputRejected(error))
        return error
    }

    private func validatedTimestamp(_ given: TimeInterval?) throws(InputError) -> TimeInterval {
        if isApplying || application.touchTracker.isDispatching { throw traced(.reentrantInput) }
        if let t = given {
            guard t.isFinite, t >= 0 else { throw traced(.invalidTimestamp(t)) }
            guard t >= lastTimestamp else { throw traced(.timestampWentBackwards(previous: lastTimestamp, given: t)) }
        }
        let timestamp = max(given ?? application.clock.now, lastTimestamp)
        lastTimestamp = timestamp
        return timestamp
    }

    private func pointerTimestamp(_ location: CGPoint?, _ given: TimeInterval?, window: UIWindow) throws(InputError)
        -> TimeInterval
    {
        do throws(InputError) {
            if isApplying || application.touchTracker.isDispatching { throw .reentrantInput }
            if let p = location {
                guard p.x.isFinite, p.y.isFinite else {
                    throw .nonFiniteLocation(id: 0, x: Double(p.x), y: Double(p.y))
                }
                let limit = InputLayer.maximumCoordinateMagnitude
                guard abs(p.x) <= limit, abs(p.y) <= limit else {
                    throw .locationOutOfRange(id: 0, x: Double(p.x), y: Double(p.y))
                }
            }
            guard window.application === application else { throw .foreignWindow(id: 0) }
            if let t = given {
                guard t.isFinite, t >= 0 else { throw .invalidTimestamp(t) }
                guard t >= lastTimestamp else { throw .timestampWentBackwards(previous: lastTimestamp, given: t) }
            }
        } catch {
            application.tracer?.record(.inputRejected(error))
            throw error
        }
        let timestamp = max(given ?? application.clock.now, lastTimestamp)
        lastTimestamp = timestamp
        return timestamp
    }

    private func send(frame samples: some RandomAccessCollection<TouchSample>) throws(InputError) {
        do {
            try validate(samples)
        } catch {
            application.tracer?.record(.inputRejected(error))
            throw error
        }
        guard !samples.isEmpty else { return }
        apply(samples)
    }

    private func validate(_ samples: some RandomAccessCollection<TouchSample>) throws(InputError) {
        if isApplying || application.touchTracker.isDispatching { throw .reentrantInput }
        let limit = InputLayer.maximumCoordinateMagnitude
        for index in samples.indices {
            let sample = samples[index]
            let p = sample.location
            guard p.x.isFinite, p.y.isFinite else {
                throw .nonFiniteLocation(id: sample.id, x: Double(p.x), y: Double(p.y))
            }
            guard abs(p.x) <= limit, abs(p.y) <= limit else {
                throw .locationOutOfRange(id: sample.id, x: Double(p.x), y: Double(p.y))
            }
            if let t = sample.timestamp {
                guard t.isFinite, t >= 0 else { throw .invalidTimestamp(t) }
                guard t >= lastTimestamp else { throw .timestampWentBackwards(previous: lastTimestamp, given: t) }
            }
            for earlier in samples[samples.startIndex..<index] where earlier.id == sample.id {
                throw .duplicateTouchInFrame(id: sample.id)
            }
            if let window = sample.window {
                guard window.application === application else { throw .foreignWindow(id: sample.id) }
                if sample.phase == .began && window.isHidden { throw .hiddenWindow(id: sample.id) }
            }
            switch sample.phase {
            case .began:
                if downTouchIndex(sample.id) != nil { throw .touchAlreadyDown(id: sample.id) }
            case .moved, .ended, .cancelled:
                if downTouchIndex(sample.id) == nil { throw .unknownTouch(id: sample.id) }
            }
        }
    }

    private func apply(_ samples: some RandomAccessCollection<TouchSample>) {
        isApplying = true
        defer { isApplying = false }
        let tracker = application.touchTracker
        var timestamp = application.clock.now
        for sample in samples {
            if let t = sample.timestamp { timestamp = max(t, lastTimestamp) }
        }
        timestamp = max(timestamp, lastTimestamp)
        lastTimestamp = timestamp
        tracker.prepareFrame(timestamp: timestamp)
        var changed = false
        for sample in samples {
            switch sample.phase {
            case .began:
                downTouches.append((sample.id, tracker.begin(sample, timestamp: timestamp, in: application)))
                changed = true
            case .moved, .ended, .cancelled:
                guard let index = downTouchIndex(sample.id) else { continue }
                let touch = downTouches[index].touch
                if sample.phase != .moved { downTouches.remove(at: index) }
                // A touch the application already cancelled ignores the rest of its finger's samples.
                guard touch.isActive else { continue }
                tracker.update(touch, with: sample, timestamp: timestamp)
                changed = true
            }
        }
        if changed { tracker.dispatchFrame(through: application) }
        tracker.finishFrame()
    }
}
