// Tests for `SceneLoader` and `ScenePath`: the scene format, its defaults and every class of bad scene.
//
// Invariants checked here: a valid scene loads into the documented model with class defaults applied; every bad
// scene fails with a `SceneError` whose path names the offending value and whose message says what is wrong.

import Foundation
import ResponderKit
import ResponderKitScenes
import Testing

/// One invalid scene and the error it must produce.
struct BadSceneCase: Sendable, CustomTestStringConvertible {
    var json: String
    var path: String
    var message: String

    init(_ json: String, _ path: String, _ message: String) {
        self.json = json
        self.path = path
        self.message = message
    }

    var testDescription: String { "\(path): \(message)" }
}

/// `{"views": [ROOT]}` where ROOT is a window with the given extra keys and children.
private func scene(root: String = "", children: [String] = []) -> String {
    let extra = root.isEmpty ? "" : ", " + root
    return "{\"views\": [{\"id\": \"root\", \"frame\": [0, 0, 100, 100]\(extra), \"children\": ["
        + children.joined(separator: ", ") + "]}]}"
}

/// A child view with the given keys after its id.
private func view(_ id: String, _ keys: String = "\"frame\": [0, 0, 10, 10]") -> String {
    "{\"id\": \"\(id)\", \(keys)}"
}

