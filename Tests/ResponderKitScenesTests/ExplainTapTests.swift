// Tests for the tap `explain` performs at each point: the gesture recognizers that saw it, the control events sent
// and the touch methods called, in text and JSON, for every control class and recognizer kind a scene can have.
//
// Invariants checked here: each point is one real tap (down, up, then the settle time), so controls fire as UIKit's
// do (CT rules) and recognizers end as UIKit's do (GR rules); points are independent (no tapCount carry-over, no
// editing left on), except for the values controls keep; hidden windows are not tapped; the hit-test walk, hit view
// and chain are those of the touch-down alone.

import Foundation
import ResponderKit
import ResponderKitScenes
import Testing

/// A scene with one window `root` (320x600) and the given children.
private func scene(_ children: [String]) -> String {
    "{\"views\": [{\"id\": \"root\", \"frame\": [0, 0, 320, 600], \"children\": [" + children.joined(separator: ", ")
        + "]}]}"
}

/// `name: outcome` for each recognizer, with the note (or else the reason) in parentheses.
private func recognizers(_ result: [String: Any]) -> [String] {
    (result["recognizers"] as? [[String: Any]] ?? []).map { entry in
        let detail = (entry["note"] as? String) ?? (entry["reason"] as? String)
        return "\(entry["name"] as? String ?? "?"): \(entry["outcome"] as? String ?? "?")"
            + (detail.map { " (\($0))" } ?? "")
    }
}

/// `control: event, event` for each control-events entry.
private func controlEvents(_ result: [String: Any]) -> [String] {
    (result["controlEvents"] as? [[String: Any]] ?? []).map { entry in
        "\(entry["control"] as? String ?? "?"): \((entry["events"] as? [String] ?? []).joined(separator: ", "))"
    }
}

/// `view.method` for each delivery, with `heldBy` or `cancelledBy` in brackets.
private func delivered(_ result: [String: Any]) -> [String] {
    (result["delivered"] as? [[String: Any]] ?? []).map { entry in
        var text = "\(entry["view"] as? String ?? "?").\(entry["method"] as? String ?? "?")"
        if let holder = entry["heldBy"] as? String { text += " [held by \(holder)]" }
        if let canceller = entry["cancelledBy"] as? String { text += " [cancelled by \(canceller)]" }
        return text
    }
}

