// `--uitest FILE` (UT-242): the option's parsing, a demo session recorded as a UI test whose lines, written as
// Swift below, replay on a new demo with the same effects, and a replayed recording written as a test.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@testable import ResponderKitDemoApp

@MainActor
@Suite struct DemoUITestScriptTests {
    @Test func uitestIsALiveOption() throws {
        #expect(try DemoCommandLine.parse(["--uitest", "t.swift", "--record", "r.json"]).uitestFile == "t.swift")
        let replay = try DemoCommandLine.parse(["--replay", "r.json", "--headless", "--uitest", "t.swift"])
        #expect(replay.uitestFile == "t.swift")
        #expect(throws: DemoCommandLineError("--uitest needs a value")) { try DemoCommandLine.parse(["--uitest"]) }
    }

    @Test func aSessionOnTheMainScreenBecomesATestThatReplays() throws {
        let stage = DemoStage()
        let recorder = XCUITestRecorder(application: stage.app)
        recorder.start()
        try stage.click(100, 42)
        try stage.click(245, 41)
        try stage.click(190, 152)
        try stage.sim.type("hi")
        recorder.stop()
        let script = recorder.script(DemoUITestScript.options(for: stage.demo.options))
        let expected = [
            #"    let demo = DemoApp(application: UIApplication(), options: DemoOptions(screen: "main"))"#,
            "    let app = XCUIApplication(window: demo.window)",
            #"    app.buttons["button"].tap()"#,
            #"    app.switches["switch"].tap()"#,
            #"    app.textFields["textField"].tap()"#,
            #"    app.textFields["textField"].typeText("hi")"#,
        ]
        #expect(script.contains(expected.joined(separator: "\n") + "\n}\n"))
        #expect(script.contains("@Test func recordedDemoSession() {"))

        // The lines above, as Swift:
        let demo = DemoApp(application: UIApplication(), options: DemoOptions(screen: "main"))
        let app = XCUIApplication(window: demo.window)
        var failures: [String] = []
        app.failureHandler = { failures.append($0.message) }
        app.buttons["button"].tap()
        app.switches["switch"].tap()
        app.textFields["textField"].tap()
        app.textFields["textField"].typeText("hi")
        #expect(failures == [])
        for line in [
            "control button: touchUpInside", "control switch: valueChanged isOn=true",
            #"control textField: editingChanged text="hi""#,
        ] {
            #expect(demo.logLines.contains(line))
            #expect(stage.demo.logLines.contains(line))
        }
    }

    @Test func aReplayedRecordingBecomesATest() throws {
        var recorder: XCUITestRecorder?
        _ = try DemoReplay.run(DemoReplayTests.recording, options: DemoOptions()) { demo in
            recorder = XCUITestRecorder(application: demo.application)
            recorder?.start()
        }
        #expect(recorder?.lines == [#"app.buttons["button"].tap()"#, #"app.otherElements["pad"].doubleTap()"#])
    }
}
