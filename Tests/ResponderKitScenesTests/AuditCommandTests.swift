// Tests for `responderkit audit`: each example scene gives its issue and exit 1, the well-built login form gives
// none and exit 0 (and a near-identical bad form gives one), bad input exits 2 with the JSON path, and `--json`
// output parses with the documented keys.

import Foundation
import ResponderKitScenes
import Testing

/// An example scene, the view id the audit must name, the type and a fragment of the reason.
struct AuditExampleCase: Sendable, CustomTestStringConvertible {
    var scene: String
    var id: String
    var type: String
    var reason: String

    var testDescription: String { scene }
}

private let exampleCases: [AuditExampleCase] = [
    AuditExampleCase(
        scene: "audit-covered-button", id: "payButton", type: "hitRegion",
        reason: "reaches confettiLayer, not it: confettiLayer is in front of it"),
    AuditExampleCase(
        scene: "audit-image-view-parent", id: "likeButton", type: "hitRegion",
        reason: "its superview photo has userInteractionEnabled false (the UIImageView default)"),
    AuditExampleCase(
        scene: "audit-small-button", id: "closeButton", type: "hitRegion",
        reason: "its hit region is 20 × 20 pt, smaller than 44 × 44 pt"),
    AuditExampleCase(
        scene: "audit-unlabeled-image-button", id: "shareButton", type: "sufficientElementDescription",
        reason: "has no accessibilityLabel"),
    AuditExampleCase(
        scene: "audit-broken-chain", id: "playerCard", type: "responderChain",
        reason: "its next is nil, so the chain ends before the application"),
    AuditExampleCase(
        scene: "audit-unadjustable", id: "ratingView", type: "action",
        reason: "increment and decrement leave its accessibilityValue"),
]

