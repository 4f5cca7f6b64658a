// The headless replay of a recording: what a live run recorded plays back to the same log, from the file too.
import Foundation
import ResponderKit
import ResponderKitRecording
import Testing

@testable import ResponderKitDemoApp

@MainActor
@Suite struct DemoReplayTests {
    /// A pointer click on the button, then a double click on the pad, as a host records them.
    static let recording: InputRecording = {
        let window = DemoReplay.windowID
        func pointer(_ id: Int, _ phase: TouchSample.Phase, _ point: CGPoint) -> RecordedSample {
            .touches([
                RecordedTouch(
                    id: id, phase: phase, location: point, windowID: window, type: .indirectPointer,
                    buttonMask: phase == .ended ? [] : .primary)
            ])
        }
        let button = CGPoint(x: DemoLayout.button.midX, y: DemoLayout.button.midY)
        let pad = CGPoint(x: DemoLayout.pad.midX, y: DemoLayout.pad.midY)
        var entries: [RecordedEntry] = [.frame(time: 0)]
        entries.append(.input(time: 0.5, sample: pointer(1, .began, button)))
        entries.append(.input(time: 0.6, sample: pointer(1, .ended, button)))
        entries.append(.input(time: 1.0, sample: pointer(2, .began, pad)))
        entries.append(.input(time: 1.05, sample: pointer(2, .ended, pad)))
        entries.append(.input(time: 1.15, sample: pointer(3, .began, pad)))
        entries.append(.input(time: 1.2, sample: pointer(3, .ended, pad)))
        entries.append(.frame(time: 2))
        return InputRecording(windows: [RecordedWindow(id: window, frame: DemoLayout.window)], entries: entries)
    }()

    @Test func aRecordingPlaysToTheLogItsInputMakes() throws {
        let demo = try DemoReplay.run(DemoReplayTests.recording, options: DemoOptions())
        let lines = demo.logLines
        #expect(
            Array(lines.prefix(3)) == ["touchesBegan: button", "touchesEnded: button", "control button: touchUpInside"])
        #expect(lines.contains("recognizer doubleTap: ended"))
        #expect(lines.contains("recognizer tap: failed"))
    }

    @Test func theRecordingFileReplaysToTheSameLog() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("run.json").path
        try DemoReplayTests.recording.json().write(toFile: file, atomically: true, encoding: .utf8)
        let log = directory.appendingPathComponent("replay.log").path
        let fromFile = try DemoReplay.run(recordingAt: file, options: DemoOptions(logFile: log))
        let direct = try DemoReplay.run(DemoReplayTests.recording, options: DemoOptions())
        #expect(fromFile.logLines == direct.logLines)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == direct.logLines.map { $0 + "\n" }.joined())
    }

    @Test func aMalformedRecordingIsRefusedWithItsFileAndJSONPath() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try #"{"format": 3}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let error = #expect(throws: DemoReplayError.self) {
            try DemoReplay.run(recordingAt: file, options: DemoOptions())
        }
        #expect(error?.description.hasPrefix("\(file): $.format") == true)
    }

    @Test func aMissingRecordingIsRefusedWithItsFile() {
        let error = #expect(throws: DemoReplayError.self) {
            try DemoReplay.run(recordingAt: "/nonexistent/run.json", options: DemoOptions())
        }
        #expect(error?.description.hasPrefix("cannot read /nonexistent/run.json") == true)
    }
}
