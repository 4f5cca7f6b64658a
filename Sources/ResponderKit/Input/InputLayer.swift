// The boundary between backends and the event system: validates raw samples (with `InputValidator`) and turns them
// into events for `UIApplication.sendEvent(_:)`.
//
// Invariants:
// - A call is validated completely before anything is applied: refused input changes nothing, and the error is
//   traced exactly once (`refused`).
// - Every identifier that began is down until a sample ends or cancels it, or the application cancels its touch
//   (the finger is then orphaned: its late samples are ignored and traced, never refused, and a began starts a
//   new touch); every `UITouch` that began ends or is cancelled exactly once (TD-6).
// - Input is not re-entrant: every `send` is busy from validation to the end of its delivery, so input a handler
//   (or any app code the delivery runs) sends meanwhile is refused as `.reentrantInput` and changes nothing.
// - Every press, motion, hover, scroll and remote-control event goes through `UIApplication.sendEvent(_:)` from
//   here: the tracker prepares its reused event, this layer sends it, then the tracker tidies up. Those trackers
//   never call the application's dispatch methods.
// - The sample observer sees each accepted sample once, after validation and before it is applied (a touch frame
//   after pending layout); it runs while the layer is busy, so input it sends is refused. With no observer the
//   paths allocate nothing for it.
import Foundation

/// Turns raw samples from a backend (or the ``EventSimulator``) into `UITouch` objects and `UIEvent`s, and hands
/// each event to `UIApplication.sendEvent(_:)`.
@preconcurrency @MainActor
public final class InputLayer {
    /// The largest coordinate magnitude accepted, in points. Larger values are refused as out of range.
    public nonisolated static let maximumCoordinateMagnitude: CGFloat = 1_000_000

    private unowned let application: UIApplication
    @exclusivity(unchecked) private var lastTimestamp: TimeInterval = 0
    @exclusivity(unchecked) private var isApplying = false
    /// The one remote-control event, reused.
    private let remoteControlEvent = UIEvent(type: .remoteControl)
    /// The touches begun by the frame being applied, collected only for ``beginTouches(_:)``. Unchecked, as the
    /// fields above (docs/unsafe.md): read once per began, never across app code.
    @exclusivity(unchecked) private var begunTouches: [UITouch]?

    init(application: UIApplication) {
        self.application = application
        // Why a hook: a shake ends on the clock's timer, outside any send, so the detector's end comes back here.
        // Unowned, not weak: a weak reference would give the input layer a side table, slowing its reference
        // counting on every event; the detector (and so its timer) lives no longer than the application, which
        // keeps this layer.
        application.motionTracker.detector.ended = { [unowned self] in sendMotionEnd(.motionEnded) }
    }

    /// Called with each sample the layer accepted, before the sample changes anything: a touch frame after the
    /// pending layout that precedes it, text only when a first responder takes it. For tools that watch input, such
    /// as a recorder that turns a session into a UI test; nil (the default) watches nothing.
    ///
    /// The observer runs while the layer is busy: input it sends is refused (``InputError/reentrantInput``). It
    /// watches; it does not change the sample or its delivery. Marked text (an input method's composition) is not
    /// shown: it is no ``InputSample``.
    public var sampleObserver: (@MainActor (InputSample) -> Void)?

    /// The identifiers of the fingers currently down. A finger whose touch the application cancelled (its window
    /// was hidden, the application resigned active) is not down, even before the host ends it.
    public var activeTouchIDs: [Int] { application.touchDispatcher.liveFingerIDs }

    /// The `UITouch` for a finger that is down, or nil.
    public func touch(forID id: Int) -> UITouch? {
        application.touchDispatcher.liveTouch(forFinger: id)
    }

    /// Sends one sample as one event. A sample without a timestamp takes the clock's time, or the previous
    /// event's when that is later (timestamps never go backwards).
    public func send(_ sample: TouchSample) throws(InputError) {
        // In place: a `CollectionOfOne` copies the sample at every read (retaining its window).
        try sample.withBufferOfOne { (samples) throws(InputError) in try send(frame: samples) }
    }

    /// Sends the samples of one frame as one event: all fingers that changed at the same moment.
    public func send(_ samples: [TouchSample]) throws(InputError) {
        try samples.withSampleBuffer { (samples) throws(InputError) in try send(frame: samples) }
    }

    /// Sends the samples of one frame and returns the touches its began samples started, in order, even those the
    /// application cancelled during their own delivery (their fingers are no longer down): the simulator's
    /// `touchDown`.
    func beginTouches(_ samples: [TouchSample]) throws(InputError) -> [UITouch] {
        // Saved and restored: a handler's refused input must not take the outer frame's collection.
        let outer = begunTouches
        begunTouches = []
        defer { begunTouches = outer }
        try send(samples)
        return begunTouches ?? []
    }

