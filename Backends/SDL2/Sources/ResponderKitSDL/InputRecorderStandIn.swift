// STAND-IN for contract 3 (the recording helper's `InputRecorder` and `InputRecording.json()` in
// ResponderKitRecording). Delete this file when the `rec` branch is merged.
import Foundation
import ResponderKit
import ResponderKitRecording

@MainActor
final class InputRecorder {
    private(set) var recording = InputRecording()

    init() {}

    func register(_ window: UIWindow, id: Int) {
        recording.windows.append(RecordedWindow(id: id, frame: window.frame, scale: Double(window.screen.scale)))
    }

    func recordFrame(at time: TimeInterval) {
        recording.entries.append(.frame(time: time))
    }

    func record(_ sample: InputSample, at time: TimeInterval) {
        if case .text(let text) = sample { recording.entries.append(.input(time: time, sample: .text(text.text))) }
    }
}

extension InputRecording {
    func json() -> String { "{\"format\": \"\(InputRecording.formatName)\", \"stand-in\": true}\n" }
}
