// The machine-readable site index of docs/unsafe.md, and its comparison with the sites the sources hold
// (UnsafeSitesTests).

import Foundation

/// The `## Site index` section of docs/unsafe.md: under a `### Module` heading per module, table rows
/// `` | `Type.member` | `kind`, `kind` | why, or the benchmark row it buys | ``.
struct UnsafeSiteIndex {
    /// The heading of the section read.
    static let heading = "## Site index"

    /// The kinds listed for each key, by module, then by key.
    private(set) var entries: [String: [String: Set<String>]] = [:]
    /// One message per line of the section that is no well-formed row, or that repeats a key.
    private(set) var malformed: [String] = []

    /// Reads the index section of `markdown`; `malformed` says so if there is none.
    init(markdown: String) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == Self.heading }) else {
            malformed.append("docs/unsafe.md has no '\(Self.heading)' section")
            return
        }
        var module: String?
        for (offset, line) in lines[(start + 1)...].enumerated() {
            let lineNumber = start + offset + 2
            if line.hasPrefix("## ") { break }
            if line.hasPrefix("### ") {
                module = line.dropFirst(4).split(separator: " ").first.map {
                    $0.replacingOccurrences(of: "`", with: "")
                }
                continue
            }
            guard line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == "site" || cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            guard let module else {
                malformed.append("line \(lineNumber): a row before any '### Module' heading: \(line)")
                continue
            }
            guard cells.count == 3, let key = Self.code(cells[0]), !cells[2].isEmpty else {
                malformed.append("line \(lineNumber): not '| `Type.member` | `kind`, … | reason |': \(line)")
                continue
            }
            let kinds = cells[1].split(separator: ",").map { Self.code($0.trimmingCharacters(in: .whitespaces)) }
            guard !kinds.isEmpty, kinds.allSatisfy({ $0 != nil }) else {
                malformed.append("line \(lineNumber): kinds must be backticked and comma-separated: \(line)")
                continue
            }
            guard entries[module]?[key] == nil else {
                malformed.append("line \(lineNumber): \(module) `\(key)` is listed twice")
                continue
            }
            entries[module, default: [:]][key] = Set(kinds.compactMap { $0 })
        }
    }

    /// The text between the backticks of a cell that is exactly one code span, or nil.
    private static func code(_ cell: String) -> String? {
        guard cell.count > 2, cell.hasPrefix("`"), cell.hasSuffix("`") else { return nil }
        let inner = cell.dropFirst().dropLast()
        return inner.contains("`") ? nil : String(inner)
    }

    /// Every difference between the index and `sites`, one message naming the module, key and kind (and, for a
    /// missing site, where it is), sorted; empty when they agree.
    func problems(against sites: [UnsafeSite]) -> [String] {
        var found: [String: [String: [String: UnsafeSite]]] = [:]
        for site in sites where found[site.module]?[site.key]?[site.kind] == nil {
            found[site.module, default: [:]][site.key, default: [:]][site.kind] = site
        }
        var problems: [String] = []
        for (module, keys) in found {
            for (key, kinds) in keys {
                let listed = entries[module]?[key]
                for (kind, site) in kinds where !(listed?.contains(kind) ?? false) {
                    problems.append(
                        listed == nil
                            ? "missing from the index: \(module) `\(key)` (`\(kind)`, \(site.location))"
                            : "the index lists \(module) `\(key)` without `\(kind)` (\(site.location))")
                }
            }
        }
        for (module, keys) in entries {
            for (key, kinds) in keys {
                let present = found[module]?[key]
                for kind in kinds where present?[kind] == nil {
                    problems.append(
                        present == nil
                            ? "stale in the index: \(module) `\(key)` (`\(kind)`): no unsafe site there in the sources"
                            : "stale in the index: \(module) `\(key)` lists `\(kind)`, which the sources no longer use "
                                + "there")
                }
            }
        }
        return problems.sorted()
    }
}
