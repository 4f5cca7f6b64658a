// The random driver's host faults (a window closed or out of its scene, the application resigning active, a touched
// view or a recognizer's view removed) and the two invariants they serve: no touch stays live past its host's end
// (7), and memory returns to its start once the host lets go (8).
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitFuzzing

@MainActor
@Suite("random driver: host faults")
struct HostFaultDriverTests {
    /// Every fault while fingers are down, followed by the late moves and lifts of the cancelled fingers and, for
    /// raw fingers, a new touch with the same identifier.
    static let everyFault = """
        {"steps": [
          {"op": "window", "id": 1, "frame": [0, 0, 320, 480]},
          {"op": "window", "id": 2, "frame": [40, 120, 240, 260]},
          {"op": "view", "id": 3, "parent": 1, "kind": "plain", "frame": [0, 0, 200, 200]},
          {"op": "view", "id": 4, "parent": 3, "kind": "button", "frame": [10, 10, 100, 100]},
          {"op": "view", "id": 5, "parent": 2, "kind": "plain", "frame": [0, 0, 120, 120]},
          {"op": "recognizer", "id": 6, "view": 3, "kind": "pan"},
          {"op": "recognizer", "id": 7, "view": 5, "kind": "longPress"},
          {"op": "down", "window": 1, "fingers": [0], "points": [[20, 20]]},
          {"op": "fault", "fault": "closeWindow", "subject": 1},
          {"op": "move", "fingers": [0], "points": [[30, 30]]},
          {"op": "up", "fingers": [0]},
          {"op": "restore", "view": 1},
          {"op": "down", "window": 2, "fingers": [1], "points": [[20, 20]]},
          {"op": "fault", "fault": "leaveScene", "subject": 2},
          {"op": "up", "fingers": [1]},
          {"op": "restore", "view": 2},
          {"op": "raw", "finger": 0, "phase": "began", "window": 1, "point": [20, 20]},
          {"op": "fault", "fault": "resignActive", "subject": 0},
          {"op": "raw", "finger": 0, "phase": "moved", "window": 1, "point": [25, 20]},
          {"op": "fault", "fault": "becomeActive", "subject": 0},
          {"op": "raw", "finger": 0, "phase": "began", "window": 1, "point": [20, 20]},
          {"op": "raw", "finger": 0, "phase": "ended", "window": 1, "point": [20, 20]},
          {"op": "down", "window": 1, "fingers": [2], "points": [[20, 20]]},
          {"op": "move", "fingers": [2], "points": [[60, 20]]},
          {"op": "fault", "fault": "removeTouchedView", "subject": 2},
          {"op": "move", "fingers": [2], "points": [[80, 20]]},
          {"op": "up", "fingers": [2]},
          {"op": "restore", "view": 4},
          {"op": "down", "window": 2, "fingers": [3], "points": [[20, 20]]},
          {"op": "wait", "seconds": 0.6},
          {"op": "fault", "fault": "removeRecognizerView", "subject": 7},
          {"op": "up", "fingers": [3]},
          {"op": "restore", "view": 5},
          {"op": "tap", "window": 1, "point": [20, 20], "taps": 1, "fingers": 1}
        ]}
        """

    @Test("Every host fault mid-touch, then the host's late samples: every invariant holds")
    func everyFaultRunsClean() throws {
        let script = try DriverScript(json: Self.everyFault)
        #expect(script.steps.filter { if case .fault = $0 { true } else { false } }.count == 6)
        #expect(try DriverScript(json: script.json) == script)
        var released = 0
        var runner = ScriptRunner()
        runner.willRelease = { released = $0.count }
        let outcome = runner.run(script)
        #expect(outcome.violation == nil, "\(outcome.violation.map(String.init(describing:)) ?? "")")
        #expect(outcome.stepsRun == script.steps.count)
        #expect(released == 5, "the run made two windows and three views, and let go of them")
    }

    @Test("Invariant 8: a view something outside keeps past the run is reported")
    func memoryInvariantReportsAKeptView() throws {
        var kept: [UIView] = []
        var runner = ScriptRunner()
        runner.willRelease = { views in kept = views.filter { $0.tag == 4 } }
        let outcome = runner.run(try DriverScript(json: Self.everyFault))
        #expect(outcome.violation?.rule == 8)
        #expect(outcome.violation?.message == "FuzzButton #4 outlived the run that made it")
        #expect(kept.count == 1)
    }

    @Test("Invariant 7: a finger the input layer counts as down that the script lifted is reported")
    func liveTouchInvariantReportsAFingerTheHostEnded() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let touch = try EventSimulator(application: app).touchDown(at: CGPoint(x: 10, y: 10), in: window)
        let checker = InvariantChecker(clock: app.clock)
        checker.checkLiveTouches(app.input, hostTouches: [touch], rawBase: ScriptRunner.rawIdentifierBase)
        #expect(checker.violation == nil)
        checker.checkLiveTouches(app.input, hostTouches: [], rawBase: ScriptRunner.rawIdentifierBase)
        #expect(checker.violation?.rule == 7)
        #expect(checker.violation?.message.contains("after the script lifted or cancelled it") == true)
    }

    @Test("Invariant 7: a finger still down in a hidden window, or after resignActive, is reported")
    func liveTouchInvariantReportsHiddenWindowsAndResigning() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        let simulator = EventSimulator(application: app)
        let touch = try simulator.touchDown(at: CGPoint(x: 10, y: 10), in: window)
        let checker = InvariantChecker(clock: app.clock)
        checker.checkNoLiveTouches(app.input, after: "resignActive")
        #expect(checker.violation?.message == "finger 1 is still down after resignActive")
        // Hidden without ResponderKit hearing of it: an override that skips the setter's cancellation.
        let other = InvariantChecker(clock: app.clock)
        let sneaky = SilentlyHiddenWindow(frame: window.frame, application: app)
        sneaky.makeKeyAndVisible()
        let second = try simulator.touchDown(at: CGPoint(x: 10, y: 10), in: sneaky)
        sneaky.hiddenQuietly = true
        other.checkLiveTouches(app.input, hostTouches: [touch, second], rawBase: ScriptRunner.rawIdentifierBase)
        #expect(other.violation?.rule == 7)
        #expect(other.violation?.message.contains("which is hidden") == true)
    }
}

/// A window whose `isHidden` can turn true without the setter (and so without the touch cancellation it runs).
private final class SilentlyHiddenWindow: UIWindow {
    var hiddenQuietly = false

    override var isHidden: Bool {
        get { hiddenQuietly || super.isHidden }
        set { super.isHidden = newValue }
    }
}