@MainActor
@Suite("audit command")
struct AuditCommandTests {
    @Test("Each audit example reports its issue on the named view and exits 1", arguments: exampleCases)
    func exampleReportsIssue(_ example: AuditExampleCase) {
        let run = sceneToolRun(["audit", sceneExamplePath(example.scene)])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.isEmpty)
        let line = run.output.split(separator: "\n").first { $0.hasPrefix(example.id + ": ") }
        #expect(line?.contains(example.reason) == true, "\(run.output)")
        #expect(line?.hasSuffix("[\(example.type)]") == true, "\(run.output)")
    }

    @Test("The passing views of the examples are not reported: enlarged infoButton, a slider, a labelled button")
    func passingViewsStayQuiet() {
        let small = sceneToolRun(["audit", sceneExamplePath("audit-small-button")]).output
        #expect(small.contains("closeButton: "))
        #expect(!small.contains("infoButton"))
        let adjust = sceneToolRun(["audit", sceneExamplePath("audit-unadjustable")]).output
        #expect(adjust.contains("ratingView: "))
        #expect(!adjust.contains("volumeSlider"))
        let labels = sceneToolRun(["audit", sceneExamplePath("audit-unlabeled-image-button")]).output
        #expect(labels.contains("saveButton: its label \"Save button\" repeats its trait"))
    }

    @Test("The well-built login form audits clean (exit 0); the same form with a 20-point button does not")
    func loginFormIsClean() throws {
        let good = sceneToolRun(["audit", sceneExamplePath("audit-login-form")])
        #expect(good.status == 0, "\(good.output)\(good.errors)")
        #expect(good.output.hasPrefix("no accessibility issues"))
        let text = try String(contentsOfFile: sceneExamplePath("audit-login-form"), encoding: .utf8)
        let bad = text.replacingOccurrences(of: "[20, 280, 280, 50]", with: "[20, 280, 20, 20]")
        #expect(bad != text)
        try withSceneFile(bad) { path in
            let run = sceneToolRun(["audit", path])
            #expect(run.status == 1)
            #expect(run.output.contains("signInButton: its hit region is 20 × 20 pt"))
        }
    }

    @Test("--json parses: one object per issue with window, id, type, reason, hitTestReason and relatedView")
    func jsonOutput() throws {
        let run = sceneToolRun(["audit", sceneExamplePath("audit-covered-button"), "--json"])
        #expect(run.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        let issues = try #require((object as? [String: Any])?["issues"] as? [[String: Any]])
        #expect(issues.count == 1)
        #expect(issues.first?["window"] as? String == "root")
        #expect(issues.first?["id"] as? String == "payButton")
        #expect(issues.first?["type"] as? String == "hitRegion")
        #expect(issues.first?["hitTestReason"] as? String == "covered")
        #expect(issues.first?["relatedView"] as? String == "confettiLayer")
        let clean = sceneToolRun(["audit", sceneExamplePath("audit-login-form"), "--json"])
        let cleanObject = try JSONSerialization.jsonObject(with: Data(clean.output.utf8))
        #expect(((cleanObject as? [String: Any])?["issues"] as? [Any])?.isEmpty == true)
    }

    @Test("--types limits the audit: the broken chain passes without responderChain")
    func typesOption() {
        let path = sceneExamplePath("audit-broken-chain")
        #expect(sceneToolRun(["audit", path, "--types", "hitRegion,action"]).status == 0)
        #expect(sceneToolRun(["audit", path, "--types", "responderChain"]).status == 1)
    }

    @Test(
        "Bad input exits 2 with a message and the JSON path",
        arguments: [
            (
                #"{"views": [{"id": "r", "frame": [0,0,9,9], "accessibilityTraits": ["button", "nope"]}]}"#,
                "views[0].accessibilityTraits[1]: unknown trait \"nope\""
            ),
            (
                #"{"views": [{"id": "r", "frame": [0,0,9,9], "accessibilityTraits": "button"}]}"#,
                "views[0].accessibilityTraits: expected an array of trait names"
            ),
            (
                #"{"views": [{"id": "r", "frame": [0,0,9,9], "next": "ghost"}]}"#,
                "views[0].next: no view id or view controller name \"ghost\""
            ),
            (#"{"views": [{"id": "r", "frame": [0,0,9,9], "next": 3}]}"#, "views[0].next: expected a view id"),
            (
                #"{"views": [{"id": "r", "frame": [0,0,9,9], "viewControllerNext": null}]}"#,
                "views[0].viewControllerNext: \"viewControllerNext\" needs a \"viewController\""
            ),
            (
                #"{"views": [{"id": "r", "frame": [0,0,9,9], "isAccessibilityElement": 1}]}"#,
                "views[0].isAccessibilityElement: expected true or false"
            ),
            (
                #"{"views": [{"id": "r", "frame": [0,0,9,9], "children": [{"id": "V", "frame": [0,0,1,1], "#
                    + #""viewController": "V"}], "next": "V"}]}"#, "is both a view id and a view controller name"
            ),
            ("{\"views\": [", "invalid JSON at line 1"),
        ])
    func badInput(_ scene: String, _ message: String) throws {
        try withSceneFile(scene) { path in
            let run = sceneToolRun(["audit", path])
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains(message), "\(run.errors)")
        }
    }

    @Test("Usage errors exit 2: no scene, an unknown option, an unknown audit type; --help exits 0")
    func usage() {
        #expect(sceneToolRun(["audit"]).errors.contains("missing the scene file"))
        #expect(sceneToolRun(["audit", "x.json", "--loud"]).status == 2)
        let types = sceneToolRun(["audit", "x.json", "--types", "hitRegion,colour"])
        #expect(types.status == 2)
        #expect(types.errors.contains("unknown audit type \"colour\""))
        #expect(sceneToolRun(["audit", "/nonexistent.json"]).status == 2)
        let help = sceneToolRun(["audit", "--help"])
        #expect(help.status == 0 && help.output.hasPrefix("usage: responderkit audit"))
        #expect(sceneToolRun(["--help"]).output.contains("audit SCENE.json"))
    }

    @Test("A custom next and viewControllerNext build: the chain goes where the scene says")
    func customNextBuilds() throws {
        let scene = try SceneLoader.load(
            bytes: Data(
                #"""
                {"views": [{"id": "root", "frame": [0, 0, 100, 100], "children": [
                  {"id": "a", "frame": [0, 0, 50, 50], "viewController": "A", "viewControllerNext": "b"},
                  {"id": "b", "frame": [50, 0, 50, 50], "next": "A"},
                  {"id": "c", "frame": [0, 50, 50, 50], "next": null}]}]}
                """#.utf8))
        let built = SceneBuilder.build(scene)
        let a = try #require(built.view(withID: "a"))
        let b = try #require(built.view(withID: "b"))
        let controller = try #require(built.controllers.first)
        #expect(a.next === controller)
        #expect(controller.next === b)
        #expect(b.next === controller)
        #expect(built.view(withID: "c")?.next == nil)
        #expect(built.view(withID: "root")?.next != nil)
    }

    @Test("The accessibility keys reach the built views; omitted keys keep the class defaults (AX-1)")
    func accessibilityKeysBuild() throws {
        let scene = try SceneLoader.load(
            bytes: Data(
                #"""
                {"views": [{"id": "root", "frame": [0, 0, 100, 100], "children": [
                  {"id": "tile", "frame": [0, 0, 50, 50], "accessibilityLabel": "Tile",
                   "accessibilityTraits": ["button", "selected"], "isAccessibilityElement": true,
                   "accessibilityViewIsModal": true, "accessibilityElementsHidden": true},
                  {"id": "plain", "class": "UIButton", "frame": [50, 0, 50, 50]}]}]}
                """#.utf8))
        let built = SceneBuilder.build(scene)
        let tile = try #require(built.view(withID: "tile"))
        #expect(tile.accessibilityLabel == "Tile")
        #expect(tile.accessibilityTraits == [.button, .selected])
        #expect(tile.isAccessibilityElement && tile.accessibilityViewIsModal && tile.accessibilityElementsHidden)
        let plain = try #require(built.view(withID: "plain"))
        #expect(plain.isAccessibilityElement && plain.accessibilityTraits == .button && plain.accessibilityLabel == nil)
        #expect(!plain.accessibilityViewIsModal && !plain.accessibilityElementsHidden)
    }

    @Test("A next cycle written in a scene (a -> b -> a, and a view naming itself) is reported once each, no hang")
    func nextCycleInScene() throws {
        let scene = #"""
            {"views": [{"id": "root", "frame": [0, 0, 100, 100], "children": [
              {"id": "a", "frame": [0, 0, 50, 50], "next": "b"},
              {"id": "b", "frame": [50, 0, 50, 50], "next": "a"},
              {"id": "self", "frame": [0, 50, 50, 50], "next": "self"}]}]}
            """#
        try withSceneFile(scene) { path in
            let run = sceneToolRun(["audit", path])
            #expect(run.status == 1)
            let lines = run.output.split(separator: "\n")
            #expect(lines.count == 2, "\(run.output)")
            #expect(lines.allSatisfy { $0.contains("runs in a loop") && $0.hasSuffix("[responderChain]") })
        }
    }
}
