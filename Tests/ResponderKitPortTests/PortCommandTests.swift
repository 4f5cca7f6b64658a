// `responderkit port` end to end through `CommandLineTool.run`: the usage, --output, the refused --in-place, the report and
// the exit status.

import Foundation
import Testing

@testable import ResponderKitPort

@MainActor
@Suite("Port: responderkit port")
struct PortCommandTests {
    private static let view = Array("import UIKit\n\nclass Badge: UIView {\n    @objc func tapped() {}\n}\n".utf8)
    private static let controller = Array(
        "import UIKit\n\nclass Screen: UIViewController {\n    func wire(_ b: Badge) {\n        b.addGestureRecognizer(UITapGestureRecognizer(target: b, action: #selector(Badge.tapped)))\n    }\n}\n"
            .utf8)
    private static let plain = Array("let untouched = 1\n".utf8)

    @Test("--help prints the port usage; the tool's usage lists port")
    func help() {
        let run = portToolRun(["port", "--help"])
        #expect(run.status == 0)
        #expect(run.output == PortCommand.usage)
        #expect(run.output.hasPrefix("usage: responderkit port FILE... --output DIR"))
        #expect(portToolRun(["--help"]).output.contains("port FILE... --output DIR"))
    }

    @Test("UP-9: usage errors, --in-place among them, exit 2 with a message and write nothing")
    func usageErrors() {
        let cases: [([String], String)] = [
            (["port"], "responderkit port: no files to port"),
            (["port", "a.swift"], "responderkit port: give --output DIR"),
            (
                ["port", "a.swift", "--in-place"],
                "responderkit port: --in-place was removed: a file ported in place no longer builds for iOS; port "
                    + "at build time with the UIKitPort plugin (docs/compatibility.md), or write copies with --output DIR"
            ),
            (["port", "a.swift", "--output"], "responderkit port: --output needs a directory"),
            (["port", "a.swift", "--fast", "--output", "d"], "responderkit port: unknown option --fast"),
        ]
        for (arguments, message) in cases {
            let run = portToolRun(arguments)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors == message + "\nrun 'responderkit port --help' for usage\n")
        }
    }

    @Test("--output writes every file under its own name and prints each change with file:line")
    func output() throws {
        try withPortFiles([("Badge.swift", Self.view), ("Screen.swift", Self.controller), ("Plain.swift", Self.plain)])
        {
            directory in
            let paths = ["Badge.swift", "Screen.swift", "Plain.swift"].map { directory.appendingPathComponent($0).path }
            let output = directory.appendingPathComponent("ported/deep")
            let run = portToolRun(["port"] + paths + ["--output=\(output.path)"])
            #expect(run.status == 0)
            #expect(run.errors.isEmpty)
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(
                lines == [
                    "\(paths[0]):3: change: generated invokeSelector(_:) in Badge for tapped",
                    "\(paths[0]):4: change: dropped '@objc' (no Objective-C runtime)",
                    "\(paths[1]):5: change: rewrote '#selector(Badge.tapped)' to 'Selector(\"tapped\")'",
                    "ported 3 files (written to \(output.path), 2 changed): 3 changes, 0 notes, 0 things it could not "
                        + "rewrite",
                ])
            let badge = try String(contentsOf: output.appendingPathComponent("Badge.swift"), encoding: .utf8)
            #expect(badge.contains("call.match(\"tapped\") { tapped() }"))
            #expect(try portBytes(output.appendingPathComponent("Plain.swift")) == Self.plain)
            #expect(try portBytes(URL(fileURLWithPath: paths[0])) == Self.view)
            // The output ported again: nothing changes.
            let again = portToolRun(
                ["port"]
                    + ["Badge.swift", "Screen.swift", "Plain.swift"].map {
                        output.appendingPathComponent($0).path
                    } + ["--output", directory.appendingPathComponent("again").path])
            #expect(again.status == 0)
            #expect(again.output.hasSuffix("0 changed): 0 changes, 0 notes, 0 things it could not rewrite\n"))
        }
    }

    @Test("--output writes unchanged files too and keeps the inputs' permissions")
    func unchangedFilesWritten() throws {
        try withPortFiles([("Badge.swift", Self.view), ("Plain.swift", Self.plain)]) { directory in
            let badge = directory.appendingPathComponent("Badge.swift").path
            let plain = directory.appendingPathComponent("Plain.swift").path
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: badge)
            let output = directory.appendingPathComponent("out")
            let run = portToolRun(["port", badge, plain, "--output", output.path])
            #expect(run.status == 0)
            #expect(
                run.output.hasSuffix(
                    "(written to \(output.path), 1 changed): 2 changes, 0 notes, 0 things it could not rewrite\n"))
            let ported = output.appendingPathComponent("Badge.swift").path
            #expect(try String(contentsOfFile: ported, encoding: .utf8).contains("override func invokeSelector"))
            #expect(try portBytes(output.appendingPathComponent("Plain.swift")) == Self.plain)
            #expect(try portBytes(URL(fileURLWithPath: badge)) == Self.view)
            #expect(try FileManager.default.attributesOfItem(atPath: ported)[.posixPermissions] as? Int == 0o640)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [
                    "Badge.swift", "Plain.swift",
                ])
        }
    }

    @Test("Things it cannot rewrite are reported and the status is still 0")
    func reportsExitZero() throws {
        try withPortFiles([("Swizzle.swift", Array("func go() { method_exchangeImplementations(a, b) }\n".utf8))]) {
            directory in
            let path = directory.appendingPathComponent("Swizzle.swift").path
            let run = portToolRun(["port", path, "--output", directory.appendingPathComponent("out").path])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("\(path):1: cannot rewrite: 'method_exchangeImplementations' (swizzling)"))
            #expect(run.output.hasSuffix("0 changes, 0 notes, 1 things it could not rewrite\n"))
        }
    }
}