private let badScenes: [BadSceneCase] = [
    // Document structure.
    BadSceneCase("[]", "", "expected a JSON object with a \"views\" array, got an array"),
    BadSceneCase("{}", "", "missing required key \"views\""),
    BadSceneCase("{\"views\": []}", "views", "expected at least one view"),
    BadSceneCase("{\"views\": {}}", "views", "expected an array of views, got an object"),
    BadSceneCase("{\"views\": [1]}", "views[0]", "expected a view object, got a number"),
    BadSceneCase("{\"views\": [], \"colour\": 1}", "colour", "unknown key"),
    BadSceneCase("{\"description\": 3, \"views\": []}", "description", "expected a string, got a number"),
    // JSON syntax, including what JSON cannot express (NaN) and duplicate keys (caught by the parser).
    BadSceneCase("{\"views\": [NaN]}", "views", "invalid JSON at line 1, column 12: expected a value"),
    BadSceneCase("{\"views\": [{\"id\": \"a\", \"id\": \"b\"}]}", "views[0]", "duplicate key \"id\""),
    BadSceneCase("{\"views\": [{\"frame\": [0, 0, 1e999, 1]}]}", "views[0].frame", "number out of range"),
    // Required keys and types.
    BadSceneCase("{\"views\": [{\"frame\": [0, 0, 1, 1]}]}", "views[0]", "missing required key \"id\""),
    BadSceneCase("{\"views\": [{\"id\": \"a\"}]}", "views[0]", "missing required key \"frame\""),
    BadSceneCase(scene(children: ["{\"frame\": [0, 0, 1, 1]}"]), "views[0].children[0]", "missing required key \"id\""),
    BadSceneCase(scene(children: ["7"]), "views[0].children[0]", "expected a view object, got a number"),
    BadSceneCase(scene(children: [view("a", "\"id\": 5")]), "views[0].children[0]", "duplicate key \"id\""),
    BadSceneCase(
        "{\"views\": [{\"id\": 5, \"frame\": [0, 0, 1, 1]}]}", "views[0].id", "expected a string, got a number"),
    BadSceneCase(
        "{\"views\": [{\"id\": \"\", \"frame\": [0, 0, 1, 1]}]}", "views[0].id", "expected a non-empty string"),
    BadSceneCase(scene(root: "\"children\": 3"), "views[0]", "duplicate key \"children\""),
    BadSceneCase(
        "{\"views\": [{\"id\": \"r\", \"frame\": [0, 0, 1, 1], \"children\": {}}]}", "views[0].children",
        "expected an array of views, got an object"),
    // Frames and other geometry.
    BadSceneCase(
        scene(children: [view("a"), view("b"), view("c"), view("d", "\"frame\": [0, 0, 1]")]),
        "views[0].children[3].frame", "expected 4 numbers [x, y, width, height], got 3 values"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": \"big\"")]), "views[0].children[0].frame", "expected 4 numbers"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, \"1\", 2, 3]")]), "views[0].children[0].frame[1]",
        "expected 4 numbers [x, y, width, height], got a string"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [1e308, 0, 2, 3]")]), "views[0].children[0].frame[0]",
        "1e+308 is out of range (geometry must be within ±1000000)"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1000001, 3]")]), "views[0].children[0].frame[2]",
        "1000001 is out of range"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, -1, 3]")]), "views[0].children[0].frame[2]",
        "width must not be negative"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1, 1], \"boundsOrigin\": [1]")]),
        "views[0].children[0].boundsOrigin", "expected 2 numbers [x, y], got 1 value"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1, 1], \"boundsOrigin\": [1, -1e308]")]),
        "views[0].children[0].boundsOrigin[1]", "out of range"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1, 1], \"transform\": [1, 0, 0, 1, 0]")]),
        "views[0].children[0].transform", "expected 6 numbers [a, b, c, d, tx, ty], got 5 values"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1, 1], \"transform\": [1, 0, 0, 1, 2e6, 0]")]),
        "views[0].children[0].transform[4]", "2000000 is out of range"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1, 1], \"hitAreaOutset\": \"big\"")]),
        "views[0].children[0].hitAreaOutset", "expected a number, got a string"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1, 1], \"hitAreaOutset\": 1e308")]),
        "views[0].children[0].hitAreaOutset", "out of range"),
    BadSceneCase(scene(root: "\"alpha\": \"1\""), "views[0].alpha", "expected a number, got a string"),
    // Booleans and strings.
    BadSceneCase(scene(root: "\"hidden\": 1"), "views[0].hidden", "expected true or false, got a number"),
    BadSceneCase(scene(root: "\"userInteractionEnabled\": null"), "views[0].userInteractionEnabled", "got null"),
    BadSceneCase(scene(root: "\"clipsToBounds\": \"yes\""), "views[0].clipsToBounds", "expected true or false"),
    BadSceneCase(scene(root: "\"passThrough\": []"), "views[0].passThrough", "got an array"),
    BadSceneCase(scene(root: "\"class\": \"\""), "views[0].class", "expected a non-empty string"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1, 1], \"class\": \"UIWindow\"")]),
        "views[0].children[0].class", "UIWindow is only allowed on a root view"),
    BadSceneCase(
        scene(root: "\"viewController\": \"Main\""), "views[0].viewController",
        "a root is a window and cannot be a view controller's root view"),
    // Unknown keys, including one that needs quoting in the path.
    BadSceneCase(scene(root: "\"colour\": \"red\""), "views[0].colour", "unknown key (a view may have: id, class"),
    BadSceneCase(
        scene(children: [view("a", "\"frame\": [0, 0, 1, 1], \"my key\": 1")]), "views[0].children[0][\"my key\"]",
        "unknown key"),
    // Duplicates name both paths.
    BadSceneCase(
        scene(children: [view("a"), view("b", "\"frame\": [0, 0, 1, 1], \"children\": [\(view("a"))]")]),
        "views[0].children[1].children[0].id", "duplicate id \"a\" (also used at views[0].children[0].id)"),
    BadSceneCase(
        "{\"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1]}, {\"id\": \"a\", \"frame\": [0, 0, 1, 1]}]}",
        "views[1].id", "duplicate id \"a\" (also used at views[0].id)"),
    BadSceneCase(
        scene(children: [
            view("a", "\"frame\": [0, 0, 1, 1], \"viewController\": \"Main\""),
            view("b", "\"frame\": [0, 0, 1, 1], \"viewController\": \"Main\""),
        ]),
        "views[0].children[1].viewController",
        "duplicate view controller name \"Main\" (also used at views[0].children[0].viewController)"),
    // Gesture recognizers: an array of known names; an unknown one is reported at its element.
    BadSceneCase(
        scene(children: [
            view("a"), view("b", "\"frame\": [0, 0, 1, 1], \"gestureRecognizers\": [\"tap\", \"pan\", \"tapp\"]"),
        ]),
        "views[0].children[1].gestureRecognizers[2]",
        "unknown recognizer \"tapp\" (known: tap, doubleTap, longPress, pan, swipe, pinch, rotation, screenEdgePan)"),
    BadSceneCase(
        scene(root: "\"gestureRecognizers\": \"tap\""), "views[0].gestureRecognizers",
        "expected an array of recognizer names (tap, doubleTap"),
    BadSceneCase(
        scene(root: "\"gestureRecognizers\": [\"tap\", 3]"), "views[0].gestureRecognizers[1]",
        "expected a recognizer name (tap, doubleTap, longPress, pan, swipe, pinch, rotation, screenEdgePan), got a number"
    ),
    BadSceneCase(
        scene(root: "\"gestureRecognizers\": [\"\"]"), "views[0].gestureRecognizers[0]", "unknown recognizer \"\""),
    BadSceneCase(
        scene(root: "\"gestureRecognizers\": [\"Tap\"]"), "views[0].gestureRecognizers[0]", "unknown recognizer \"Tap\""
    ),
]

