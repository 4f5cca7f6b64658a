// What `EventSimulator.play(_:windows:)` refuses: windows of another application and recorded ids without a window
// (before anything is played), and samples the input layer refuses (with the entry's index).
import Foundation
import ResponderKit
import ResponderKitRecording
import ResponderKitTestSupport
import Testing

@MainActor
@Suite("Recording: playing")
struct PlayErrorTests {
    /// An application with a visible key window; made in each test, so it is released on the main actor.
    @MainActor
    final class Fixture {
        let app = UIApplication()
        let window: UIWindow

        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
            window.makeKeyAndVisible()
        }
    }

    func recording(_ entries: String) throws -> InputRecording {
        try RecordingFixtures.parse(RecordingFixtures.document(entries: entries))
    }

    @Test("A window of another application is refused before anything is played")
    func foreignWindow() throws {
        let fixture = Fixture()
        let (app, window) = (fixture.app, fixture.window)
        let other = UIWindow(frame: .zero, application: UIApplication())
        let sim = EventSimulator(application: app)
        #expect(throws: InputRecordingError.foreignWindow(id: 2)) {
            try sim.play(try recording(#"{"t":5,"frame":true}"#), windows: [1: window, 2: other])
        }
        #expect(sim.clock.now == 0)
    }

    @Test("A window id an entry names must be in the map; nothing is played otherwise")
    func missingWindow() throws {
        let fixture = Fixture()
        let (app, window) = (fixture.app, fixture.window)
        let sim = EventSimulator(application: app)
        let entries = #"{"t":1,"frame":true},{"t":2,"hover":{"window":2,"x":1,"y":1}}"#
        #expect(throws: InputRecordingError.missingWindow(id: 2)) {
            try sim.play(try recording(entries), windows: [1: window])
        }
        #expect(sim.clock.now == 0)
    }

    @Test("A sample the input layer refuses stops the replay with the entry's index and the input error")
    func refusedSample() throws {
        let fixture = Fixture()
        let (app, window) = (fixture.app, fixture.window)
        let sim = EventSimulator(application: app)
        let entries = #"""
            {"t":1,"touches":[{"id":1,"phase":"began","x":1,"y":1,"window":1}]},
            {"t":2,"frame":true},
            {"t":3,"touches":[{"id":2,"phase":"moved","x":1,"y":1,"window":1}]},
            {"t":4,"frame":true}
            """#
        #expect(throws: InputRecordingError.inputRefused(entry: 2, error: .unknownTouch(id: 2))) {
            try sim.play(try recording(entries), windows: [1: window])
        }
        #expect(sim.clock.now == 3, "the entries before the refused one were played, none after")
        let error = InputRecordingError.inputRefused(entry: 2, error: .unknownTouch(id: 2))
        #expect(error.description == "$.entries[2]: the input layer refused the sample: touch 2 is not down")
    }

    @Test("Every kind of sample is sent with its entry's time as its timestamp")
    func timestamps() throws {
        let app = RecordingApplication(log: EventLog())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let sim = EventSimulator(application: app)
        var seen: [String] = []
        app.onSendEvent = { seen.append("\($0.type) \($0.timestamp)") }
        app.beginReceivingRemoteControlEvents()
        let entries = #"""
            {"t":1,"touches":[{"id":1,"phase":"began","x":1,"y":1,"window":1,"type":"indirectPointer","buttons":["secondary"]}]},
            {"t":1.5,"touches":[{"id":1,"phase":"ended","x":1,"y":1,"window":1,"type":"indirectPointer","buttons":["secondary"]}]},
            {"t":2,"hover":{"window":1,"x":3,"y":4}},
            {"t":2.5,"hover":{"window":1,"exited":true}},
            {"t":3,"scroll":{"window":1,"x":3,"y":4,"dx":0,"dy":-5,"continuous":true,"phase":"began"}},
            {"t":3.5,"scroll":{"window":1,"x":3,"y":4,"dx":0,"dy":0,"continuous":true,"phase":"ended"}},
            {"t":4,"key":{"phase":"began","code":4,"chars":"a"}},
            {"t":4.5,"key":{"phase":"ended","code":4,"chars":"a"}},
            {"t":5,"button":{"phase":"began","type":"select"}},
            {"t":5.5,"button":{"phase":"ended","type":"select"}},
            {"t":6,"accelerometer":{"x":0,"y":0,"z":1}},
            {"t":7,"remoteControl":"remoteControlPause"},
            {"t":8,"resignActive":true},
            {"t":9,"becomeActive":true}
            """#
        try sim.play(try recording(entries), windows: [1: window])
        #expect(seen.contains("touches 1.0"))
        #expect(seen.contains("touches 1.5"))
        #expect(seen.contains("hover 2.0"))
        #expect(seen.contains("scroll 3.0"))
        #expect(seen.contains("presses 4.0"))
        #expect(seen.contains("presses 5.5"))
        #expect(seen.contains("remoteControl 7.0"))
        #expect(sim.clock.now == 9)
    }
}
