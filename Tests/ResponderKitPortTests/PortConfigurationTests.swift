// The UIKitPort plugin's configuration, `UIKitPort.config`, and `responderkit port --config`: what a line means,
// which files it names, and every way it can be wrong (docs/spec-port-plugin.md, UP-1 … UP-6).

import Foundation
import Testing

@testable import ResponderKitPort

@MainActor
@Suite("Port: the UIKitPort configuration")
struct PortConfigurationTests {
    private static let view = Array("import UIKit\nclass A: UIView {\n    @objc func go() {}\n}\n".utf8)

    @Test("UP-1: a line is 'sources PATH' or 'exclude PATH'; blanks around the path and comments are ignored")
    func directives() throws {
        let text = "# The app\r\n\nsources ../App\n  exclude \t../App/My Previews  \r\nsources One.swift"
        let configuration = try PortConfiguration.parse(text)
        #expect(
            configuration.directives == [
                .init(kind: .sources, path: "../App", line: 3),
                .init(kind: .exclude, path: "../App/My Previews", line: 4),
                .init(kind: .sources, path: "One.swift", line: 5),
            ])
    }

    @Test("UP-2: an unknown directive, a directive without a path, or no sources line is refused at its line")
    func refusedLines() {
        #expect(throws: PortConfiguration.Failure.self) {
            try PortConfiguration.parse("sources a\nsource b\nexclude\n")
        }
        do {
            _ = try PortConfiguration.parse("sources a\nsource b\nexclude  \n")
        } catch {
            #expect(error.problems.map(\.line) == [2, 3])
            #expect(error.problems[0].message.hasPrefix("unknown directive 'source'"))
            #expect(error.problems[1].message == "'exclude' needs a path")
        }
        do {
            _ = try PortConfiguration.parse("# nothing\nexclude x\n")
            Issue.record("a configuration without sources was accepted")
        } catch {
            #expect(
                error.problems == [.init(line: 3, message: "no 'sources PATH' line: name the app's source folders")])
        }
    }

    @Test("UP-3: a folder's .swift files at any depth, hidden ones skipped, minus what exclude covers")
    func resolvedFiles() throws {
        try withPortFiles([]) { root in
            let app = root.appendingPathComponent("App")
            for folder in ["App/Screens", "App/Previews", "App/.hidden", "Linux"] {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for file in [
                "App/B.swift", "App/Screens/A.swift", "App/Previews/P.swift", "App/.hidden/H.swift",
                "App/notes.txt", "Extra.swift",
            ] {
                try Data(Self.view).write(to: root.appendingPathComponent(file))
            }
            let config = root.appendingPathComponent("Linux/UIKitPort.config")
            try "sources ../App\nexclude ../App/Previews\nsources \(root.path)/Extra.swift\n".write(
                to: config, atomically: true, encoding: .utf8)
            let files = try PortConfiguration.sources(ofConfigurationAt: config.path).get()
            #expect(files == [app.path + "/B.swift", app.path + "/Screens/A.swift", root.path + "/Extra.swift"])
        }
    }

    @Test("UP-3: a missing path, a file that is not Swift, a folder without Swift files, or one name twice")
    func resolutionProblems() throws {
        try withPortFiles([("A.swift", Self.view), ("notes.txt", [0x61])]) { root in
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Empty"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Other"), withIntermediateDirectories: true)
            try Data(Self.view).write(to: root.appendingPathComponent("Other/A.swift"))
            let config = root.appendingPathComponent("UIKitPort.config")
            try "sources Missing\nsources notes.txt\nsources Empty\nsources A.swift\nsources Other\nexclude Gone\n"
                .write(to: config, atomically: true, encoding: .utf8)
            guard case .failure(let failure) = PortConfiguration.sources(ofConfigurationAt: config.path) else {
                Issue.record("the configuration resolved")
                return
            }
            #expect(failure.problems.map(\.line) == [1, 2, 3, 5, 6])
            #expect(failure.problems[0].message.hasPrefix("'Missing' does not exist"))
            #expect(failure.problems[1].message == "'notes.txt' is neither a folder nor a .swift file")
            #expect(failure.problems[2].message == "'Empty' holds no .swift file")
            #expect(failure.problems[3].message.contains("has the name of \(root.path)/A.swift (line 4)"))
            #expect(failure.problems[4].message.hasPrefix("'Gone' does not exist"))
        }
    }

    @Test("UP-4: --config ports the files it names as one module into --output; the sources stay as they are")
    func portsTheConfiguration() throws {
        let screen = Array("import UIKit\nlet action = #selector(A.go)\n".utf8)
        try withPortFiles([("A.swift", Self.view), ("Screen.swift", screen)]) { root in
            let config = root.appendingPathComponent("UIKitPort.config")
            try "sources .\n".write(to: config, atomically: true, encoding: .utf8)
            let output = root.appendingPathComponent("out")
            let run = portToolRun(["port", "--config", config.path, "--output", output.path])
            #expect(run.status == 0)
            #expect(run.errors.isEmpty)
            let ported = try String(contentsOf: output.appendingPathComponent("Screen.swift"), encoding: .utf8)
            #expect(ported.contains("Selector(\"go\")"))
            let view = try String(contentsOf: output.appendingPathComponent("A.swift"), encoding: .utf8)
            #expect(view.contains("override func invokeSelector"))
            #expect(try portBytes(root.appendingPathComponent("A.swift")) == Self.view)
            #expect(try portBytes(root.appendingPathComponent("Screen.swift")) == screen)
        }
    }

    @Test("UP-5: --warnings prints only what it could not rewrite, as compiler warnings at the source's line")
    func warningsOnly() throws {
        let swizzle = Array("import UIKit\nfunc go() { method_exchangeImplementations(a, b) }\n".utf8)
        try withPortFiles([("A.swift", Self.view), ("Swizzle.swift", swizzle)]) { root in
            let config = root.appendingPathComponent("UIKitPort.config")
            try "sources .\n".write(to: config, atomically: true, encoding: .utf8)
            let run = portToolRun(
                ["port", "--config", config.path, "--output", root.appendingPathComponent("out").path, "--warnings"])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("\(root.path)/Swizzle.swift:2: warning: cannot rewrite: "))
            #expect(run.output.contains("'method_exchangeImplementations' (swizzling)"))
            #expect(run.output.split(separator: "\n").count == 1)
        }
    }

    @Test("UP-6: a bad configuration or a file that does not lex: file:line: error:, exit 2, nothing written")
    func badInput() throws {
        try withPortFiles([("A.swift", Self.view), ("Bad.swift", Array("let s = \"open\n".utf8))]) { root in
            let output = root.appendingPathComponent("out")
            let config = root.appendingPathComponent("UIKitPort.config")
            try "sources .\nsource Typo\n".write(to: config, atomically: true, encoding: .utf8)
            let refused = portToolRun(["port", "--config", config.path, "--output", output.path, "--warnings"])
            #expect(refused.status == 2)
            #expect(refused.errors.hasPrefix("\(config.path):2: error: unknown directive 'source'"))
            try "sources .\n".write(to: config, atomically: true, encoding: .utf8)
            let unlexed = portToolRun(["port", "--config", config.path, "--output", output.path, "--warnings"])
            #expect(unlexed.status == 2)
            #expect(unlexed.errors.hasPrefix("\(root.path)/Bad.swift:1: error: "))
            #expect(unlexed.errors.hasSuffix("responderkit port: nothing was written\n"))
            #expect(!FileManager.default.fileExists(atPath: output.path))
            #expect(
                portToolRun(["port", "--config", config.path]).errors.hasPrefix("responderkit port: give --output"))
        }
    }
}
