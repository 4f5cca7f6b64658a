// `explain` and `audit` on scenes laid out by Auto Layout: the example scenes (a login form pinned to the safe area,
// a stack view whose gap takes a tap) and inline scenes with a broken constraint, an ambiguous view and visual
// formats.
//
// Invariants checked here: scenes are laid out before the first touch (AL-29), so taps hit the solved frames;
// expected frames are computed by hand from UIKit's rules, written in each test; layout findings appear in explain's
// text and JSON and as audit issues of type layout, and nothing reaches standard error (the scene's application
// keeps UIKit's layout log).

import Foundation
import ResponderKitScenes
import Testing

/// The `layout` object of an explain JSON run, and its results.
@MainActor
private func explainLayout(_ path: String, _ points: [String]) throws -> (
    results: [[String: Any]], frames: [String: [Double]], findings: [[String: Any]]
) {
    let run = sceneToolRun(["explain", path, "--json"] + points.flatMap { ["--at", $0] })
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty, "the layout log stays in the scene: \(run.errors)")
    let top = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let results = try #require(top["results"] as? [[String: Any]])
    let layout = try #require(top["layout"] as? [String: Any])
    var frames: [String: [Double]] = [:]
    for entry in layout["frames"] as? [[String: Any]] ?? [] {
        frames[entry["view"] as? String ?? "?"] = (entry["frame"] as? [NSNumber])?.map(\.doubleValue)
    }
    return (results, frames, layout["findings"] as? [[String: Any]] ?? [])
}

/// `{"views": [ROOT]}` with a 320x480 window `root` holding `children`, and optional scene-level keys.
private func scene(_ children: String, top: String = "") -> String {
    "{\"views\": [{\"id\": \"root\", \"frame\": [0, 0, 320, 480], \"children\": [\(children)]}]"
        + "\(top.isEmpty ? "" : ", " + top)}"
}

