// `responderkit explain --expect VIEW`: the verdict at each point, the first reason in UIKit's order, and the exit
// status a CI guard relies on (1 when any point misses, 0 when all reach, 2 for input it could not fully read).
import Foundation
import ResponderKitScenes
import Testing

@MainActor
@Suite("explain --expect")
struct ExplainExpectTests {
    /// Runs `explain --expect` on the bundled example `name` and returns the run and its results.
    private func expect(
        _ view: String, in path: String, at points: [String], _ more: [String] = []
    ) throws -> (SceneToolRun, [[String: Any]]) {
        let run = sceneToolRun(["explain", path, "--json", "--expect", view] + points.flatMap { ["--at", $0] } + more)
        return (run, run.status == 2 ? [] : try explainJSONResults(run.output))
    }

    private func verdict(_ result: [String: Any]) -> (reached: Bool?, cause: String?, reason: String?) {
        let expect = result["expect"] as? [String: Any]
        return (expect?["reached"] as? Bool, expect?["cause"] as? String, expect?["reason"] as? String)
    }

    @Test("HT-2: exit 1 when a point misses the view; the reason names the overlay in front; 0 when all reach")
    func coveredByOverlay() throws {
        let login = dumpExamplePath("login-screen")
        let (missed, results) = try expect("UIButton:0x7fa1c2f08450", in: login, at: ["195,315", "195,340"])
        #expect(missed.status == 1)
        #expect(verdict(results[0]).reached == true)
        #expect(verdict(results[1]).reached == false)
        #expect(verdict(results[1]).cause == "covered")
        #expect(verdict(results[1]).reason?.contains("MyApp.ToastView:0x7fa1c2f0b670 is in front of it") == true)
        let (reached, _) = try expect("UIButton:0x7fa1c2f08450", in: login, at: ["195,315", "100,310"])
        #expect(reached.status == 0)
    }

    @Test("The text report gives a verdict line per point and a closing count")
    func textReport() throws {
        let run = sceneToolRun([
            "explain", dumpExamplePath("login-screen"), "--short-ids", "--expect", "UIButton", "--at", "195,315",
            "--at", "195,340",
        ])
        #expect(run.status == 1)
        #expect(run.output.contains("expect UIButton: reached (it is the hit view and keeps the touch)\n"))
        #expect(run.output.contains("expect UIButton: NOT reached: MyApp.ToastView is in front of it"))
        #expect(run.output.hasSuffix("expected UIButton at every point: 1 of 2 miss it\n"))
    }

    @Test("HT-4, SP-1: a button inside an image view misses because of its ancestor, named with the class default")
    func ancestorNotInteractive() throws {
        let (run, results) = try expect("UIButton", in: dumpExamplePath("photo-card"), at: ["300,245"], ["--short-ids"])
        #expect(run.status == 1)
        #expect(verdict(results[0]).cause == "ancestorInteractionDisabled")
        #expect(
            verdict(results[0]).reason?.contains("its superview UIImageView has userInteractionEnabled false") == true)
    }

    @Test("HT-6, SP-2: a view drawn outside its superview's bounds misses there; not at the point at all says so")
    func outsideSuperview() throws {
        // 'button' spans x 170…270 in the window; its superview 'card' ends at x 220.
        let path = sceneExamplePath("button-outside-superview")
        let (run, results) = try expect("button", in: path, at: ["240,130", "5,5", "190,130"])
        #expect(run.status == 1)
        #expect(verdict(results[0]).cause == "outsideAncestor")
        #expect(verdict(results[1]).cause == "notAtPoint")
        #expect(verdict(results[2]).reached == true)
    }

    @Test("HT-1: expecting a container whose subview takes the point is a miss naming the subview")
    func descendantTakesIt() throws {
        let (run, results) = try expect("card", in: sceneExamplePath("button-and-tap-recognizer"), at: ["150,245"])
        #expect(run.status == 1)
        #expect(verdict(results[0]).cause == "descendant")
        #expect(verdict(results[0]).reason?.contains("its subview button takes the point") == true)
    }

    @Test("GR-13: the hit view whose touch a recognizer cancels is a miss naming the recognizer")
    func recognizerCancels() throws {
        let path = sceneExamplePath("button-and-tap-recognizer")
        let (run, results) = try expect("label", in: path, at: ["150,140"])
        #expect(run.status == 1)
        #expect(results[0]["hit"] as? String == "label")
        #expect(verdict(results[0]).cause == "touchCancelled")
        #expect(verdict(results[0]).reason?.contains("card.tap recognized and cancelled its touch") == true)
        let (button, _) = try expect("button", in: path, at: ["150,245"])
        #expect(button.status == 0)  // the button refuses card.tap (GR-25), so it keeps its touch
    }

    @Test("HT-12, HT-7: a hidden window and a pass-through view are misses with their reasons")
    func hiddenWindowAndPassThrough() throws {
        let scene = """
            {"views": [{"id": "w", "frame": [0, 0, 100, 100], "children": [
              {"id": "back", "class": "UIButton", "frame": [0, 0, 100, 100]},
              {"id": "glass", "frame": [0, 0, 100, 100], "passThrough": true}]},
             {"id": "w2", "frame": [0, 0, 100, 100], "hidden": true, "children": [{"id": "b2", "class": "UIButton",
              "frame": [0, 0, 50, 50]}]}]}
            """
        try withSceneFile(scene) { path in
            let (glass, results) = try expect("glass", in: path, at: ["10,10"])
            #expect(glass.status == 1)
            #expect(verdict(results[0]).cause == "passThrough")
            #expect(results[0]["hit"] as? String == "back")
            let (hidden, hiddenResults) = try expect("b2", in: path, at: ["10,10"], ["--window", "w2"])
            #expect(hidden.status == 1)
            #expect(verdict(hiddenResults[0]).cause == "windowHidden")
            let (other, otherResults) = try expect("b2", in: path, at: ["10,10"])
            #expect(other.status == 1)
            #expect(verdict(otherResults[0]).cause == "otherWindow")
        }
    }

    @Test("Without --expect the JSON has no \"expect\" key and the exit status stays 0 whatever is hit")
    func withoutExpect() throws {
        let run = sceneToolRun(["explain", dumpExamplePath("login-screen"), "--json", "--at", "195,340"])
        #expect(run.status == 0)
        #expect(try explainJSONResults(run.output)[0]["expect"] == nil)
        #expect(try explainJSONResults(run.output)[0]["hit"] as? String == "MyApp.ToastView:0x7fa1c2f0b670")
    }
}
