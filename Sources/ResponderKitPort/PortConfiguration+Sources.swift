// The files a `UIKitPort.config` names: its directives resolved against the file system.
//
// Invariants:
// - Paths are relative to the configuration file's folder unless they start with `/`, and symbolic links are
//   followed (results are real paths). Every `sources` and `exclude` path must exist; a `sources` path is a folder
//   or a `.swift` file.
// - The result is every `.swift` file under the `sources` paths (hidden folders and files skipped), minus what an
//   `exclude` covers, each once, sorted by path within each `sources` line, in line order.
// - Two files with one name are refused (the compiler cannot build one module from both, and the plugin writes
//   the ported files into one folder), as is a `sources` line that brings no file. Every problem names a line.
// - Compiled by the plugin too (a symbolic link in Plugins/UIKitPort): Foundation only.

import Foundation

extension PortConfiguration {
    /// The Swift files the configuration file at `path` names, or why they cannot be found.
    public static func sources(ofConfigurationAt path: String) -> Result<[String], Failure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Failure(problems: [Problem(line: 1, message: "cannot be read")]))
        }
        guard let text = String(bytes: data, encoding: .utf8) else {
            return .failure(Failure(problems: [Problem(line: 1, message: "is not UTF-8 text")]))
        }
        let configuration: PortConfiguration
        do {
            configuration = try parse(text)
        } catch {
            return .failure(error)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return configuration.sources(relativeTo: folder)
    }

    /// The Swift files of the directives, with relative paths resolved against `folder`.
    func sources(relativeTo folder: URL) -> Result<[String], Failure> {
        var problems: [Problem] = []
        // Symbolic links are followed, so a folder linked into the target is reported by its real path.
        let resolved = directives.map { directive in
            (directive, URL(fileURLWithPath: directive.path, relativeTo: folder).resolvingSymlinksInPath().path)
        }
        var excluded: [String] = []
        for (directive, path) in resolved where directive.kind == .exclude {
            if FileManager.default.fileExists(atPath: path) {
                excluded.append(path)
            } else {
                problems.append(Problem(line: directive.line, message: "'\(directive.path)' does not exist (\(path))"))
            }
        }
        var files: [String] = []
        var names: [String: (path: String, line: Int)] = [:]
        for (directive, path) in resolved where directive.kind == .sources {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                problems.append(Problem(line: directive.line, message: "'\(directive.path)' does not exist (\(path))"))
                continue
            }
            guard isFolder.boolValue || path.hasSuffix(".swift") else {
                problems.append(
                    Problem(line: directive.line, message: "'\(directive.path)' is neither a folder nor a .swift file"))
                continue
            }
            let found = (isFolder.boolValue ? swiftFiles(under: path) : [path]).filter { file in
                !excluded.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            }
            if found.isEmpty {
                problems.append(Problem(line: directive.line, message: "'\(directive.path)' holds no .swift file"))
            }
            for file in found where !files.contains(file) {
                let name = URL(fileURLWithPath: file).lastPathComponent
                if let other = names[name] {
                    problems.append(
                        Problem(
                            line: directive.line,
                            message: "\(file) has the name of \(other.path) (line \(other.line)): one module cannot "
                                + "hold both; exclude one"))
                    continue
                }
                names[name] = (file, directive.line)
                files.append(file)
            }
        }
        guard problems.isEmpty else {
            return .failure(Failure(problems: problems.sorted { $0.line < $1.line }))
        }
        return .success(files)
    }

    /// The `.swift` files at any depth under `folder`, hidden ones skipped, sorted by path.
    private func swiftFiles(under folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard
            let walk = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in walk where url.pathExtension == "swift" {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url.resolvingSymlinksInPath().path)
            }
        }
        return files.sorted()
    }
}
