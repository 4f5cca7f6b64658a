// The one validator of raw input: every sample kind is checked here, with the same checks in the same order, before
// the input layer applies anything.
//
// Invariants:
// - Validation reads state and changes none: the input layer applies a call only after it passes, so refused
//   input changes nothing.
// - Each refusal names what is wrong with a typed `InputError` of its own kind (a force is never reported as a
//   timestamp, an acceleration never as a location); the input layer traces it exactly once.
// - Order: re-entrancy first, then the sample's values, then its window, then its timestamp.
import Foundation

/// Checks raw samples against the input layer's state at one moment.
@MainActor
struct InputValidator {
    /// The application the input is for.
    unowned(unsafe) let application: UIApplication
    /// The timestamp of the previous event; timestamps never go backwards.
    let lastTimestamp: TimeInterval
    /// Whether an event is being applied or dispatched (input from a handler is refused).
    let isBusy: Bool

    // MARK: Sample kinds

    /// Checks the samples of one touch frame; `finger` tells what the touch dispatcher knows of a finger identifier. A
    /// finger the application cancelled may begin again, and its late samples pass (the input layer ignores them).
    @inline(__always)
    func validate(
        _ samples: UnsafeBufferPointer<TouchSample>, finger: (Int) -> TouchDispatcher.FingerTable.Status
    ) throws(InputError) {
        try checkNotBusy()
        // Fields are read in place: copying a sample retains its window.
        for index in samples.indices {
            let id = samples[index].id
            let phase = samples[index].phase
            try check(location: samples[index].location, id: id)
            try check(timestamp: samples[index].timestamp)
            for earlier in samples.indices[..<index] where samples[earlier].id == id {
                throw .duplicateTouchInFrame(id: id)
            }
            // Unretained (the caller's sample keeps the window): only a began asks the window anything.
            if let window = Unmanaged.passUnretained(ifPresent: samples[index].window) {
                try check(window: window, id: id)
                if phase == .began && window.takeUnretainedValue().isHidden { throw .hiddenWindow(id: id) }
            }
            switch phase {
            case .began:
                if finger(id) == .live { throw .touchAlreadyDown(id: id) }
            case .moved, .ended, .cancelled:
                if finger(id) == .unknown { throw .unknownTouch(id: id) }
            }
        }
    }

    /// Checks a hover sample: its location (when the pointer is in the window), window and timestamp.
    func validate(_ sample: HoverSample) throws(InputError) {
        try checkNotBusy()
        if let location = sample.location { try check(location: location, id: 0) }
        try check(window: sample.window, id: 0)
        try check(timestamp: sample.timestamp)
    }

    /// Checks a scroll sample: its location, delta, window and timestamp.
    func validate(_ sample: ScrollSample) throws(InputError) {
        try checkNotBusy()
        try check(location: sample.location, id: 0)
        guard sample.delta.x.isFinite, sample.delta.y.isFinite else {
            throw .nonFiniteScrollDelta(x: Double(sample.delta.x), y: Double(sample.delta.y))
        }
        try check(window: sample.window, id: 0)
        try check(timestamp: sample.timestamp)
    }

    /// Checks a press sample: its force and timestamp. (Unknown key codes and keys that are not down are dropped
    /// by the press tracker, not refused: backends send them in normal operation.)
    func validate(_ sample: PressSample) throws(InputError) {
        try checkNotBusy()
        guard sample.force.isFinite, sample.force >= 0, sample.force <= 1 else { throw .invalidForce(sample.force) }
        try check(timestamp: sample.timestamp)
    }

    /// Checks an accelerometer sample: its three readings and timestamp.
    func validate(_ sample: AccelerometerSample) throws(InputError) {
        try checkNotBusy()
        guard sample.x.isFinite, sample.y.isFinite, sample.z.isFinite else {
            throw .nonFiniteAcceleration(x: sample.x, y: sample.y, z: sample.z)
        }
        try check(timestamp: sample.timestamp)
    }

    /// Checks a remote-control sample: its subtype is a remote-control command, and its timestamp.
    func validate(_ sample: RemoteControlSample) throws(InputError) {
        try checkNotBusy()
        guard InputValidator.remoteControlSubtypes.contains(sample.subtype.rawValue) else {
            throw .notARemoteControlSubtype(sample.subtype)
        }
        try check(timestamp: sample.timestamp)
    }

    /// Checks a status-bar tap: its window belongs to the application and is shown, and its timestamp.
    func validate(_ sample: StatusBarTapSample) throws(InputError) {
        try checkNotBusy()
        try check(window: sample.window, id: 0)
        if sample.window.isHidden { throw .hiddenWindow(id: 0) }
        try check(timestamp: sample.timestamp)
    }

    /// Checks committed text: not empty, and its timestamp.
    func validate(_ sample: TextSample) throws(InputError) {
        try checkNotBusy()
        guard !sample.text.isEmpty else { throw .emptyText }
        try check(timestamp: sample.timestamp)
    }

    /// Checks an input method's composition: its timestamp (any text, empty included, and any range: it is clamped).
    func validate(_ sample: MarkedTextSample) throws(InputError) {
        try checkNotBusy()
        try check(timestamp: sample.timestamp)
    }

    /// The raw values of UIKit's remote-control subtypes.
    static let remoteControlSubtypes =
        UIEvent.EventSubtype.remoteControlPlay.rawValue...UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue

    // MARK: Shared checks

    @inline(__always)
    private func checkNotBusy() throws(InputError) {
        if isBusy { throw .reentrantInput }
    }

    @inline(__always)
    private func check(location p: CGPoint, id: Int) throws(InputError) {
        guard p.x.isFinite, p.y.isFinite else { throw .nonFiniteLocation(id: id, x: Double(p.x), y: Double(p.y)) }
        let limit = InputLayer.maximumCoordinateMagnitude
        guard abs(p.x) <= limit, abs(p.y) <= limit else {
            throw .locationOutOfRange(id: id, x: Double(p.x), y: Double(p.y))
        }
    }

    @inline(__always)
    private func check(window: UIWindow, id: Int) throws(InputError) {
        try check(window: Unmanaged.passUnretained(window), id: id)
    }

    @inline(__always)
    private func check(window: Unmanaged<UIWindow>, id: Int) throws(InputError) {
        guard Self.application(of: window) == Unmanaged.passUnretained(application).toOpaque() else {
            throw .foreignWindow(id: id)
        }
    }

    /// The identity of the window's application, read without retaining either.
    @inline(__always)
    private nonisolated static func application(of window: Unmanaged<UIWindow>) -> UnsafeMutableRawPointer {
        window._withUnsafeGuaranteedRef { $0.applicationRef.toOpaque() }
    }

    @inline(__always)
    private func check(timestamp given: TimeInterval?) throws(InputError) {
        guard let t = given else { return }
        guard t.isFinite, t >= 0 else { throw .invalidTimestamp(t) }
        guard t >= lastTimestamp else { throw .timestampWentBackwards(previous: lastTimestamp, given: t) }
    }
}
