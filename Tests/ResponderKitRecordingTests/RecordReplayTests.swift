// A live run recorded by `InputRecorder` and played by `EventSimulator.play(_:windows:)` on a fresh application with
// the same views produces the same callbacks at the same times: timers (long press, double tap) fire at the same
// points because the replay advances the clock to every recorded frame and sample time.
import Foundation
import ResponderKit
import ResponderKitRecording
import ResponderKitTestSupport
import Testing

@MainActor
@Suite("Recording: record a live run, replay it")
struct RecordReplayTests {
    /// A long press, a double tap, a single tap that waits for the double tap to fail, then typing into the field.
    func liveRun() throws -> LiveHost {
        let host = LiveHost()
        try host.mouse(.began, 50, 50, at: 0.1)
        try host.mouse(.moved, 52, 51, at: 0.4)
        try host.mouse(.moved, 53, 51, at: 0.75)
        try host.mouse(.ended, 53, 51, at: 0.9)
        try host.mouse(.began, 200, 50, at: 1.2)
        try host.mouse(.ended, 200, 50, at: 1.27)
        try host.mouse(.began, 201, 51, at: 1.41)
        try host.mouse(.ended, 201, 51, at: 1.48)
        try host.mouse(.began, 200, 100, at: 2.0)
        try host.mouse(.ended, 200, 100, at: 2.06)
        try host.mouse(.began, 50, 310, at: 2.8)
        try host.mouse(.ended, 50, 310, at: 2.85)
        try host.key(0x04, "a", text: "a", at: 3.0)
        try host.key(0x05, "b", text: "b", at: 3.2)
        try host.key(0x04, "a", modifiers: .command, text: nil, at: 3.5)
        try host.key(0x2A, "\u{8}", text: nil, at: 3.7)
        try host.feed(.text(TextSample(text: "é", timestamp: 3.9)), at: 3.9)
        host.runFrames(until: 4.5)
        return host
    }

    @Test("A replay of a live run logs the same callbacks and recognizer actions at the same times")
    func replayMatchesLiveRun() throws {
        let host = try liveRun()
        let live = host.scene.transcript
        #expect(host.recorder.problems.isEmpty)
        #expect(live.contains { $0.hasPrefix("long began") }, "the long press fired from its timer: \(live)")
        #expect(live.contains { $0.hasPrefix("double") })
        #expect(live.contains { $0.hasPrefix("single") }, "the single tap fired when the double's timer ran out")
        #expect(live.contains("field ab t=3.2"), "each key's character was inserted once, from its text sample")
        #expect(live.last == "text é first responder true")

        for recording in [host.recorder.recording, try RecordingFixtures.parse(host.recorder.recording.json())] {
            let app = UIApplication()
            let scene = ReplayScene(app: app)
            try EventSimulator(application: app).play(recording, windows: [1: scene.window])
            #expect(scene.transcript == live)
        }
    }

    @Test("The frames after the last sample fire the timers due then: a press held past the recording's last sample")
    func framesMatter() throws {
        let host = LiveHost()
        try host.mouse(.began, 50, 50, at: 0.1)
        host.runFrames(until: 1)
        #expect(host.scene.transcript.contains("long began t=0.6"))
        var withoutFrames = host.recorder.recording
        withoutFrames.entries.removeAll { if case .frame = $0 { true } else { false } }
        for (recording, fires) in [(host.recorder.recording, true), (withoutFrames, false)] {
            let app = UIApplication()
            let scene = ReplayScene(app: app)
            try EventSimulator(application: app).play(recording, windows: [1: scene.window])
            #expect(scene.transcript.contains("long began t=0.6") == fires)
        }
    }

    @Test("A finger that never lifts is cancelled by resignActive on replay, leaving no live touch")
    func fingerThatNeverLifts() throws {
        let recording = try RecordingFixtures.parse(
            RecordingFixtures.document(
                entries: #"""
                    {"t":0.1,"touches":[{"id":7,"phase":"began","x":50,"y":50,"window":1}]},
                    {"t":0.2,"touches":[{"id":7,"phase":"moved","x":60,"y":50,"window":1}]},
                    {"t":0.3,"resignActive":true},
                    {"t":1,"frame":true},
                    {"t":1.1,"becomeActive":true},
                    {"t":2,"frame":true}
                    """#))
        let app = UIApplication()
        let scene = ReplayScene(app: app)
        try EventSimulator(application: app).play(recording, windows: [1: scene.window])
        #expect(
            scene.log.lines.filter { $0.hasPrefix("press.") } == [
                "press.touchesBegan", "press.touchesMoved", "press.touchesCancelled",
            ])
        // The cancelled finger is forgotten at once: nothing counts it as down, though the host never ended it.
        #expect(app.input.touch(forID: 7) == nil)
        #expect(app.input.activeTouchIDs.isEmpty)
        #expect(scene.log.lines.contains { $0.hasPrefix("long began") } == false)
        #expect(app.clock.now == 2)
    }

    @Test("A finger that never lifts does not keep the application alive once it is cancelled")
    func cancelledFingerReleasesTheApplication() throws {
        let recording = try RecordingFixtures.parse(
            RecordingFixtures.document(
                entries: #"""
                    {"t":0.1,"touches":[{"id":7,"phase":"began","x":50,"y":50,"window":1}]},
                    {"t":0.3,"resignActive":true}
                    """#))
        @MainActor func played(_ recording: InputRecording) throws -> UIApplication? {
            weak var released: UIApplication?
            do {
                let app = UIApplication()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
                window.makeKeyAndVisible()
                try EventSimulator(application: app).play(recording, windows: [1: window])
                released = app
            }
            return released
        }
        var lifted = recording
        lifted.entries.append(
            .input(
                time: 0.4,
                sample: .touches([RecordedTouch(id: 7, phase: .ended, location: CGPoint(x: 50, y: 50), windowID: 1)])))
        #expect(try played(lifted) == nil, "once the host ends the finger, the application is freed")
        #expect(try played(recording) == nil, "a cancelled finger the host never ends keeps nothing alive")
    }

    @Test("After resignActive cancelled a finger, a host that never ends it can begin the same id again")
    func sameIDAfterResignActive() throws {
        // A mouse is one pointer id for a whole session: pressed when the window loses the focus, its release may
        // never reach the host, and the next press begins the same id.
        let recording = try RecordingFixtures.parse(
            RecordingFixtures.document(
                entries: #"""
                    {"t":0.1,"touches":[{"id":1,"phase":"began","x":50,"y":50,"window":1,"type":"indirectPointer"}]},
                    {"t":0.3,"resignActive":true},
                    {"t":0.4,"becomeActive":true},
                    {"t":0.5,"touches":[{"id":1,"phase":"began","x":50,"y":50,"window":1,"type":"indirectPointer"}]}
                    """#))
        let app = UIApplication()
        let scene = ReplayScene(app: app)
        try EventSimulator(application: app).play(recording, windows: [1: scene.window])
        #expect(
            scene.log.lines.filter { $0.hasPrefix("press.") } == [
                "press.touchesBegan", "press.touchesCancelled", "press.touchesBegan",
            ], "the second press is a new touch, delivered as one")
        let second = try #require(app.input.touch(forID: 1))
        #expect(second.phase == .began && second.view === scene.press)
    }
}
