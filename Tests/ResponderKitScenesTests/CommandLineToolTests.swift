// Tests for the `responderkit` dispatcher, plus the helpers the scene and explain tests share: running the tool
// in-process, writing temporary scene files and locating the bundled examples.
//
// Invariants checked here: `--help` prints usage and exits 0; a missing or unknown command exits 2 with a message
// on standard error and nothing on standard output.

import Foundation
import ResponderKitCommandLine
import ResponderKitScenes
import Testing

/// What one in-process run of the tool produced.
struct SceneToolRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `responderkit ARGUMENTS` in-process.
@MainActor
func sceneToolRun(_ arguments: [String]) -> SceneToolRun {
    var output = ""
    var errors = ""
    let status = CommandLineTool.run(arguments, output: &output, errors: &errors)
    return SceneToolRun(status: status, output: output, errors: errors)
}

/// The `Examples` directory of the package.
func sceneExamplesDirectory() -> URL {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Examples")
}

/// The path of the bundled example `name` (without `.json`).
func sceneExamplePath(_ name: String) -> String {
    sceneExamplesDirectory().appendingPathComponent(name + ".json").path
}

/// A fresh temporary directory for one test, removed by `body`'s caller when done.
func sceneTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("responderkit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// Writes `contents` to a temporary scene file, runs `body` with its path, and removes the file.
func withSceneFile<T>(_ contents: String, _ body: (String) throws -> T) throws -> T {
    let directory = try sceneTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("scene.json")
    try Data(contents.utf8).write(to: file)
    return try body(file.path)
}

/// Runs `explain` with `--json` and returns the parsed `results` array.
@MainActor
func sceneExplainJSON(_ path: String, _ arguments: [String]) throws -> [[String: Any]] {
    let run = sceneToolRun(["explain", path, "--json"] + arguments)
    #expect(run.status == 0, "\(run.errors)")
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let top = try #require(object as? [String: Any])
    return try #require(top["results"] as? [[String: Any]])
}

/// A chain of `levels` nested 100x100 views `v0` (the window) … `v{levels-1}`, as scene JSON.
func sceneDeepChain(levels: Int) -> String {
    var text = "{\"views\": ["
    text.reserveCapacity(levels * 50)
    for level in 0..<levels {
        text += "{\"id\": \"v\(level)\", \"frame\": [0, 0, 100, 100], \"children\": ["
    }
    text += String(repeating: "]}", count: levels)
    return text + "]}"
}

@MainActor
@Suite("CommandLineTool")
struct CommandLineToolTests {
    @Test("--help and -h print the usage and exit 0")
    func help() {
        for flag in ["--help", "-h", "help"] {
            let run = sceneToolRun([flag])
            #expect(run.status == 0)
            #expect(run.output.contains("usage: responderkit <command>"))
            #expect(run.output.contains("explain SCENE.json --at X,Y"))
            #expect(run.errors.isEmpty)
        }
    }

    @Test("No command prints the usage on standard error and exits 2")
    func noCommand() {
        let run = sceneToolRun([])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("usage: responderkit"))
    }

    @Test("An unknown command exits 2 with a message")
    func unknownCommand() {
        let run = sceneToolRun(["explode", "x.json"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("unknown command \"explode\""))
    }

    @Test("explain --help prints the explain usage and exits 0, even with other arguments")
    func explainHelp() {
        for arguments in [
            ["explain", "--help"], ["explain", "-h"], ["explain", "missing.json", "--at", "x", "--help"],
        ] {
            let run = sceneToolRun(arguments)
            #expect(run.status == 0)
            #expect(run.output.contains("usage: responderkit explain SCENE.json|DUMP.txt --at X,Y"))
            #expect(run.output.contains("--expect ID"))
            #expect(run.output.contains("--max-visits"))
            #expect(run.errors.isEmpty)
        }
    }
}
