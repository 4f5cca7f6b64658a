// Records what a host feeds an application, as contract 1 of the backend interface describes: each loop iteration
// `recordFrame(at:)`, each sample `record(_:at:)`, both at the host loop's time.
//
// Invariants: `recording` keeps the invariants of `InputRecording` whatever the host passes. What the format cannot
// hold (a window that was not registered, screen coordinates, a time that is not finite or goes backwards, a number
// that is not finite, an integer beyond ±2^53) is not recorded and is listed in `problems`; a sample that is not
// recorded leaves a frame at its time (when the time is usable), so the replay's clock moves as the host's did.
import Foundation
import ResponderKit

/// Records the windows, frames and samples a host feeds an application, for ``InputRecording/json()`` and
/// `EventSimulator.play(_:windows:)`.
///
/// ```swift
/// let recorder = InputRecorder()
/// recorder.register(window, id: 1)
/// // each loop iteration, at host time t:
/// clock.advance(to: t); recorder.recordFrame(at: t)
/// // each input event, at host time t:
/// clock.advance(to: t); recorder.record(sample, at: t); try application.input.send(sample)
/// ```
///
/// Record a sample the input layer refused or not, as you like: refused input changes nothing, and a replay
/// refuses it again and stops there (`InputRecordingError.inputRefused`); recording only accepted samples keeps a
/// replay going.
@preconcurrency @MainActor
public final class InputRecorder {
    /// What was recorded so far.
    public private(set) var recording = InputRecording()
    /// What could not be recorded, oldest first; empty when the recording is faithful.
    public private(set) var problems: [InputRecordingError] = []
    // Weak, compared by identity: a window that went away cannot lend its id to a new one at the same address.
    private var registrations: [(window: Weak, id: Int)] = []

    /// A window the recorder does not keep alive.
    private struct Weak {
        weak var window: UIWindow?
    }

    /// Creates a recorder with nothing recorded.
    public init() {}