@MainActor
@Suite("explain: the tap")
struct ExplainTapTests {
    @Test("CT-1, CT-5, CT-8: every built control fires on a tap as UIKit's does")
    func controlsFire() throws {
        let json = scene([
            "{\"id\": \"control\", \"class\": \"UIControl\", \"frame\": [0, 0, 100, 40]}",
            "{\"id\": \"toggle\", \"class\": \"UISwitch\", \"frame\": [0, 50, 50, 30]}",
            "{\"id\": \"stepper\", \"class\": \"UIStepper\", \"frame\": [0, 100, 100, 30]}",
            "{\"id\": \"segments\", \"class\": \"UISegmentedControl\", \"frame\": [0, 150, 200, 30]}",
            "{\"id\": \"field\", \"class\": \"UITextField\", \"frame\": [0, 200, 200, 30]}",
            "{\"id\": \"slider\", \"class\": \"UISlider\", \"frame\": [0, 250, 200, 30]}",
            "{\"id\": \"picker\", \"class\": \"UIDatePicker\", \"frame\": [0, 300, 200, 30]}",
        ])
        try withSceneFile(json) { path in
            let points = ["10,10", "10,60", "80,110", "150,160", "50,210", "10,260", "150,260", "50,310"]
            let results = try sceneExplainJSON(path, points.flatMap { ["--at", $0] })
            #expect(
                results.map { $0["hit"] as? String } == [
                    "control", "toggle", "stepper", "segments", "field", "slider", "slider", "picker",
                ])
            #expect(controlEvents(results[0]) == ["control: touchDown", "control: touchUpInside"])
            #expect(
                controlEvents(results[1]) == ["toggle: touchDown", "toggle: valueChanged", "toggle: touchUpInside"])
            // The stepper steps at touch-down, before `.touchDown` is sent.
            #expect(
                controlEvents(results[2]) == ["stepper: valueChanged", "stepper: touchDown", "stepper: touchUpInside"])
            #expect(
                controlEvents(results[3]) == [
                    "segments: touchDown", "segments: valueChanged", "segments: touchUpInside",
                ])
            // FR-7: a tap focuses the field; the clean-up after the tap (editingDidEnd) is not reported.
            #expect(
                Set(controlEvents(results[4])) == [
                    "field: touchDown", "field: touchUpInside", "field: editingDidBegin",
                ])
            #expect(controlEvents(results[4]).first == "field: touchDown")
            // A slider tracks only touches that start on its thumb (at value 0, near its left end).
            #expect(controlEvents(results[5]) == ["slider: touchDown", "slider: touchUpInside"])
            #expect(controlEvents(results[6]).isEmpty)
            #expect(controlEvents(results[7]).isEmpty)  // UIDatePicker is a plain view
            for result in results {
                let hit = result["hit"] as? String ?? "?"
                #expect(delivered(result) == ["\(hit).touchesBegan", "\(hit).touchesEnded"])
                // No scene recognizers here; a text field's own text gestures (ResponderKit's) have no kind.
                let entries = result["recognizers"] as? [[String: Any]] ?? []
                #expect(entries.allSatisfy { $0["kind"] is NSNull && $0["view"] as? String == "field" })
            }
            let text = sceneToolRun(["explain", path, "--at", "150,260", "--at", "50,310", "--at", "50,210"]).output
            #expect(text.contains("control events: none (a UISlider tracks only touches that start on its thumb)\n"))
            #expect(text.contains("control events: none\n"))
            #expect(text.contains("control events: field sends touchDown; "))
            #expect(text.contains("field sends editingDidBegin"))
            #expect(!text.contains("editingDidEnd"))
        }
    }

    @Test("Points share the scene's control values but not editing, taps or timers")
    func pointsAreIndependent() throws {
        let json = scene([
            "{\"id\": \"toggle\", \"class\": \"UISwitch\", \"frame\": [0, 0, 50, 30]}",
            "{\"id\": \"segments\", \"class\": \"UISegmentedControl\", \"frame\": [0, 50, 200, 30]}",
            "{\"id\": \"field\", \"class\": \"UITextField\", \"frame\": [0, 100, 200, 30]}",
            "{\"id\": \"twice\", \"frame\": [0, 150, 200, 30], \"gestureRecognizers\": [\"doubleTap\"]}",
        ])
        try withSceneFile(json) { path in
            let points = ["10,10", "10,10", "50,60", "50,60", "50,110", "50,110", "50,160", "50,160"]
            let results = try sceneExplainJSON(path, points.flatMap { ["--at", $0] })
            // The switch turns on, then off: each tap changes its value.
            #expect(controlEvents(results[0]).contains("toggle: valueChanged"))
            #expect(controlEvents(results[1]).contains("toggle: valueChanged"))
            // Tapping the selected segment again changes nothing (CT-8).
            #expect(controlEvents(results[2]).contains("segments: valueChanged"))
            #expect(!controlEvents(results[3]).contains("segments: valueChanged"))
            // Editing was ended after the first tap, so the second begins it again.
            #expect(controlEvents(results[4]).contains("field: editingDidBegin"))
            #expect(controlEvents(results[5]).contains("field: editingDidBegin"))
            // Two points 1 s apart are two single taps, never a double tap (TD-8).
            for result in results[6...] {
                #expect(recognizers(result).count == 1)
                #expect(recognizers(result).first?.hasPrefix("twice.doubleTap: failed (a double tap needs") == true)
            }
        }
        let loaded = try SceneLoader.load(bytes: Array(json.utf8))
        let session = ExplainSession(scene: loaded)
        let start = session.built.application.clock.now
        _ = try session.explain(CGPoint(x: 50, y: 110), windowIndex: 0)
        #expect(session.built.application.clock.now == start + ExplainSession.settleTime)
        #expect(session.built.application.tracer == nil)
        let field = try #require(session.built.view(withID: "field") as? UITextField)
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
    }

    @Test("GR-10, GR-16 … GR-24: each recognizer kind ends as a single tap leaves it, with what it lacked")
    func recognizerOutcomes() throws {
        let kinds = "[\"longPress\", \"pan\", \"swipe\", \"pinch\", \"rotation\", \"screenEdgePan\", \"tap\", \"tap\"]"
        let json = scene([
            "{\"id\": \"outer\", \"frame\": [0, 0, 320, 100], \"gestureRecognizers\": [\"doubleTap\"], \"children\": ["
                + "{\"id\": \"inner\", \"frame\": [0, 0, 320, 100], \"gestureRecognizers\": \(kinds)}]}"
        ])
        try withSceneFile(json) { path in
            let results = try sceneExplainJSON(path, ["--at", "100,50", "--at", "10,50"])
            #expect(
                recognizers(results[0]) == [
                    "inner.longPress: failed (a long press needs the finger held for 0.5 s, and explain lifts it at "
                        + "once)",
                    "inner.pan: failed (a pan needs the finger to move more than 10 points, and a tap does not move)",
                    "inner.swipe: failed (a swipe needs a quick 50-point stroke to the right, and a tap does not move)",
                    "inner.pinch: failed (a pinch needs two fingers)",
                    "inner.rotation: failed (a rotation needs two fingers)",
                    "inner.screenEdgePan: failed (a screen-edge pan needs a drag to the right that starts within 20 "
                        + "points of the window's left edge)",
                    "inner.tap: recognized",
                    "inner.tap#2: failed (inner.tap recognized first)",
                    // GR-18: a single tap cannot prevent a double tap; this one fails only when its wait runs out.
                    "outer.doubleTap: failed (a double tap needs a second tap within 0.35 s, and explain taps once)",
                ])
            let first = try #require(results[0]["recognizers"] as? [[String: Any]])
            #expect(first[0]["reason"] as? String == "the recognizer failed")
            #expect(first[0]["kind"] as? String == "longPress")
            #expect(first[7]["note"] is NSNull)
            #expect(first[8]["view"] as? String == "outer")
            #expect(delivered(results[0]) == ["inner.touchesBegan", "inner.touchesCancelled [cancelled by inner.tap]"])
            // Near the left edge the screen-edge pan fails only at touch-up, for the same missing drag.
            #expect(recognizers(results[1])[5].hasPrefix("inner.screenEdgePan: failed (a screen-edge pan needs"))
        }
    }

    @Test("GR-15: a double tap holds the view's touchesEnded until it fails; a button inside still fires")
    func heldEnd() throws {
        let json = scene([
            "{\"id\": \"card\", \"frame\": [0, 0, 320, 100], \"gestureRecognizers\": [\"doubleTap\"], \"children\": ["
                + "{\"id\": \"button\", \"class\": \"UIButton\", \"frame\": [0, 0, 100, 50]}]}"
        ])
        try withSceneFile(json) { path in
            let results = try sceneExplainJSON(path, ["--at", "10,10", "--at", "200,10"])
            // GR-25 does not apply: a button refuses only single taps, so the double tap delays it and then fails.
            #expect(recognizers(results[0]).count == 1)
            #expect(
                controlEvents(results[0]) == ["button: touchDown", "button: touchUpInside, primaryActionTriggered"])
            #expect(
                delivered(results[0]) == ["button.touchesBegan", "button.touchesEnded [held by card.doubleTap]"])
            #expect(delivered(results[1]) == ["card.touchesBegan", "card.touchesEnded [held by card.doubleTap]"])
            let text = sceneToolRun(["explain", path, "--at", "200,10"]).output
            #expect(
                text.contains(
                    "touches delivered: card.touchesBegan, card.touchesEnded (held back until card.doubleTap failed: "
                        + "delaysTouchesEnded is true, GR-15)\n"))
        }
    }

    @Test("GR-25: controls refuse an ancestor's recognizer only for their own gesture")
    func controlVetoes() throws {
        let json = scene([
            "{\"id\": \"row\", \"frame\": [0, 0, 320, 100], \"gestureRecognizers\": [\"tap\"], \"children\": ["
                + "{\"id\": \"toggle\", \"class\": \"UISwitch\", \"frame\": [0, 0, 50, 30]},"
                + "{\"id\": \"plain\", \"class\": \"UIControl\", \"frame\": [100, 0, 50, 30]}]}"
        ])
        try withSceneFile(json) { path in
            let results = try sceneExplainJSON(path, ["--at", "10,10", "--at", "110,10"])
            #expect(recognizers(results[0]) == ["row.tap: failed (toggle.gestureRecognizerShouldBegin returned false)"])
            #expect(controlEvents(results[0]).contains("toggle: valueChanged"))
            // A bare UIControl has no default action to protect: the tap recognizes and cancels its tracking (CT-6).
            #expect(recognizers(results[1]) == ["row.tap: recognized"])
            #expect(controlEvents(results[1]) == ["plain: touchDown", "plain: touchCancel"])
            #expect(delivered(results[1]) == ["plain.touchesBegan", "plain.touchesCancelled [cancelled by row.tap]"])
        }
    }

    @Test("The walk shows scene views only: a UIButton's title label and image view are left out")
    func buttonInternalsAreNotInTheWalk() throws {
        let json = scene(["{\"id\": \"button\", \"class\": \"UIButton\", \"frame\": [0, 0, 100, 50]}"])
        try withSceneFile(json) { path in
            let result = try #require(try sceneExplainJSON(path, ["--at", "10,10", "--max-visits", "0"]).first)
            let visits = try #require(result["visits"] as? [[String: Any]])
            #expect(visits.map { $0["view"] as? String } == ["root", "button", "button", "root"])
            #expect(result["omittedVisits"] as? Int == 0)
            let limited = try #require(try sceneExplainJSON(path, ["--at", "10,10", "--max-visits", "2"]).first)
            #expect(limited["omittedVisits"] as? Int == 2)
        }
    }

    @Test("A hidden window is not tapped; a point outside every view is tapped and reaches nothing")
    func noTap() throws {
        let path = sceneExamplePath("two-windows")
        let hidden = try #require(try sceneExplainJSON(path, ["--window", "toast", "--at", "260,30"]).first)
        for key in ["recognizers", "controlEvents", "delivered"] {
            #expect((hidden[key] as? [Any])?.isEmpty == true, "\(key)")
        }
        let text = sceneToolRun(["explain", path, "--window", "toast", "--at", "260,30"]).output
        #expect(!text.contains("recognizers:"))
        #expect(!text.contains("touches delivered:"))
        let outside = sceneToolRun(["explain", path, "--at", "-5,-5"]).output
        #expect(outside.hasSuffix("recognizers: none\ncontrol events: none\ntouches delivered: none\n"))
    }

    @Test("JSON: the tap keys follow omittedWhy, and their objects' keys come in a fixed order")
    func jsonTapKeys() throws {
        let run = sceneToolRun(["explain", sceneExamplePath("button-and-tap-recognizer"), "--at", "160,140", "--json"])
        #expect(run.status == 0)
        let keys = ["\"omittedWhy\"", "\"recognizers\"", "\"controlEvents\"", "\"delivered\""]
        let positions = keys.compactMap { run.output.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
        #expect(
            run.output.contains(
                "{\"name\": \"card.tap\", \"view\": \"card\", \"kind\": \"tap\", \"outcome\": \"recognized\", "
                    + "\"reason\": null, \"note\": null}"))
        #expect(
            run.output.contains(
                "{\"view\": \"label\", \"method\": \"touchesCancelled\", \"cancelReason\": \"recognizer\", "
                    + "\"cancelledBy\": \"card.tap\", \"heldBy\": null}"))
        #expect(run.output.contains("\"controlEvents\": [], "))
        let button = sceneToolRun([
            "explain", sceneExamplePath("button-and-tap-recognizer"), "--at", "160,245", "--json",
        ])
        #expect(
            button.output.contains(
                "{\"control\": \"button\", \"events\": [\"touchUpInside\", \"primaryActionTriggered\"], "
                    + "\"targets\": 0, \"actions\": 0}"))
    }

    @Test("The usage explains the tap and the new JSON keys")
    func usage() {
        let run = sceneToolRun(["explain", "--help"])
        #expect(run.output.contains("taps each point"))
        #expect(run.output.contains("\"recognizers\", \"controlEvents\", \"delivered\""))
    }
}
