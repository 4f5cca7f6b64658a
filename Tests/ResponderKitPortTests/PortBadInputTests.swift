// Bad input for `responderkit port`: exit status 2, a `file:line: error:` message at the line where the problem
// starts, every input untouched and nothing written, for every file given together.

import Foundation
import Testing

@testable import ResponderKitPort

@MainActor
@Suite("Port: bad input")
struct PortBadInputTests {
    private static let good: [UInt8] = Array("class A: UIView {\n    @objc func go() {}\n}\n".utf8)

    /// Runs `port` on `good.swift` (a file it would change) and `bad.swift` with `--output`, and checks the
    /// refusal: exit 2, the error line, nothing written, inputs untouched.
    private func expectRefused(_ bad: [UInt8], line: Int, _ message: String) throws {
        do {
            try withPortFiles([("good.swift", Self.good), ("bad.swift", bad)]) { (directory: URL) throws in
                let output = directory.appendingPathComponent("out")
                let files = ["good.swift", "bad.swift"].map { directory.appendingPathComponent($0).path }
                let run = portToolRun(["port"] + files + ["--output", output.path])
                #expect(run.status == 2)
                #expect(run.output.isEmpty)
                #expect(run.errors.hasPrefix("\(files[1]):\(line): error: \(message)\n"), "\(run.errors)")
                #expect(run.errors.hasSuffix("responderkit port: nothing was written\n"))
                #expect(try portBytes(directory.appendingPathComponent("good.swift")) == Self.good)
                #expect(try portBytes(directory.appendingPathComponent("bad.swift")) == bad)
                #expect(!FileManager.default.fileExists(atPath: output.path))
                #expect(
                    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                        "bad.swift", "good.swift",
                    ])
            }
        }
    }

    @Test("A binary file (a NUL byte)")
    func binary() throws {
        try expectRefused([0x61, 0x0A, 0x62, 0x00, 0x63], line: 2, "binary file (a NUL byte), not Swift source")
    }

    @Test("A file that is not UTF-8")
    func notUTF8() throws {
        try expectRefused(
            Array("let a = 1\nlet b = 2\nlet c = \"".utf8) + [0xC3, 0x28, 0x22], line: 3,
            "not UTF-8 text, not Swift source")
        try expectRefused([0xED, 0xA0, 0x80], line: 1, "not UTF-8 text, not Swift source")
        try expectRefused([0xC0, 0xAF], line: 1, "not UTF-8 text, not Swift source")
    }

    @Test("Unbalanced brackets")
    func unbalanced() throws {
        try expectRefused(
            Array("class A {\n    func f() {\n        g(\n    }\n}\n".utf8), line: 4,
            "'}' does not close the '(' opened on line 3")
        try expectRefused(Array("func f() {\n}\n}\n".utf8), line: 3, "'}' without a matching opening bracket")
        try expectRefused(Array("let a = [1,\n2\n".utf8), line: 1, "'[' is never closed")
    }

    @Test("An unterminated string, multi-line string or block comment")
    func unterminated() throws {
        try expectRefused(Array("let a = 1\nlet s = \"abc\nlet b = 2\n".utf8), line: 2, "unterminated string literal")
        try expectRefused(Array("let a = 1\n\n let s = \"\"\"\n abc\n".utf8), line: 3, "unterminated string literal")
        try expectRefused(Array("let a = 1 /* start\n /* nested */\n".utf8), line: 1, "unterminated block comment")
    }

    @Test("A file that does not exist")
    func missing() throws {
        try withPortFiles([("good.swift", Self.good)]) { directory in
            let good = directory.appendingPathComponent("good.swift").path
            let missing = directory.appendingPathComponent("missing.swift").path
            let output = directory.appendingPathComponent("out")
            let run = portToolRun(["port", good, missing, "--output", output.path])
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(missing):1: error: no such file\n"))
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("An output directory that cannot be written: read-only, or a file")
    func unwritableOutput() throws {
        try withPortFiles([("good.swift", Self.good), ("plain", [])]) { directory in
            let good = directory.appendingPathComponent("good.swift").path
            let readOnly = directory.appendingPathComponent("readonly")
            try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
            let run = portToolRun(["port", good, "--output", readOnly.path])
            #expect(run.status == 2)
            #expect(
                run.errors.hasPrefix(
                    "\(readOnly.path)/good.swift:1: error: cannot write to the output directory \(readOnly.path): it is read-only\n"
                ))
            #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
            let nested = readOnly.appendingPathComponent("new/dir").path
            #expect(portToolRun(["port", good, "--output", nested]).errors.contains("\(readOnly.path) is read-only"))
            let plain = directory.appendingPathComponent("plain").path
            let onFile = portToolRun(["port", good, "--output", plain])
            #expect(onFile.status == 2)
            #expect(onFile.errors.contains("cannot write to the output directory \(plain): it is not a directory"))
            #expect(try portBytes(directory.appendingPathComponent("good.swift")) == Self.good)
        }
    }

    @Test("Two inputs with one name would overwrite each other in --output")
    func sameName() throws {
        try withPortFiles([("good.swift", Self.good)]) { directory in
            let sub = directory.appendingPathComponent("sub")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
            try Data(Self.good).write(to: sub.appendingPathComponent("good.swift"))
            let first = directory.appendingPathComponent("good.swift").path
            let second = sub.appendingPathComponent("good.swift").path
            let output = directory.appendingPathComponent("out").path
            let run = portToolRun(["port", first, second, "--output", output])
            #expect(run.status == 2)
            #expect(
                run.errors.hasPrefix("\(second):1: error: would be written to \(output)/good.swift like \(first)\n"))
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }

    @Test("Every bad file of a module is reported, each at its own line")
    func everyFile() {
        let errors = portErrors([
            ("a.swift", Array("(\n".utf8)), ("b.swift", Self.good), ("c.swift", Array("\n\n\"x".utf8)),
        ])
        #expect(
            errors?.map(\.description) == [
                "a.swift:1: error: '(' is never closed", "c.swift:3: error: unterminated string literal",
            ])
    }
}