@MainActor
@Suite("Auto Layout scenes")
struct SceneAutoLayoutTests {
    @Test("AL-41: the login form pinned to the safe area; a tap at the button's solved centre reaches it (AL-29)")
    func loginForm() throws {
        let (results, frames, findings) = try explainLayout(
            sceneExamplePath("login-form-autolayout"), ["195,284", "195,237"])
        // The window is 390 x 844 with 47 points covered at the top and 34 at the bottom: the form fills the safe
        // area. It is a view controller's root view in a compact width, so its side margins are UIKit's system
        // minimum of 16 points (AL-53): each row is 390 - 32 = 358 wide at x 16.
        #expect(frames["form"] == [0, 47, 390, 763])
        #expect(frames["titleLabel"] == [16, 20, 358, 44])  // the form's safe-area top + 20
        #expect(frames["emailField"] == [16, 88, 358, 44])  // 20 + 44 + 24
        #expect(frames["passwordField"] == [16, 144, 358, 44])  // 88 + 44 + 12, as tall as the email field
        #expect(frames["signInButton"] == [16, 212, 358, 50])  // 144 + 44 + 24
        #expect(findings.isEmpty)
        // The button's centre in the window: (16 + 358 / 2, 47 + 212 + 25) = (195, 284).
        #expect(results[0]["hit"] as? String == "signInButton")
        #expect(
            results[0]["chain"] as? [String] == [
                "signInButton", "form", "UIViewController(LoginViewController)", "root", "UIApplication",
            ])
        let events = (results[0]["controlEvents"] as? [[String: Any]])?.compactMap { $0["events"] as? [String] }
        #expect(events == [["touchDown"], ["touchUpInside", "primaryActionTriggered"]])
        // Where the button's centre would be if the form ignored the safe area (212 + 25 = 237): the gap between
        // the password field (191…235 in the window) and the button (259…309), so the form itself is hit.
        #expect(results[1]["hit"] as? String == "form")
    }

    @Test("AL-26: explain's text starts with the frames after layout and says there is no finding")
    func loginFormText() {
        let run = sceneToolRun(["explain", sceneExamplePath("login-form-autolayout"), "--at", "195,284"])
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                """
                frames after layout (Auto Layout places 5 views):
                  form: [0, 47, 390, 763]
                  titleLabel: [16, 20, 358, 44]
                  emailField: [16, 88, 358, 44]
                  passwordField: [16, 144, 358, 44]
                  signInButton: [16, 212, 358, 50]
                layout findings: none

                point (195, 284) in window "root"
                """), "\(run.output)")
        #expect(run.output.contains("hit view: signInButton (UIButton)"))
    }

    @Test("SK-29: a tap in a stack view's gap stops at the stack view, not at a spacer and not behind it")
    func stackViewGap() throws {
        let (results, frames, findings) = try explainLayout(
            sceneExamplePath("stack-view-gap"), ["195,322", "97,322", "292,322"])
        // 350 points wide (20 from each edge of 390), two equal buttons 40 apart: (350 - 40) / 2 = 155 each.
        #expect(frames["buttonRow"] == [20, 300, 350, 44])
        #expect(frames["cancelButton"] == [0, 0, 155, 44])
        #expect(frames["okButton"] == [195, 0, 155, 44])
        #expect(findings.isEmpty)
        // x 195 is 175 into the row: past the cancel button (0…155), before the OK button (195…350).
        #expect(results[0]["hit"] as? String == "buttonRow")
        #expect(results[0]["chain"] as? [String] == ["buttonRow", "root", "UIApplication"])
        let why = (results[0]["why"] as? [[String: Any]])?.map { "\($0["view"] ?? "?"): \($0["cause"] ?? "?")" }
        #expect(why == ["backdropButton: covered"], "the button behind the row is covered by the stack view")
        // Control points: on each button, that button.
        #expect(results[1]["hit"] as? String == "cancelButton")
        #expect(results[2]["hit"] as? String == "okButton")
    }

    @Test("AL-12: a broken constraint is a finding with its JSON path, the constraints involved and no stderr")
    func unsatisfiable() throws {
        let json = scene(
            "{\"id\": \"box\", \"frame\": [10, 20, 100, 50], \"translatesAutoresizingMaskIntoConstraints\": true, "
                + "\"constraints\": [{\"width\": {\"constant\": 200, \"identifier\": \"tooWide\"}}]}")
        try withSceneFile(json) { path in
            let (results, frames, findings) = try explainLayout(path, ["60,45"])
            #expect(frames.isEmpty, "box translates its frame: Auto Layout places no view")
            #expect(findings.count == 1)
            let finding = try #require(findings.first)
            #expect(finding["kind"] as? String == "unsatisfiable")
            #expect(finding["view"] as? String == "box")
            #expect(finding["constraint"] as? String == "box.width == 200")
            #expect(finding["path"] as? String == "views[0].children[0].constraints[0]")
            // AL-13: the frame's width is a required constraint of its own.
            #expect(
                finding["involved"] as? [String] == [
                    "box.width == 100 (its frame: translatesAutoresizingMaskIntoConstraints)"
                ])
            // The layout goes on without the broken constraint: the frame is kept, and the tap still lands.
            #expect(results[0]["hit"] as? String == "box")
            let text = sceneToolRun(["explain", path, "--at", "60,45"])
            #expect(text.errors.isEmpty)
            #expect(text.output.contains("unsatisfiable: box.width == 200 (views[0].children[0].constraints[0]): "))
            #expect(text.output.contains("  involved: box.width == 100 (its frame"))
        }
    }

    @Test("AL-19: a view whose constraints leave its position open is an ambiguous finding")
    func ambiguous() throws {
        let json = scene(
            "{\"id\": \"box\", \"constraints\": [{\"top\": {\"to\": \"superview\", \"constant\": 10}}, "
                + "{\"width\": {\"constant\": 100}}, {\"height\": {\"constant\": 40}}]}, "
                + "{\"id\": \"placed\", \"constraints\": [{\"top\": {\"to\": \"superview\"}}, "
                + "{\"leading\": {\"to\": \"superview\", \"constant\": 5}}, {\"width\": {\"constant\": 10}}, "
                + "{\"height\": {\"constant\": 10}}]}")
        try withSceneFile(json) { path in
            let (_, frames, findings) = try explainLayout(path, ["1,1"])
            #expect(frames["placed"] == [5, 0, 10, 10])
            #expect(findings.map { $0["kind"] as? String } == ["ambiguous"])
            #expect(findings.first?["view"] as? String == "box", "only the view without a horizontal position")
            #expect((findings.first?["reason"] as? String)?.contains("hasAmbiguousLayout") == true)
        }
    }

    @Test("AL-80: visual formats over scene ids, with metrics and alignment options, place their views")
    func visualFormats() throws {
        let json = scene(
            "{\"id\": \"a\", \"class\": \"UIButton\"}, {\"id\": \"b\", \"class\": \"UIButton\", "
                + "\"constraints\": [{\"visualFormat\": \"V:|-20-[b(44)]\"}]}",
            top: "\"constraints\": [{\"visualFormat\": \"H:|-pad-[a]-8-[b(==a)]-pad-|\", \"metrics\": {\"pad\": 16}, "
                + "\"options\": [\"alignAllTop\", \"alignAllBottom\"]}]")
        try withSceneFile(json) { path in
            let (results, frames, findings) = try explainLayout(path, ["230,42"])
            // 320 - 16 - 8 - 16 = 280 shared by two equal widths: 140 each, b at 16 + 140 + 8 = 164; a's top and
            // bottom follow b's (alignAllTop, alignAllBottom), which the vertical format puts at 20…64.
            #expect(frames["a"] == [16, 20, 140, 44])
            #expect(frames["b"] == [164, 20, 140, 44])
            #expect(findings.isEmpty)
            #expect(results[0]["hit"] as? String == "b")
        }
    }

    @Test("A scene without Auto Layout prints no layout block and no layout key")
    func unchangedWithoutAutoLayout() throws {
        let text = sceneToolRun(["explain", sceneExamplePath("button-outside-superview"), "--at", "240,130"]).output
        #expect(!text.contains("frames after layout"))
        let json = sceneToolRun(["explain", sceneExamplePath("button-outside-superview"), "--at", "240,130", "--json"])
        let top = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(top["layout"] == nil)
        #expect(top["results"] != nil)
    }

    @Test("AL-12, AL-19: the audit reports a broken constraint and an ambiguous view as layout issues, exit 1")
    func audit() throws {
        let run = sceneToolRun(["audit", sceneExamplePath("audit-unsatisfiable-layout")])
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "payButton: unsatisfiable layout: payButton.width == 300 (views[0].children[0].constraints[0]): ")
                    && $0.hasSuffix("[layout]")
            }, "\(run.output)")
        #expect(
            lines.contains {
                $0.hasPrefix("priceLabel: ambiguous layout: ") && $0.contains("chose [0, 20, 200, 44]")
                    && $0.hasSuffix("[layout]")
            }, "\(run.output)")
        // --types without layout leaves them out; the same scene's accessibility is clean.
        let accessibilityOnly = sceneToolRun([
            "audit", sceneExamplePath("audit-unsatisfiable-layout"), "--types", "hitRegion",
        ])
        #expect(accessibilityOnly.status == 0, "\(accessibilityOnly.output)")
        let json = sceneToolRun([
            "audit", sceneExamplePath("audit-unsatisfiable-layout"), "--json", "--types", "layout",
        ])
        let top = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let issues = try #require(top["issues"] as? [[String: Any]])
        #expect(issues.map { $0["layoutFinding"] as? String } == ["unsatisfiable", "ambiguous"])
        #expect(issues.allSatisfy { $0["type"] as? String == "layout" })
    }

    @Test("The login form and the stack view pass the audit's layout check (no broken or ambiguous layout)")
    func examplesAreWellLaidOut() {
        for name in ["login-form-autolayout", "stack-view-gap"] {
            let run = sceneToolRun(["audit", sceneExamplePath(name), "--types", "layout"])
            #expect(run.status == 0, "\(name): \(run.output)")
            #expect(run.output == "no accessibility issues (layout)\n")
        }
    }
}