    /// Sends a hover sample as a `.hover` event through `UIApplication.sendEvent(_:)` to the sample's window:
    /// hover recognizers of the views under the pointer begin, change and end as it enters, moves over and leaves
    /// them.
    public func send(_ sample: HoverSample) throws(InputError) {
        do throws(InputError) { try validator.validate(sample) } catch { throw refused(error) }
        isApplying = true
        defer { isApplying = false }
        sampleObserver?(.hover(sample))
        let tracker = application.pointerTracker
        let event = tracker.prepare(sample, timestamp: stamp(sample.timestamp), tracer: application.tracer)
        application.layOutPendingWindows()
        application.sendEvent(event)
        tracker.finishDispatch(of: event)
    }

    /// Sends a scroll sample as a `.scroll` event through `UIApplication.sendEvent(_:)` to the sample's window: the
    /// first pan recognizer under the pointer that allows its type (a scroll view's, for example) follows it.
    public func send(_ sample: ScrollSample) throws(InputError) {
        do throws(InputError) { try validator.validate(sample) } catch { throw refused(error) }
        isApplying = true
        defer { isApplying = false }
        sampleObserver?(.scroll(sample))
        let tracker = application.pointerTracker
        let event = tracker.prepare(sample, timestamp: stamp(sample.timestamp), tracer: application.tracer)
        application.layOutPendingWindows()
        application.sendEvent(event)
        tracker.finishDispatch(of: event)
    }

    /// Sends a key or button sample as a ``UIPressesEvent`` through `UIApplication.sendEvent(_:)` to the key
    /// window. Key-down runs key commands that want priority, then delivers `pressesBegan` to the key window's
    /// first responder (or its root view controller, or the window), then, if nobody consumed it, other key
    /// commands, Command shortcuts for the standard edit actions, and Tab, Shift-Tab and Escape (FR-9 … FR-13).
    /// Unknown key codes, keys that are not down and presses with no key window are dropped and traced.
    public func send(_ sample: PressSample) throws(InputError) {
        do throws(InputError) { try validator.validate(sample) } catch { throw refused(error) }
        isApplying = true
        defer { isApplying = false }
        // One load of the `unowned` application for the whole press: every read of the field retains it.
        let application = self.application
        sampleObserver?(.press(sample))
        let tracker = application.pressTracker
        let timestamp = stamp(sample.timestamp)
        guard
            let press = tracker.prepare(
                sample, timestamp: timestamp, keyWindow: application.keyWindow, tracer: application.tracer)
        else { return }
        application.layOutPendingWindows()
        application.sendEvent(tracker.event)
        tracker.finishDispatch(of: press)
    }

    /// Cancels every press that is down (the application resigned active): each travels as a cancelled press
    /// through `UIApplication.sendEvent(_:)` (FR-9).
    func cancelPresses() {
        let tracker = application.pressTracker
        for press in tracker.takeAllDown() {
            tracker.prepareCancellation(of: press, tracer: application.tracer)
            application.layOutPendingWindows()
            application.sendEvent(tracker.event)
            tracker.finishDispatch(of: press)
        }
    }

    /// Sends an accelerometer sample to the shake detector; a shake travels as a `.motion` event with subtype
    /// `.motionShake` through `UIApplication.sendEvent(_:)` to the key window's first responder (FR-14).
    public func send(_ sample: AccelerometerSample) throws(InputError) {
        do throws(InputError) { try validator.validate(sample) } catch { throw refused(error) }
        isApplying = true
        defer { isApplying = false }
        let application = self.application
        sampleObserver?(.accelerometer(sample))
        let tracker = application.motionTracker
        guard tracker.detector.process(sample, at: stamp(sample.timestamp), clock: application.clock),
            let event = tracker.prepareBegan(
                keyWindow: application.keyWindow, timestamp: application.clock.now, tracer: application.tracer)
        else { return }
        application.layOutPendingWindows()
        application.sendEvent(event)
        tracker.finishBegan()
    }

    /// Reports how the device is now held (a backend's sensor reading, or ``EventSimulator/rotateDevice(to:)``):
    /// the application's ``UIApplication/device`` takes it, and posts ``UIDevice/orientationDidChangeNotification``
    /// when it changed and orientation notifications are being generated. The interface does not rotate: windows
    /// keep their frames (a backend resizes them, as UIKit does for an app that rotates).
    public func setDeviceOrientation(_ orientation: UIDeviceOrientation) {
        application.device.physicalOrientationChanged(to: orientation)
    }

    /// Cancels a shake in progress (the application resigned active): its responder gets `motionCancelled` through
    /// `UIApplication.sendEvent(_:)` (FR-14).
    func cancelMotion() {
        guard application.motionTracker.detector.cancel() else { return }
        sendMotionEnd(.motionCancelled)
    }

