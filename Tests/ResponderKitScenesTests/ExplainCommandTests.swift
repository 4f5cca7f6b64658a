// Tests for `responderkit explain`: output shapes, usage errors, hostile and large scenes, and hit-testing rules
// shown on small inline scenes.
//
// Invariants checked here: `--json` output always parses and has the documented keys; every usage error and every
// bad scene exits 2 with a message (bad scenes: with the JSON path) and prints nothing on standard output; deep and
// large scenes give a correct answer or a clear error, never a crash.

import Foundation
import ResponderKitScenes
import Testing

/// A usage error case: the arguments after `explain` (with `SCENE` standing for a valid scene file) and a fragment
/// of the expected message.
struct ExplainUsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String

    var testDescription: String { arguments.joined(separator: " ") }
}

private let usageCases: [ExplainUsageCase] = [
    ExplainUsageCase(arguments: ["SCENE"], message: "missing --at X,Y"),
    ExplainUsageCase(arguments: ["--at", "1,1"], message: "missing the scene file"),
    ExplainUsageCase(arguments: ["SCENE", "--at"], message: "--at needs a value"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "abc"], message: "expected X,Y with two numbers"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "1,2,3"], message: "expected X,Y with two numbers"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "1;2"], message: "expected X,Y with two numbers"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "nan,1"], message: "expected X,Y with two numbers"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "inf,1"], message: "expected X,Y with two numbers"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "0x10,1"], message: "expected X,Y with two numbers"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "1,"], message: "expected X,Y with two numbers"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "1e7,0"], message: "coordinates must be within ±1000000"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "1,1", "--frobnicate"], message: "unknown option \"--frobnicate\""),
    ExplainUsageCase(arguments: ["SCENE", "--at", "1,1", "--json=yes"], message: "--json takes no value"),
    ExplainUsageCase(arguments: ["SCENE", "other.json", "--at", "1,1"], message: "unexpected argument \"other.json\""),
    ExplainUsageCase(
        arguments: ["SCENE", "--at", "1,1", "--window", "nope"], message: "--window \"nope\": no such view"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "1,1", "--window", "button"], message: "not a window"),
    ExplainUsageCase(
        arguments: ["SCENE", "--at", "1,1", "--window", "root", "--window", "root"], message: "more than once"),
    ExplainUsageCase(arguments: ["SCENE", "--at", "1,1", "--max-visits", "-1"], message: "expected a whole number"),
    ExplainUsageCase(arguments: ["/nonexistent/scene.json", "--at", "1,1"], message: "no such file"),
    ExplainUsageCase(arguments: ["/tmp", "--at", "1,1"], message: "is a directory"),
]

@MainActor
@Suite("explain command")
struct ExplainCommandTests {
    static let smallScene = """
        {"views": [{"id": "root", "frame": [0, 0, 100, 100],
          "children": [{"id": "button", "class": "UIButton", "frame": [10, 10, 20, 20]}]}]}
        """