@Suite("SceneLoader")
struct SceneLoaderTests {
    @Test("Every bad scene fails with the JSON path of the problem", arguments: badScenes)
    func badScene(_ bad: BadSceneCase) {
        do {
            _ = try SceneLoader.load(bytes: Array(bad.json.utf8))
            Issue.record("\(bad.json) loaded")
        } catch {
            #expect(error.path == bad.path, "\(error)")
            #expect(error.message.contains(bad.message), "\(error)")
            #expect(error.description == (bad.path.isEmpty ? error.message : "\(bad.path): \(error.message)"))
        }
    }

    @Test("A valid scene loads in document pre-order with the class defaults (HT-11)")
    func defaults() throws {
        let json = """
            {"description": "demo", "views": [
              {"id": "root", "frame": [0, 0, 320, 480], "children": [
                {"id": "label", "class": "UILabel", "frame": [0, 0, 10, 10]},
                {"id": "image", "class": "UIImageView", "frame": [0, 0, 10, 10], "userInteractionEnabled": true,
                 "children": [{"id": "button", "class": "UIButton", "frame": [1, 2, 3, 4], "alpha": 1e308,
                   "transform": [2, 0, 0, 2, 0, 0], "boundsOrigin": [5, 6], "hitAreaOutset": -2,
                   "passThrough": true, "clipsToBounds": true, "hidden": true, "viewController": "VC"}]},
                {"id": "custom", "class": "MyFancyView", "frame": [0, 0, 10, 10]}]},
              {"id": "second", "class": "UIWindow", "frame": [0, 0, 10, 10]}]}
            """
        let scene = try SceneLoader.load(bytes: Array(json.utf8))
        #expect(scene.summary == "demo")
        #expect(scene.views.map(\.id) == ["root", "label", "image", "button", "custom", "second"])
        #expect(scene.roots == [0, 5])
        #expect(scene.deepestLevel == 2)
        let root = scene.views[0]
        #expect(root.className == "UIWindow")
        #expect(root.isRoot)
        #expect(root.children == [1, 2, 4])
        #expect(scene.views[1].effectiveUserInteractionEnabled == false)
        #expect(scene.views[2].effectiveUserInteractionEnabled == true)
        #expect(scene.views[4].className == "MyFancyView")
        #expect(scene.views[4].effectiveUserInteractionEnabled == true)
        let button = scene.views[3]
        #expect(button.parent == 2)
        #expect(button.level == 2)
        #expect(button.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(button.alpha == 1e308)  // alpha may be any finite number
        #expect(button.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        #expect(button.boundsOrigin == CGPoint(x: 5, y: 6))
        #expect(button.hitAreaOutset == -2)
        #expect(button.passThrough && button.clipsToBounds && button.isHidden)
        #expect(button.viewController == "VC")
        #expect(scene.index(ofID: "button") == 3)
        #expect(scene.path(of: 3) == "views[0].children[1].children[0]")
        #expect(scene.rootIndex(of: 3) == 0)
        #expect(scene.rootIndex(of: 5) == 5)
    }