    /// Sends the end of a shake (`.motionEnded` on the detector's timer, `.motionCancelled`) to the responder that
    /// received its began, if any.
    private func sendMotionEnd(_ method: ResponderMethod) {
        let application = self.application
        let tracker = application.motionTracker
        guard let event = tracker.prepareEnd(method, timestamp: application.clock.now, tracer: application.tracer)
        else { return }
        application.layOutPendingWindows()
        application.sendEvent(event)
        tracker.finishEnd()
    }

    /// Sends a remote-control command as a `.remoteControl` event through `UIApplication.sendEvent(_:)` to the
    /// key window, whose first responder's chain receives ``UIResponder/remoteControlReceived(with:)``. Dropped
    /// and traced before ``UIApplication/beginReceivingRemoteControlEvents()`` and with no key window.
    public func send(_ sample: RemoteControlSample) throws(InputError) {
        do throws(InputError) { try validator.validate(sample) } catch { throw refused(error) }
        isApplying = true
        defer { isApplying = false }
        sampleObserver?(.remoteControl(sample))
        let timestamp = stamp(sample.timestamp)
        guard application.isReceivingRemoteControlEvents else {
            application.tracer?.record(.inputDropped("remote control before beginReceivingRemoteControlEvents()"))
            return
        }
        guard let window = application.keyWindow, !window.isHidden else {
            application.tracer?.record(.inputDropped("remote control with no key window"))
            return
        }
        let event = remoteControlEvent
        event.subtype = sample.subtype
        event.timestamp = timestamp
        event.tracer = application.tracer
        application.layOutPendingWindows()
        application.sendEvent(event)
        event.tracer = nil
    }

    /// Sends a tap on the status bar of `sample.window`'s scene as a touch event with no touches through
    /// `UIApplication.sendEvent(_:)` to that window, which scrolls the one scroll view eligible to the top (SV-55).
    public func send(_ sample: StatusBarTapSample) throws(InputError) {
        do throws(InputError) { try validator.validate(sample) } catch { throw refused(error) }
        isApplying = true
        defer { isApplying = false }
        sampleObserver?(.statusBarTap(sample))
        let event = StatusBarTapEvent(window: sample.window, timestamp: stamp(sample.timestamp))
        event.tracer = application.tracer
        application.layOutPendingWindows()
        application.sendEvent(event)
        event.tracer = nil
    }

    /// Sends committed text to the key window's first responder, if it takes text (`UIKeyInput`): its
    /// `insertText(_:)` runs once with the whole text. Dropped and traced when nothing takes text.
    public func send(_ sample: TextSample) throws(InputError) {
        do throws(InputError) { try validator.validate(sample) } catch { throw refused(error) }
        isApplying = true
        defer { isApplying = false }
        _ = stamp(sample.timestamp)
        guard let window = application.keyWindow, !window.isHidden,
            let input = window.currentFirstResponder as? UIKeyInput
        else {
            application.tracer?.record(.inputDropped("text with no text input first responder"))
            return
        }
        sampleObserver?(.text(sample))
        input.insertText(sample.text)
    }

    /// Sends an input method's composition to the key window's first responder, if it is a ``UITextInput``: its
    /// `setMarkedText(_:selectedRange:)` runs with the text (TX-13). Dropped and traced when nothing takes text.
    public func send(_ sample: MarkedTextSample) throws(InputError) {
        do throws(InputError) { try validator.validate(sample) } catch { throw refused(error) }
        isApplying = true
        defer { isApplying = false }
        _ = stamp(sample.timestamp)
        guard let window = application.keyWindow, !window.isHidden,
            let input = window.currentFirstResponder as? UITextInput
        else {
            application.tracer?.record(.inputDropped("marked text with no text input first responder"))
            return
        }
        input.setMarkedText(sample.text, selectedRange: sample.selectedRange)
    }

    /// Sends any kind of sample: the one entry point a backend's adapter (and a recording's player) needs.
    public func send(_ sample: InputSample) throws(InputError) {
        switch sample {
        case .touches(let samples): try send(samples)
        case .hover(let sample): try send(sample)
        case .scroll(let sample): try send(sample)
        case .press(let sample): try send(sample)
        case .text(let sample): try send(sample)
        case .accelerometer(let sample): try send(sample)
        case .remoteControl(let sample): try send(sample)
        case .statusBarTap(let sample): try send(sample)
        case .resignActive: try sendLifecycle(.resignActive) { $0.resignActive() }
        case .becomeActive: try sendLifecycle(.becomeActive) { $0.becomeActive() }
        }
    }

