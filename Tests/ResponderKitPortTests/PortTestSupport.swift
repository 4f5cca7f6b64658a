// Helpers the port tests share: porting inline sources, reading fixtures, and running the tool in-process.
//
// Invariant: every helper that ports also ports the output again and records whether that changed anything, so
// each test can check idempotence with one expectation.

import Foundation
import ResponderKitCommandLine
import Testing

@testable import ResponderKitPort

/// What one port of some inline files gave, and whether porting the output again changed it.
struct PortRun {
    var result: PortResult
    /// The outputs ported again, or nil when the second port failed.
    var again: PortResult?

    /// The text of output `index`.
    func text(_ index: Int = 0) -> String { result.files[index].text }

    /// The messages' descriptions.
    var lines: [String] { result.messages.map(\.description) }

    /// Whether one pass reached the fixed point (Swift sources need no second one), and porting the output again
    /// changed no byte and made no change.
    var isIdempotent: Bool {
        result.passes == 1 && isFixedPoint
    }

    /// Whether porting the output again changed no byte and made no change (however many passes the first port
    /// took).
    var isFixedPoint: Bool {
        guard let again else { return false }
        return again.files.map(\.bytes) == result.files.map(\.bytes) && again.messages(.change).isEmpty
            && again.passes == 1
    }

    /// The texts of the messages of one kind.
    func texts(_ kind: PortDiagnostic.Kind) -> [String] { result.messages(kind).map(\.text) }
}

/// Ports the files (name, text) as one module, then ports the output again.
func portRun(_ files: [(String, String)]) throws -> PortRun {
    let result = try Porter.port(files.map { PortInputFile(name: $0.0, text: $0.1) })
    let again = try? Porter.port(result.files.map { PortInputFile(name: $0.name, bytes: $0.bytes) })
    return PortRun(result: result, again: again)
}

/// Ports one file named `Test.swift`.
func portRun(_ text: String) throws -> PortRun {
    try portRun([("Test.swift", text)])
}

/// The port's errors for inputs it refuses, or nil when it accepts them.
func portErrors(_ files: [(String, [UInt8])]) -> [PortDiagnostic]? {
    do {
        _ = try Porter.port(files.map { PortInputFile(name: $0.0, bytes: $0.1) })
        return nil
    } catch {
        return error.errors
    }
}

/// The package's test directory for the port.
func portTestsDirectory() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
}

/// The inputs of fixture `name` (Fixtures/NAME/*.swift), sorted by file name.
func portFixtureInputs(_ name: String) throws -> [(String, String)] {
    let directory = portTestsDirectory().appendingPathComponent("Fixtures").appendingPathComponent(name)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    return try names.sorted().map {
        ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8))
    }
}

/// The expected output of file `file` of fixture `name`: the compiled copy in Tests/ResponderKitPortFixtures.
func portFixtureExpected(_ name: String, _ file: String) throws -> String {
    let url = portTestsDirectory().deletingLastPathComponent().appendingPathComponent("ResponderKitPortFixtures")
        .appendingPathComponent(name).appendingPathComponent(file)
    return try String(contentsOf: url, encoding: .utf8)
}

/// What one in-process run of `responderkit` printed.
struct PortToolRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `responderkit ARGUMENTS` in-process.
@MainActor
func portToolRun(_ arguments: [String]) -> PortToolRun {
    var output = ""
    var errors = ""
    let status = CommandLineTool.run(arguments, output: &output, errors: &errors)
    return PortToolRun(status: status, output: output, errors: errors)
}

/// A fresh temporary directory; the caller removes it.
func portTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "responderkit-port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// Writes `files` (name, bytes) into a fresh temporary directory, runs `body` with it, and removes it.
func withPortFiles(_ files: [(String, [UInt8])], _ body: (URL) throws -> Void) throws {
    let directory = try portTemporaryDirectory()
    defer {
        // Make everything writable again so that the directory can be removed.
        if let items = FileManager.default.enumerator(atPath: directory.path) {
            for case let item as String in items {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: directory.appendingPathComponent(item).path)
            }
        }
        try? FileManager.default.removeItem(at: directory)
    }
    for (name, bytes) in files {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
    }
    try body(directory)
}

/// The bytes of the file at `url`.
func portBytes(_ url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
}
