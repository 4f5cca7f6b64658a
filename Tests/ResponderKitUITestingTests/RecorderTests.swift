// The recorder turns a session of real input into XCUITest lines (UT-220 … UT-241): the golden session on
// `RecordingScreen`, the file around it, and each kind of action.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI test recorder")
struct RecorderTests {
    @Test("UT-220: a session of taps, typing, keys, a slider and gestures becomes the golden lines")
    func goldenSession() throws {
        let stage = RecordingStage()
        try RecordedSession.drive(stage.simulator)
        stage.recorder.stop()
        #expect(stage.log.lines == RecordedSession.log)
        #expect(stage.recorder.lines == RecordedSession.lines)
        var options = XCUITestScriptOptions(testName: "recordedLinesRun")
        options.launchLines = ["let (app, log, failures) = launch { RecordingScreen(log: $0) }"]
        let golden =
            """
            // A UI test recorded by ResponderKit's XCUITestRecorder (15 actions).
            import ResponderKit
            import ResponderKitUITesting
            import Testing

            @MainActor
            @Test func recordedLinesRun() {
                let (app, log, failures) = launch { RecordingScreen(log: $0) }

            """ + RecordedSession.lines.map { "    \($0)\n" }.joined() + "}\n"
        #expect(stage.recorder.script(options) == golden)
    }
}