    /// Resigns or becomes active for the host, busy meanwhile: scene delegates and the cancelled input's handlers
    /// cannot feed input. Refused as `.reentrantInput` when sent from a handler.
    private func sendLifecycle(_ sample: InputSample, _ change: (UIApplication) -> Void) throws(InputError) {
        if isApplying || application.touchDispatcher.isDispatching { throw refused(.reentrantInput) }
        isApplying = true
        defer { isApplying = false }
        sampleObserver?(sample)
        change(application)
    }

    /// Whether the host should run its text input system (start an input method, report committed text): the
    /// key window's first responder takes text. A host polls it after each event it feeds.
    public var wantsTextInput: Bool {
        guard let window = application.keyWindow, !window.isHidden else { return false }
        return window.currentFirstResponder is UIKeyInput
    }

    /// The validator of one call, reading the layer's state now.
    private var validator: InputValidator { validator(of: application) }

    /// The validator of one call, for the application already loaded (each read of the `unowned` field retains it).
    private func validator(of application: UIApplication) -> InputValidator {
        InputValidator(
            application: application, lastTimestamp: lastTimestamp,
            isBusy: isApplying || application.touchDispatcher.isDispatching)
    }

    /// Traces a refusal (the one place refusals are traced) and returns it to throw.
    private func refused(_ error: InputError) -> InputError {
        application.tracer?.record(.inputRejected(error))
        return error
    }

    /// The timestamp of a validated sample: its own, or the clock's time, never earlier than the previous event's.
    private func stamp(_ given: TimeInterval?) -> TimeInterval {
        let timestamp = max(given ?? application.clock.now, lastTimestamp)
        lastTimestamp = timestamp
        return timestamp
    }

    private func send(frame samples: UnsafeBufferPointer<TouchSample>) throws(InputError) {
        // One load of the `unowned` application for the whole frame: every read of the field retains it.
        let application = self.application
        let validator = validator(of: application)
        // Busy from validation on: it runs app code too (a window's `isHidden`), which must not feed input.
        // Restored, not cleared: a frame refused as re-entrant must leave the outer delivery busy.
        let outer = isApplying
        isApplying = true
        defer { isApplying = outer }
        do throws(InputError) {
            try validator.validate(samples) { application.touchDispatcher.fingerStatus($0) }
        } catch {
            throw refused(error)
        }
        guard !samples.isEmpty else { return }
        apply(samples, to: application)
    }

    /// Applies a validated frame; the caller has set `isApplying`.
    private func apply(_ samples: UnsafeBufferPointer<TouchSample>, to application: UIApplication) {
        let dispatcher = application.touchDispatcher
        // Pending layout runs before the touches bind, as on iOS before the next event arrives.
        application.layOutPendingWindows()
        // The array is made only for an observer: without one the frame allocates nothing.
        if let observer = sampleObserver { observer(.touches(Array(samples))) }
        var timestamp = application.clock.now
        var flags = application.pressTracker.heldModifierFlags
        // By index, reading fields in place: a `for sample in samples` copies each sample (retaining its window).
        for position in samples.indices {
            if let t = samples[position].timestamp { timestamp = max(t, lastTimestamp) }
            flags.formUnion(samples[position].modifierFlags)
        }
        timestamp = max(timestamp, lastTimestamp)
        lastTimestamp = timestamp
        dispatcher.prepareFrame(timestamp: timestamp)
        // PG-8: the keyboard's modifiers held during the frame, read by `UIEvent.modifierFlags`.
        dispatcher.event.storedModifierFlags = flags
        var changed = false
        for position in samples.indices {
            let id = samples[position].id
            switch samples[position].phase {
            case .began:
                // MN-5: a new touch hides the edit menu.
                if application.menuController.isMenuVisible { application.menuController.hideMenu() }
                let touch = dispatcher.begin(samples[position], timestamp: timestamp) { application.windowsFrontToBack }
                begunTouches?.append(touch)
                changed = true
            case .moved, .ended, .cancelled:
                let phase = samples[position].phase
                // The application cancelled this finger's touch (during this frame, or before it): ignored.
                guard let touch = dispatcher.liveTouch(forFinger: id) else {
                    dispatcher.orphanedSample(id: id, phase: phase)
                    continue
                }
                if phase != .moved { dispatcher.fingerLifted(id) }
                dispatcher.update(
                    touch, phase: samples[position].phase, location: samples[position].location,
                    window: .passUnretained(ifPresent: samples[position].window), timestamp: timestamp)
                changed = true
            }
        }
        if changed {
            // The dispatcher prepares and tidies; the frame travels through the application's `sendEvent` (TD-1).
            let deliveries = dispatcher.willSendFrame()
            application.sendEvent(dispatcher.event)
            dispatcher.didSendFrame(deliveries)
        }
        dispatcher.finishFrame()
    }
}
