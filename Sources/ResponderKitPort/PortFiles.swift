// The file system side of `responderkit port`: reading the inputs, checking the destinations before anything is
// written, and writing the results through temporary files.
//
// Invariants:
// - Problems are `PortDiagnostic`s of kind `.error` at line 1 of the file concerned (the input, or the destination
//   that cannot be written).
// - Writable means the process may write it and it has a write permission bit: a file made read-only with
//   `chmod a-w` counts as read-only even for root, which the permission check alone would let through.
// - `write` writes every file to a temporary file next to its destination first; only when all of them were
//   written are they renamed into place. Every file is written, changed or not (a build declares them all).

import Foundation

/// Reads, checks and writes the files of one `port` run.
struct PortFiles {
    /// A file that cannot be read.
    struct ReadError: Error {
        var message: PortDiagnostic
    }

    let options: PortOptions
    private let manager = FileManager.default

    init(options: PortOptions) {
        self.options = options
    }

    /// The bytes of the input at `path`.
    func read(_ path: String) throws(ReadError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(message: problem(path, "no such file"))
        }
        guard !isDirectory.boolValue else {
            throw ReadError(message: problem(path, "is a directory, not a Swift file"))
        }
        guard let data = manager.contents(atPath: path) else {
            throw ReadError(message: problem(path, "cannot be read"))
        }
        return [UInt8](data)
    }

    /// Where the input `path` is written: under its own name, or with line directives as `NAME.ported.swift`.
    func destination(of path: String) -> String {
        URL(fileURLWithPath: options.outputDirectory).appendingPathComponent(
            Self.outputName(of: path, lineDirectives: options.lineDirectives)
        ).path
    }

    /// The name of the copy of `path`. A copy with line directives needs a name of its own: the compiler refuses a
    /// `#sourceLocation` whose file has the name of a file it compiles (their `#fileID`s would clash).
    static func outputName(of path: String, lineDirectives: Bool) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard lineDirectives else { return name }
        return (name.hasSuffix(".swift") ? String(name.dropLast(6)) : name) + ".ported.swift"
    }

    /// Everything that would stop the results from being written.
    func checkDestinations() -> [PortDiagnostic] {
        var problems: [PortDiagnostic] = []
        var seen: [String: String] = [:]
        for path in options.files {
            let destination = URL(fileURLWithPath: destination(of: path)).standardizedFileURL.path
            if let other = seen[destination] {
                problems.append(problem(path, "would be written to \(destination) like \(other)"))
            }
            seen[destination] = path
        }
        let directory = options.outputDirectory
        if let reason = directoryProblem(directory) {
            let first = destination(of: options.files.first ?? directory)
            problems.append(problem(first, "cannot write to the output directory \(directory): \(reason)"))
            return problems
        }
        for path in options.files where manager.fileExists(atPath: destination(of: path)) {
            if !isWritable(destination(of: path)) {
                problems.append(problem(destination(of: path), "is read-only: cannot overwrite it"))
            }
        }
        return problems
    }

    /// Why `directory` cannot be written to (or created), if it cannot.
    private func directoryProblem(_ directory: String) -> String? {
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { return "it is not a directory" }
            return isWritable(directory) ? nil : "it is read-only"
        }
        // It will be created: its nearest existing ancestor must be a writable directory.
        var ancestor = URL(fileURLWithPath: directory).standardizedFileURL
        while !manager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
            ancestor.deleteLastPathComponent()
        }
        guard isDirectory.boolValue else { return "\(ancestor.path) is not a directory" }
        return isWritable(ancestor.path) ? nil : "\(ancestor.path) is read-only"
    }

    private func isWritable(_ path: String) -> Bool {
        guard manager.isWritableFile(atPath: path) else { return false }
        let permissions = (try? manager.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0o200
        return permissions & 0o222 != 0
    }

    /// Writes the results; returns the problem when a write failed (then nothing was replaced).
    func write(_ files: [PortOutputFile]) -> PortDiagnostic? {
        let directory = options.outputDirectory
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return problem(directory, "cannot create the output directory: \(error.localizedDescription)")
        }
        var written: [(temporary: String, destination: String)] = []
        for (index, file) in files.enumerated() {
            let destination = destination(of: options.files[index])
            let url = URL(fileURLWithPath: destination)
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).responderkit-port-\(UUID().uuidString)").path
            var attributes: [FileAttributeKey: Any] = [:]
            if let permissions = try? manager.attributesOfItem(atPath: options.files[index])[.posixPermissions] {
                attributes[.posixPermissions] = permissions
            }
            guard manager.createFile(atPath: temporary, contents: Data(file.bytes), attributes: attributes) else {
                for item in written { try? manager.removeItem(atPath: item.temporary) }
                return problem(destination, "cannot be written")
            }
            written.append((temporary, destination))
        }
        for item in written where rename(item.temporary, item.destination) != 0 {
            return problem(item.destination, "cannot be replaced (\(String(cString: strerror(errno))))")
        }
        return nil
    }

    private func problem(_ path: String, _ text: String) -> PortDiagnostic {
        PortDiagnostic(file: path, line: 1, kind: .error, text: text)
    }
}
