// `responderkit explain` on UIKit view dumps: detection by content, ids, short ids, overrides a dump cannot show,
// and bad input (unreadable lines, binary data, a dump with no view).
import Foundation
import ResponderKitScenes
import Testing

/// The path of the bundled view dump `name` (without `.txt`).
func dumpExamplePath(_ name: String) -> String {
    sceneExamplesDirectory().appendingPathComponent("dumps").appendingPathComponent(name + ".txt").path
}

@MainActor
@Suite("explain: view dumps")
struct ExplainDumpTests {
    static let login = dumpExamplePath("login-screen")
    static let card = dumpExamplePath("photo-card")

    @Test("HT-1, HT-16: a real-shaped dump (wrapped line, nested values, scroll offset) is explained like a scene")
    func loginDumpIsExplained() throws {
        let run = sceneToolRun(["explain", Self.login, "--at", "195,315"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
        // The button sits at 91 (scroll view) + 100 (stack view) - 40 (content offset) + 152 = 303 in the window.
        #expect(run.output.contains("hit view: UIButton:0x7fa1c2f08450\n"))
        #expect(run.output.contains("UIButton:0x7fa1c2f08450 sends touchDown"))
        #expect(run.output.contains("-> MyApp.LoginView:0x7fa1c2f06230 ->"))
    }

    @Test("The same point misses the button 10 points lower, where the nearly transparent toast lies over it")
    func loginDumpScrollOffsetMatters() throws {
        let run = sceneToolRun(["explain", Self.login, "--at", "195,340", "--json"])
        #expect(run.status == 0)
        let results = try explainJSONResults(run.output)
        #expect(results[0]["hit"] as? String == "MyApp.ToastView:0x7fa1c2f0b670")
    }

    @Test("Swift's po output (Optional(\"…\")) is read too; --short-ids names views by what is unique")
    func shortIDs() throws {
        let run = sceneToolRun(["explain", Self.card, "--at", "300,245", "--short-ids", "--json"])
        #expect(run.status == 0, "\(run.errors)")
        let results = try explainJSONResults(run.output)
        #expect(results[0]["window"] as? String == "UIView")
        #expect(results[0]["hit"] as? String == "UIView")  // the image view disables the button inside it
        let why = try #require(results[0]["why"] as? [[String: Any]])
        #expect(
            why.contains {
                $0["view"] as? String == "UIButton" && $0["cause"] as? String == "ancestorInteractionDisabled"
            })
        let full = sceneToolRun(["explain", Self.card, "--at", "300,245", "--json"])
        #expect(try explainJSONResults(full.output)[0]["hit"] as? String == "UIView:0x7fb3e1c0a200")
    }

    @Test("Short ids keep the fewest address digits that tell views of one class apart")
    func shortIDsOfSameClass() throws {
        let dump = """
            <UIWindow: 0x10; frame = (0 0; 100 100)>
               | <UIView: 0x7f00aa1; frame = (0 0; 10 10)>
               | <UIView: 0x7f00ba1; frame = (0 0; 10 10)>
               | <UIView: 0x7f00bb2; frame = (0 0; 10 10)>
               | <UILabel: 0x7f00cc3; frame = (0 0; 10 10)>
            """
        let scene = try ExplainInput.read(bytes: Data(dump.utf8)).scene
        #expect(scene.shortIDs() == ["UIWindow", "UIView:aa1", "UIView:ba1", "UIView:bb2", "UILabel"])
        let clash = try ExplainInput.read(bytes: Data((dump + "\n   | <UIView: 0x99aa1; frame = (0 0; 1 1)>").utf8))
        #expect(clash.scene.shortIDs()[1] == "UIView:0aa1")
        #expect(clash.scene.shortIDs()[5] == "UIView:9aa1")
    }

    @Test("HT-7: --pass-through makes a view a dump shows pass the touch to what is behind it")
    func passThrough() throws {
        let covered = sceneToolRun(["explain", Self.login, "--at", "195,340", "--json"])
        #expect(try explainJSONResults(covered.output)[0]["hit"] as? String == "MyApp.ToastView:0x7fa1c2f0b670")
        let run = sceneToolRun([
            "explain", Self.login, "--at", "195,340", "--json", "--pass-through", "MyApp.ToastView:0x7fa1c2f0b670",
        ])
        #expect(run.status == 0)
        #expect(try explainJSONResults(run.output)[0]["hit"] as? String == "UIButton:0x7fa1c2f08450")
    }

    @Test("SP-3: --hit-outset enlarges a small button's point(inside:with:), also for JSON scenes")
    func hitOutset() throws {
        let outside = sceneToolRun(["explain", Self.card, "--at", "47,302", "--short-ids", "--json"])
        #expect(try explainJSONResults(outside.output)[0]["hit"] as? String == "UIView")
        let run = sceneToolRun([
            "explain", Self.card, "--at", "47,302", "--short-ids", "--json", "--hit-outset", "MyApp.LikeButton=10",
        ])
        #expect(try explainJSONResults(run.output)[0]["hit"] as? String == "MyApp.LikeButton")
        try withSceneFile(ExplainCommandTests.smallScene) { path in
            let json = sceneToolRun(["explain", path, "--at", "35,20", "--json", "--hit-outset=button=6"])
            let hit = try explainJSONResults(json.output)[0]["hit"] as? String
            #expect(hit == "button")
        }
    }

    @Test("A dump with unreadable lines: each is reported with its line number, the rest is used, exit 2")
    func unreadableLines() throws {
        let dump = """
            <UIWindow: 0x10; frame = (0 0; 100 100)>
            (lldb) garbage that is not a view
               |    |    | <UIButton: 0x20; frame = (10 10; 50 50)>
               | <UIView: 0x30; frame = (0 0; 5
            """
        try withSceneFile(dump) { path in
            let run = sceneToolRun(["explain", path, "--at", "20,20"])
            #expect(run.status == 2)
            #expect(run.errors.contains("\(path):3: could not be read: depth 3 follows depth 0"))
            #expect(run.errors.contains("\(path):4: could not be read:"))
            #expect(run.errors.contains("--allow-unparsed"))
            #expect(run.output.contains("hit view: UIButton:0x20"))  // attached below the window, still used
            let allowed = sceneToolRun(["explain", path, "--at", "20,20", "--allow-unparsed"])
            #expect(allowed.status == 0)
            #expect(allowed.output == run.output)
        }
    }

    @Test("Binary data, an empty file and text without a view line are refused with a clear error, exit 2")
    func notADump() throws {
        let cases: [(Data, String)] = [
            (Data([0x3C, 0x55, 0x00, 0x01, 0xFF, 0x0A]), "line 1: binary data"),
            (Data(), "unexpected end of input"),
            (Data("hello\nworld\n".utf8), "no view line"),
            (Data("   \n\t\n".utf8), "unexpected end of input"),
        ]
        let directory = try sceneTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (offset, (bytes, message)) in cases.enumerated() {
            let file = directory.appendingPathComponent("dump\(offset).txt")
            try bytes.write(to: file)
            let run = sceneToolRun(["explain", file.path, "--at", "1,1"])
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains(message), "\(run.errors)")
        }
    }

