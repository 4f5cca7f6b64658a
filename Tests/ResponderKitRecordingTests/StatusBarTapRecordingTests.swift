// A status-bar tap in a recording (SV-61): written as `{"statusBarTap": {"window": ID}}`, read back the same, and
// replayed it scrolls the window's one scroll view to the top as the live tap did.
import Foundation
import ResponderKit
import ResponderKitRecording
import Testing

@MainActor
@Suite("Recording: status-bar taps")
struct StatusBarTapRecordingTests {
    @Test("SV-61: a recorded status-bar tap round-trips through JSON and replays as a scroll to the top")
    func roundTripAndReplay() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let recorder = InputRecorder()
        recorder.register(window, id: 1)
        recorder.record(.statusBarTap(StatusBarTapSample(window: window)), at: 0.5)
        recorder.recordFrame(at: 1.5)
        #expect(recorder.problems.isEmpty)
        let json = recorder.recording.json()
        #expect(json.contains(#""statusBarTap": {"window": 1}"#))
        let parsed = try InputRecording.parse(Array(json.utf8))
        #expect(parsed == recorder.recording)

        let replayApp = UIApplication()
        let replayWindow = UIWindow(frame: window.frame, application: replayApp)
        replayWindow.makeKeyAndVisible()
        let list = UIScrollView(frame: replayWindow.bounds)
        list.contentSize = CGSize(width: 320, height: 3000)
        list.contentOffset = CGPoint(x: 0, y: 900)
        replayWindow.addSubview(list)
        try EventSimulator(application: replayApp).play(parsed, windows: [1: replayWindow])
        #expect(list.contentOffset == .zero)
    }

    @Test("SV-61: a status-bar tap naming a window the recording lacks is refused when read")
    func unknownWindow() {
        let text =
            #"{"format":"responderkit-input-recording","version":1,"windows":[{"id":1,"frame":[0,0,320,480]}],"#
            + #""entries":[{"t":0.1,"statusBarTap":{"window":9}}]}"#
        #expect(throws: InputRecordingError.self) { try InputRecording.parse(Array(text.utf8)) }
    }
}