    @Test("gestureRecognizers lists recognizer kinds in order, repeats allowed; the default is none")
    func gestureRecognizerKinds() throws {
        let json = scene(
            root: "\"gestureRecognizers\": []",
            children: [
                view(
                    "card", "\"frame\": [0, 0, 10, 10], \"gestureRecognizers\": [\"doubleTap\", \"tap\", \"doubleTap\"]"
                ),
                view("plain"),
            ])
        let loaded = try SceneLoader.load(bytes: Array(json.utf8))
        #expect(loaded.views.map(\.gestureRecognizers) == [[], [.doubleTap, .tap, .doubleTap], []])
        #expect(loaded.views[1].gestureRecognizerNames == ["card.doubleTap", "card.tap", "card.doubleTap#2"])
        #expect(SceneLoader.viewKeys.contains("gestureRecognizers"))
        let every = SceneGestureRecognizerKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let all = try SceneLoader.load(bytes: Array(scene(root: "\"gestureRecognizers\": [\(every)]").utf8))
        #expect(all.views[0].gestureRecognizers == SceneGestureRecognizerKind.allCases)
        #expect(all.views[0].gestureRecognizerNames.first == "root.tap")
    }

    @Test("Views may nest 10,000 levels but not 10,001")
    func nestingLimit() throws {
        let deepest = try SceneLoader.load(bytes: Array(sceneDeepChain(levels: Scene.maximumLevels).utf8))
        #expect(deepest.deepestLevel == Scene.maximumLevels - 1)
        #expect(throws: SceneError.self) {
            try SceneLoader.load(bytes: Array(sceneDeepChain(levels: Scene.maximumLevels + 1).utf8))
        }
    }

    @Test("A scene may have 1,000 windows but not 1,001")
    func windowLimit() throws {
        func roots(_ count: Int) -> [UInt8] {
            let views = (0..<count).map { "{\"id\": \"w\($0)\", \"frame\": [0, 0, 1, 1]}" }
            return Array(("{\"views\": [" + views.joined(separator: ",") + "]}").utf8)
        }
        #expect(try SceneLoader.load(bytes: roots(Scene.maximumWindows)).roots.count == Scene.maximumWindows)
        #expect(
            throws: SceneError(
                path: "views[1000]", message: "a scene may have at most 1000 root views (each one is a window)")
        ) {
            try SceneLoader.load(bytes: roots(Scene.maximumWindows + 1))
        }
    }

    @Test("Long paths are shortened in the middle; short ones are kept")
    func pathAbbreviation() {
        #expect(ScenePath.format([.key("views"), .index(0), .key("frame")]) == "views[0].frame")
        #expect(ScenePath.format([.key("views"), .index(0), .key("a b")]) == "views[0][\"a b\"]")
        let long = [ScenePath.Component.key("views")] + (0..<50).map { ScenePath.Component.index($0) }
        let text = ScenePath.format(long)
        #expect(text.hasPrefix("views[0][1][2]"))
        #expect(text.hasSuffix("[48][49]"))
        #expect(text.contains("[… 31 more components …]"))
        #expect(ScenePath.abbreviate("views[0][\"x.y[\"].frame") == "views[0][\"x.y[\"].frame")
        let parsed = "views[0]" + String(repeating: ".children[0]", count: 30)
        #expect(ScenePath.abbreviate(parsed).contains("more components"))
    }
}