    @Test("Usage errors exit 2 with a message on standard error", arguments: usageCases)
    func usageErrors(_ usage: ExplainUsageCase) throws {
        try withSceneFile(Self.smallScene) { path in
            let arguments = usage.arguments.map { $0 == "SCENE" ? path : $0 }
            let run = sceneToolRun(["explain"] + arguments)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains(usage.message), "\(run.errors)")
        }
    }

    @Test("Options may use --name=value and come before the scene file")
    func optionForms() throws {
        try withSceneFile(Self.smallScene) { path in
            let results = try sceneExplainJSON(path, ["--at=15,15", "--window=root", "--max-visits=0"])
            #expect(results.first?["hit"] as? String == "button")
            let run = sceneToolRun(["explain", "--at", "-5,-5", "--json", "--", path])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("\"hit\": null"))
        }
    }

    @Test("--json output parses and has the documented shape")
    func jsonShape() throws {
        let results = try sceneExplainJSON(
            sceneExamplePath("transparent-overlay"), ["--at", "160,225", "--at", "1,1", "--at", "400,-3"])
        #expect(results.count == 3)
        for result in results {
            #expect(result["point"] is [Double])
            #expect(result["window"] as? String == "root")
            #expect(result["hit"] is String || result["hit"] is NSNull)
            #expect(result["chain"] is [String])
            #expect(result["omittedVisits"] as? Int == 0)
            #expect(result["why"] is [[String: Any]])
            let visits = try #require(result["visits"] as? [[String: Any]])
            #expect(!visits.isEmpty)
            for visit in visits {
                #expect(visit["view"] is String)
                #expect(visit["depth"] is Int)
                #expect(visit["verdict"] is String)
                #expect(visit["reason"] is String)
                if visit["step"] as? String == "returned" {
                    #expect(visit["returned"] is String || visit["returned"] is NSNull)
                } else {
                    #expect(visit["step"] as? String == "visit")
                    #expect(visit["accepted"] is Bool)
                    #expect((visit["point"] as? [Double])?.count == 2)
                }
            }
        }
        #expect(results[0]["point"] as? [Double] == [160, 225])
        #expect(results[1]["point"] as? [Double] == [1, 1])
        #expect(results[1]["hit"] as? String == "root")  // the pass-through overlay passes it to the window
        #expect(results[2]["hit"] is NSNull)  // outside the window: nothing is hit (TD-3)
        #expect(results[2]["chain"] as? [String] == [])
    }

    @Test("JSON keys come in a stable order and strings are escaped")
    func jsonOrderAndEscaping() throws {
        let scene = """
            {"views": [{"id": "win \\"1\\"\\n", "frame": [0, 0, 10, 10], "children": [
              {"id": "tab\\tview", "frame": [0, 0, 5, 5]}]}]}
            """
        try withSceneFile(scene) { path in
            let run = sceneToolRun(["explain", path, "--at", "1,1", "--json"])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("{\"results\": [\n  {\"point\": [1, 1], \"window\": \"win \\\"1\\\"\\n\""))
            let keys = [
                "\"point\"", "\"window\"", "\"hit\"", "\"chain\"", "\"visits\"", "\"omittedVisits\"", "\"why\"",
            ]
            let positions = keys.compactMap { run.output.range(of: $0)?.lowerBound }
            #expect(positions.count == keys.count)
            #expect(positions == positions.sorted())
            let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
            let results = try #require(object?["results"] as? [[String: Any]])
            #expect(results[0]["hit"] as? String == "tab\tview")
        }
    }

    @Test("Several --at points give one result each, in order")
    func severalPoints() throws {
        try withSceneFile(Self.smallScene) { path in
            let results = try sceneExplainJSON(path, ["--at", "15,15", "--at", "50,50", "--at", "200,200"])
            #expect(results.map { $0["hit"] as? String } == ["button", "root", nil])
            let run = sceneToolRun(["explain", path, "--at", "15,15", "--at", "50,50"])
            #expect(run.output.components(separatedBy: "point (").count == 3)
        }
    }

    @Test("HT-5: a view's min edges are inside and its max edges outside")
    func edges() throws {
        try withSceneFile(Self.smallScene) { path in
            let results = try sceneExplainJSON(path, ["--at", "10,10", "--at", "29.999,29.999", "--at", "30,20"])
            #expect(results.map { $0["hit"] as? String } == ["button", "button", "root"])
        }
    }

    @Test("SP-16: a parent with userInteractionEnabled false disables an enabled button")
    func disabledParent() throws {
        let scene = """
            {"views": [{"id": "root", "frame": [0, 0, 100, 100], "children": [
              {"id": "panel", "frame": [0, 0, 100, 100], "userInteractionEnabled": false, "children": [
                {"id": "button", "class": "UIButton", "frame": [10, 10, 20, 20], "userInteractionEnabled": true}]}]}]}
            """
        try withSceneFile(scene) { path in
            let result = try #require(try sceneExplainJSON(path, ["--at", "15,15"]).first)
            #expect(result["hit"] as? String == "root")
            let why = try #require(result["why"] as? [[String: Any]])
            #expect(why.map { $0["cause"] as? String } == ["interactionDisabled", "ancestorInteractionDisabled"])
            let run = sceneToolRun(["explain", path, "--at", "15,15"])
            #expect(run.output.contains("why not button: its superview panel has userInteractionEnabled false"))
            #expect(run.output.contains("(HT-4, SP-16)"))
        }
    }

    @Test("HT-4: a hidden or transparent ancestor removes its whole subtree")
    func excludedAncestors() throws {
        let scene = """
            {"views": [{"id": "root", "frame": [0, 0, 100, 100], "children": [
              {"id": "a", "frame": [0, 0, 50, 100], "hidden": true, "children": [
                {"id": "aButton", "frame": [0, 0, 50, 50]}]},
              {"id": "b", "frame": [50, 0, 50, 100], "alpha": 0.01, "children": [
                {"id": "bButton", "frame": [0, 0, 50, 50]}]}]}]}
            """
        try withSceneFile(scene) { path in
            let results = try sceneExplainJSON(path, ["--at", "10,10", "--at", "60,10"])
            #expect(results.map { $0["hit"] as? String } == ["root", "root"])
            let causes = results.map { result in
                (result["why"] as? [[String: Any]] ?? []).map { "\($0["view"] ?? ""):\($0["cause"] ?? "")" }
            }
            #expect(causes[0] == ["a:hidden", "aButton:ancestorHidden"])
            #expect(causes[1] == ["b:transparent", "bButton:ancestorTransparent"])
        }
    }

    @Test("RC-2, RC-3: a nested controller's root view forwards to its controller, then to its superview")
    func nestedController() throws {
        let scene = """
            {"views": [{"id": "root", "frame": [0, 0, 100, 100], "children": [
              {"id": "container", "frame": [0, 0, 100, 100], "viewController": "Parent", "children": [
                {"id": "childRoot", "frame": [0, 0, 50, 50], "viewController": "Child", "children": [
                  {"id": "label", "class": "UILabel", "frame": [0, 0, 10, 10]}]}]}]}]}
            """
        try withSceneFile(scene) { path in
            let result = try #require(try sceneExplainJSON(path, ["--at", "5,5"]).first)
            #expect(result["hit"] as? String == "childRoot")  // HT-11: the label is not interactive
            #expect(
                result["chain"] as? [String] == [
                    "childRoot", "UIViewController(Child)", "container", "UIViewController(Parent)", "root",
                    "UIApplication",
                ])
        }
    }

    @Test("HT-7: passThrough and hitAreaOutset work together on one view")
    func passThroughWithOutset() throws {
        let scene = """
            {"views": [{"id": "root", "frame": [0, 0, 200, 200], "children": [
              {"id": "back", "frame": [0, 0, 200, 200]},
              {"id": "strip", "frame": [50, 50, 100, 20], "passThrough": true, "hitAreaOutset": 10, "children": [
                {"id": "knob", "frame": [0, -5, 10, 10]}]}]}]}
            """
        try withSceneFile(scene) { path in
            // (55, 47) is above the strip, in its enlarged area, and in the knob, which pokes out of the strip.
            let results = try sceneExplainJSON(path, ["--at", "55,47", "--at", "120,60"])
            #expect(results[0]["hit"] as? String == "knob")
            #expect(results[1]["hit"] as? String == "back")  // the strip passes its own area through
        }
    }

    @Test("A root declared with another class is still a window, with that class's defaults")
    func rootWithOtherClass() throws {
        let scene = """
            {"views": [{"id": "root", "class": "UIImageView", "frame": [0, 0, 100, 100],
              "children": [{"id": "button", "class": "UIButton", "frame": [0, 0, 50, 50]}]}]}
            """
        try withSceneFile(scene) { path in
            let result = try #require(try sceneExplainJSON(path, ["--at", "10,10"]).first)
            #expect(result["hit"] is NSNull)
            let run = sceneToolRun(["explain", path, "--at", "10,10"])
            #expect(run.output.contains("reject root at (10, 10): user interaction disabled (the UIImageView default"))
            let enabled = scene.replacingOccurrences(
                of: "\"UIImageView\",", with: "\"UIImageView\", \"userInteractionEnabled\": true,")
            try withSceneFile(enabled) { enabledPath in
                let run = sceneToolRun(["explain", enabledPath, "--at", "60,60"])
                #expect(run.output.contains("hit view: root (UIWindow, declared UIImageView)"))
            }
        }
    }

    @Test("Bad scenes exit 2 with the JSON path of the problem")
    func badSceneThroughCommand() throws {
        let scene = """
            {"views": [{"id": "root", "frame": [0, 0, 100, 100], "children": [
              {"id": "a", "frame": [0, 0, 1, 1]}, {"id": "b", "frame": [0, 0, 1, 1]}, {"id": "c", "frame": [0, 0, 1, 1]},
              {"id": "d", "frame": [0, 0, 1]}]}]}
            """
        try withSceneFile(scene) { path in
            let run = sceneToolRun(["explain", path, "--at", "1,1"])
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains("\(path): views[0].children[3].frame: expected 4 numbers"))
        }
    }

    @Test("HT-1: a scene nested 2,000 levels deep gives the deepest view and the whole chain")
    func deepValidScene() throws {
        try withSceneFile(sceneDeepChain(levels: 2_000)) { path in
            let result = try #require(try sceneExplainJSON(path, ["--at", "5,5"]).first)
            #expect(result["hit"] as? String == "v1999")
            let chain = try #require(result["chain"] as? [String])
            #expect(chain.count == 2_001)
            #expect(chain.first == "v1999")
            #expect(chain.suffix(2) == ["v0", "UIApplication"])
            let visits = try #require(result["visits"] as? [[String: Any]])
            #expect(visits.count == 4_000)  // a visit and a return per level
            let text = sceneToolRun(["explain", path, "--at", "5,5"]).output
            #expect(text.contains("[depth 1999] enter v1999 at (5, 5): point inside"))
            #expect(text.contains("… 1961 more …"))  // the text chain is shortened
        }
    }

    @Test("A scene nested deeper than 10,000 levels is refused with its path")
    func tooDeepScene() throws {
        try withSceneFile(sceneDeepChain(levels: 10_001)) { path in
            let run = sceneToolRun(["explain", path, "--at", "5,5"])
            #expect(run.status == 2)
            #expect(run.errors.contains("views nest deeper than 10000 levels"))
            #expect(run.errors.contains(": views[0].children[0].children[0]"))
            #expect(run.errors.contains("more components"))  // the path is shortened
            #expect(run.errors.count < 1_000)
        }
    }

    @Test("JSON nested 100,000 levels deep is refused with a clear message")
    func hostileNesting() throws {
        try withSceneFile(sceneDeepChain(levels: 100_000)) { path in
            let run = sceneToolRun(["explain", path, "--at", "5,5"])
            #expect(run.status == 2)
            #expect(run.errors.contains("the JSON nests deeper than 25000 levels"))
            #expect(run.errors.contains("at most 10000 levels of views"))
            #expect(run.errors.count < 1_000)
        }
        let brackets = String(repeating: "[", count: 100_000)
        try withSceneFile("{\"views\": " + brackets) { path in
            let run = sceneToolRun(["explain", path, "--at", "5,5"])
            #expect(run.status == 2)
            #expect(run.errors.contains("the JSON nests deeper than 25000 levels"))
        }
    }

    @Test("A large scene file (5 MB here; 50 MB is checked with the release binary) gives a correct answer")
    func largeScene() throws {
        var text = "{\"views\": [{\"id\": \"root\", \"frame\": [0, 0, 320, 480], \"children\": ["
        var count = 0
        while text.utf8.count < 5_000_000 {
            if count > 0 { text += "," }
            text += "{\"id\": \"w\(count)\", \"class\": \"UIButton\", \"frame\": [\(count % 300), 0, 10, 10]}"
            count += 1
        }
        text += "]}]}"
        try withSceneFile(text) { path in
            let results = try sceneExplainJSON(path, ["--at", "5,5", "--at", "319,479"])
            // The front-most button containing (5, 5) is the last one whose x is in 0...5.
            let last = (0..<count).last { ($0 % 300) <= 5 } ?? -1
            #expect(results[0]["hit"] as? String == "w\(last)")
            #expect(results[1]["hit"] as? String == "root")
            let omitted = try #require(results[1]["omittedVisits"] as? Int)
            #expect(omitted == 2 * count + 2 - ExplainOptions.defaultMaxVisits)
            #expect((results[1]["visits"] as? [[String: Any]])?.count == ExplainOptions.defaultMaxVisits)
            #expect((results[0]["why"] as? [[String: Any]])?.count == 10)
            #expect((results[0]["omittedWhy"] as? Int ?? 0) > 0)
        }
    }

    @Test("A file over 64 MiB is refused before it is read")
    func oversizedFile() throws {
        let directory = try sceneTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(SceneLoader.maximumFileSize) + 1)  // sparse: no disk used
        try handle.close()
        let run = sceneToolRun(["explain", file.path, "--at", "1,1"])
        #expect(run.status == 2)
        #expect(run.errors.contains("are limited to 67108864 bytes"))
    }

    @Test("--max-visits keeps the start and the end of a long walk")
    func maxVisits() throws {
        let children = (0..<50).map { "{\"id\": \"c\($0)\", \"frame\": [0, 0, 1, 1]}" }.joined(separator: ",")
        let scene = "{\"views\": [{\"id\": \"root\", \"frame\": [0, 0, 100, 100], \"children\": [\(children)]}]}"
        try withSceneFile(scene) { path in
            let result = try #require(try sceneExplainJSON(path, ["--at", "50,50", "--max-visits", "10"]).first)
            let visits = try #require(result["visits"] as? [[String: Any]])
            #expect(visits.count == 10)
            #expect(result["omittedVisits"] as? Int == 102 - 10)
            #expect(result["omittedVisitsAfter"] as? Int == 5)
            #expect(visits.first?["view"] as? String == "root")
            #expect(visits.last?["view"] as? String == "root")  // the window's return comes last
            let text = sceneToolRun(["explain", path, "--at", "50,50", "--max-visits", "10"]).output
            #expect(text.contains("… 92 more hit-test steps omitted"))
            let all = try #require(try sceneExplainJSON(path, ["--at", "50,50", "--max-visits", "0"]).first)
            #expect((all["visits"] as? [[String: Any]])?.count == 102)
        }
    }

    @Test("Explaining runs real touches and leaves none behind (HT-13)")
    func sessionLeavesNoTouches() throws {
        let scene = try SceneLoader.load(bytes: Array(Self.smallScene.utf8))
        let session = ExplainSession(scene: scene)
        let first = try session.explain(.init(x: 15, y: 15), windowIndex: 0)
        let second = try session.explain(.init(x: 15, y: 15), windowIndex: 0)
        #expect(first.hitIndex == scene.index(ofID: "button"))
        #expect(second.hitIndex == first.hitIndex)
        #expect(first.steps == second.steps)
        #expect(session.built.application.tracer == nil)
    }
}