    @Test("Option ids that name no view are usage errors, exit 2, listing ids that exist")
    func unknownIDs() throws {
        for option in [["--expect", "UIButton:0x1"], ["--pass-through", "nope"], ["--hit-outset", "nope=3"]] {
            let run = sceneToolRun(["explain", Self.login, "--at", "1,1"] + option)
            #expect(run.status == 2)
            #expect(run.errors.contains("no such view (ids look like \"UIWindow:0x7fa1c2d04a30\""), "\(run.errors)")
        }
        for bad in ["x", "=3", "a=", "a=nan", "a=1e9"] {
            let run = sceneToolRun(["explain", Self.login, "--at", "1,1", "--hit-outset", bad])
            #expect(run.status == 2)
            #expect(run.errors.contains("expected ID=N"))
        }
    }
}

/// The `results` array of an `explain --json` output.
func explainJSONResults(_ output: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    let top = try #require(object as? [String: Any])
    return try #require(top["results"] as? [[String: Any]])
}

@MainActor
@Suite("audit: view dumps")
struct AuditDumpTests {
    @Test("audit reads a view dump: the button inside an image view is found; an unreadable line is exit 2")
    func auditDump() throws {
        let run = sceneToolRun(["audit", dumpExamplePath("photo-card")])
        #expect(run.status == 1)
        #expect(run.output.contains("UIButton:0x7fb3e1c0c420: a tap at its activation point"))
        let broken = """
            <UIWindow: 0x10; frame = (0 0; 100 100)>
            not a view
            """
        try withSceneFile(broken) { path in
            let bad = sceneToolRun(["audit", path])
            #expect(bad.status == 2)
            #expect(bad.errors.contains("\(path):2: could not be read"))
        }
    }
}

@MainActor
@Suite("explain: --window with short ids")
struct ExplainShortWindowTests {
    @Test("--window accepts a window's full id or its short id with --short-ids; an unknown id is still refused")
    func windowByEitherID() throws {
        let dump = """
            <UIWindow: 0x10; frame = (0 0; 100 100)>
            <UIWindow: 0x20; frame = (0 0; 100 100)>
               | <UIButton: 0x30; frame = (0 0; 50 50)>
            """
        try withSceneFile(dump) { path in
            for window in ["UIWindow:0x20", "UIWindow:20"] {
                let run = sceneToolRun(["explain", path, "--short-ids", "--window", window, "--at", "10,10", "--json"])
                #expect(run.status == 0, "\(run.errors)")
                let result = try explainJSONResults(run.output)[0]
                #expect(result["window"] as? String == "UIWindow:20")
                #expect(result["hit"] as? String == "UIButton")
            }
            let unknown = sceneToolRun(["explain", path, "--short-ids", "--window", "UIWindow:0x99", "--at", "1,1"])
            #expect(unknown.status == 2)
            #expect(unknown.errors.contains("--window \"UIWindow:0x99\": no such view"))
        }
    }
}
