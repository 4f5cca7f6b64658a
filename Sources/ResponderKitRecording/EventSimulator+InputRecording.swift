// Replaying a recording exactly as the host fed it (contract 1): for each entry, the clock advances to its time
// (timers due by then fire), and an input entry's sample goes to the input layer with that time as its timestamp.
import Foundation
import ResponderKit

extension EventSimulator {
    /// Plays `recording` on the simulator's application: for each entry, in order, advances the virtual clock to
    /// the entry's time, then sends an input entry's sample, with that time as its timestamp, through
    /// `application.input.send(_:)`.
    ///
    /// Play a recording on a fresh application (its clock at or before the first entry's time) whose windows show
    /// the same views as the recorded ones: the callbacks then run as they did live.
    ///
    /// - Parameters:
    ///   - recording: The recording to play.
    ///   - windows: The window of the simulator's application that plays each recorded window id.
    /// - Throws: Before anything is played, ``InputRecordingError/foreignWindow(id:)`` for a window of another
    ///   application and ``InputRecordingError/missingWindow(id:)`` for an id an entry names that `windows` lacks;
    ///   while playing, ``InputRecordingError/inputRefused(entry:error:)`` when the input layer refuses an entry's
    ///   sample (the entries before it were played, the rest are not).
    public func play(_ recording: InputRecording, windows: [Int: UIWindow]) throws(InputRecordingError) {
        for (id, window) in windows.sorted(by: { $0.key < $1.key }) where window.application !== application {
            throw .foreignWindow(id: id)
        }
        for entry in recording.entries {
            guard case .input(_, let sample) = entry else { continue }
            for id in sample.windowIDs where windows[id] == nil { throw .missingWindow(id: id) }
        }
        for (index, entry) in recording.entries.enumerated() {
            clock.advance(to: entry.time)
            guard case .input(let time, let sample) = entry else { continue }
            let input = try sample.inputSample(at: time, windows: windows)
            do throws(InputError) {
                try application.input.send(input)
            } catch {
                throw .inputRefused(entry: index, error: error)
            }
        }
    }
}

extension RecordedSample {
    /// The window ids the sample names.
    var windowIDs: [Int] {
        switch self {
        case .touches(let touches): touches.map(\.windowID)
        case .hover(let id, _), .scroll(let id, _, _, _, _), .statusBarTap(let id): [id]
        case .key, .button, .text, .accelerometer, .remoteControl, .resignActive, .becomeActive: []
        }
    }

    /// The sample to send, with `time` as its timestamp and the windows of `windows` for its ids.
    @MainActor
    func inputSample(at time: TimeInterval, windows: [Int: UIWindow]) throws(InputRecordingError) -> InputSample {
        func window(_ id: Int) throws(InputRecordingError) -> UIWindow {
            guard let window = windows[id] else { throw .missingWindow(id: id) }
            return window
        }
        switch self {
        case .touches(let touches):
            var samples: [TouchSample] = []
            samples.reserveCapacity(touches.count)
            for touch in touches {
                samples.append(
                    TouchSample(
                        id: touch.id, phase: touch.phase, location: touch.location, window: try window(touch.windowID),
                        timestamp: time, type: touch.type, buttonMask: touch.buttonMask))
            }
            return .touches(samples)
        case .hover(let id, let location):
            return .hover(HoverSample(location: location, window: try window(id), timestamp: time))
        case .scroll(let id, let location, let delta, let continuous, let phase):
            let window = try window(id)
            return .scroll(
                ScrollSample(
                    location: location, window: window, delta: delta, type: continuous ? .continuous : .discrete,
                    phase: phase, timestamp: time))
        case .key(let key):
            let uiKey = UIKey(
                characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                keyCode: UIKeyboardHIDUsage(rawValue: key.keyCode),
                modifierFlags: UIKeyModifierFlags(rawValue: key.modifierFlags))
            var press = PressSample(phase: key.phase, key: uiKey, timestamp: time)
            press.insertsText = key.insertsText
            return .press(press)
        case .button(let phase, let type):
            return .press(PressSample(phase: phase, type: type, timestamp: time))
        case .text(let text):
            return .text(TextSample(text: text, timestamp: time))
        case .accelerometer(let x, let y, let z):
            return .accelerometer(AccelerometerSample(x: x, y: y, z: z, timestamp: time))
        case .remoteControl(let subtype):
            return .remoteControl(RemoteControlSample(subtype: subtype, timestamp: time))
        case .statusBarTap(let id):
            return .statusBarTap(StatusBarTapSample(window: try window(id), timestamp: time))
        case .resignActive:
            return .resignActive
        case .becomeActive:
            return .becomeActive
        }
    }
}