    /// Registers `window` under `id`, with its frame and scale now. Samples for the window are recorded with `id`.
    /// Registering a window again under its id does nothing; an id or a window already registered otherwise, or an
    /// id or frame the format cannot hold, is a problem and is ignored.
    public func register(_ window: UIWindow, id: Int) {
        if let existing = registeredID(of: window) {
            if existing != id { problem(nil, "window \(existing) registered again as window \(id)") }
            return
        }
        guard InputRecording.holds(id) else {
            return problem(nil, "window id \(id) is beyond ±2^53")
        }
        guard !recording.windows.contains(where: { $0.id == id }) else {
            return problem(nil, "window id \(id) is already registered for another window")
        }
        let frame = window.frame
        let scale = Double(window.contentScaleFactor)
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), scale.isFinite,
            scale > 0
        else {
            return problem(nil, "window \(id) has a frame or scale that is not finite")
        }
        registrations.append((Weak(window: window), id))
        recording.windows.append(RecordedWindow(id: id, frame: frame.standardized, scale: scale))
    }

    /// Records that the host loop ran a frame at `time` (after advancing its clock to it).
    public func recordFrame(at time: TimeInterval) {
        guard usable(time) else { return }
        recording.entries.append(.frame(time: time))
    }

    /// Records that the host fed `sample` at `time`. The sample's own timestamp is not recorded: a replay sends
    /// it with `time`, as contract 1 has the host do.
    public func record(_ sample: InputSample, at time: TimeInterval) {
        guard usable(time) else { return }
        switch recorded(sample) {
        case .success(let recorded):
            recording.entries.append(.input(time: time, sample: recorded))
        case .failure(let reason):
            problem(time, reason.text)
            recording.entries.append(.frame(time: time))
        }
    }

    /// Whether `time` can follow the recording's last entry; a problem if not.
    private func usable(_ time: TimeInterval) -> Bool {
        guard time.isFinite, time >= 0 else {
            problem(time, "the time is not a finite, non-negative number of seconds")
            return false
        }
        if let last = recording.entries.last?.time, time < last {
            problem(time, "the time is earlier than the previous entry's \(last)")
            return false
        }
        return true
    }

    private func problem(_ time: TimeInterval?, _ reason: String) {
        problems.append(.notRecorded(time: time, reason: reason))
    }

    /// A reason a sample is not recorded.
    private struct Reason: Error {
        var text: String
    }

    /// `sample` as recorded, or why it cannot be.
    private func recorded(_ sample: InputSample) -> Result<RecordedSample, Reason> {
        Result { () throws(Reason) -> RecordedSample in
            switch sample {
            case .touches(let touches):
                guard !touches.isEmpty else { throw Reason(text: "an empty touch frame") }
                var result: [RecordedTouch] = []
                result.reserveCapacity(touches.count)
                for touch in touches {
                    guard let window = touch.window else { throw Reason(text: "touch in screen coordinates") }
                    try check(integer: touch.id, "touch id")
                    result.append(
                        RecordedTouch(
                            id: touch.id, phase: touch.phase, location: try finite(touch.location, "location"),
                            windowID: try id(of: window), type: touch.type, buttonMask: touch.buttonMask))
                }
                return .touches(result)
            case .hover(let hover):
                let location = try hover.location.map { p throws(Reason) in try finite(p, "location") }
                return .hover(windowID: try id(of: hover.window), location: location)
            case .scroll(let scroll):
                return .scroll(
                    windowID: try id(of: scroll.window), location: try finite(scroll.location, "location"),
                    delta: try finite(scroll.delta, "delta"), continuous: scroll.type.contains(.continuous),
                    phase: scroll.phase)
            case .press(let press):
                return try recorded(press)
            case .text(let text):
                guard !text.text.isEmpty else { throw Reason(text: "empty committed text") }
                return .text(text.text)
            case .accelerometer(let a):
                guard a.x.isFinite, a.y.isFinite, a.z.isFinite else { throw Reason(text: "acceleration not finite") }
                return .accelerometer(x: a.x, y: a.y, z: a.z)
            case .remoteControl(let remote):
                guard RecordingVocabulary.remoteControlSubtypes.contains(where: { $0.1 == remote.subtype }) else {
                    throw Reason(text: "subtype \(remote.subtype) is not a remote-control command")
                }
                return .remoteControl(remote.subtype)
            case .statusBarTap(let tap):
                return .statusBarTap(windowID: try id(of: tap.window))
            case .resignActive:
                return .resignActive
            case .becomeActive:
                return .becomeActive
            }
        }
    }

    /// A key or button press as recorded; its force is not recorded (keys and buttons are digital).
    private func recorded(_ press: PressSample) throws(Reason) -> RecordedSample {
        if let key = press.key {
            let code = key.keyCode.rawValue
            guard code >= 0, code <= 0xFFFF else { throw Reason(text: "key code \(code) is outside 0…65535") }
            return .key(
                RecordedKey(
                    phase: press.phase, keyCode: code, characters: key.characters,
                    charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                    // Only the named flags have a name in the format.
                    modifierFlags: key.modifierFlags.rawValue & RecordingVocabulary.namedModifierBits,
                    insertsText: press.insertsText))
        }
        guard let type = press.type else { throw Reason(text: "a press with neither key nor button") }
        return .button(phase: press.phase, type: type)
    }

    private func registeredID(of window: UIWindow) -> Int? {
        registrations.first { $0.window.window === window }?.id
    }

    private func id(of window: UIWindow) throws(Reason) -> Int {
        guard let id = registeredID(of: window) else {
            throw Reason(text: "the sample's window was not registered")
        }
        return id
    }

    private func check(integer value: Int, _ what: String) throws(Reason) {
        guard InputRecording.holds(value) else { throw Reason(text: "\(what) \(value) is beyond ±2^53") }
    }

    private func finite(_ point: CGPoint, _ what: String) throws(Reason) -> CGPoint {
        guard point.x.isFinite, point.y.isFinite else { throw Reason(text: "\(what) is not finite") }
        return point
    }
}
