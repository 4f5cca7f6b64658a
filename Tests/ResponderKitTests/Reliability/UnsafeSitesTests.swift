// Keeps docs/unsafe.md's site index true: every .swift file under Sources/ (every target of the root package) and
// Backends/SDL2/Sources is scanned for unsafe constructs, and the index must list exactly the (module, Type.member,
// kind) triples found, no more and no fewer. Adding an unsafe site without listing it, or removing one and leaving
// its row, fails here with the entry to add or delete.

import Foundation
import Testing

struct UnsafeSitesTests {
    /// The directories whose subdirectories are the scanned modules.
    private static let sourceDirectories = ["Sources", "Backends/SDL2/Sources"]

    /// Every site in the scanned sources, and the files whose braces the scanner could not follow.
    private static func scanSources() throws -> (sites: [UnsafeSite], unbalanced: [String]) {
        var sites: [UnsafeSite] = []
        var unbalanced: [String] = []
        for directory in sourceDirectories {
            let root = SourceTree.root.appendingPathComponent(directory).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.path) else { continue }
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let components = Array(url.standardizedFileURL.pathComponents.dropFirst(root.pathComponents.count))
                guard components.count > 1 else { continue }
                let file = components.dropFirst().joined(separator: "/")
                let text = try String(contentsOf: url, encoding: .utf8)
                let scan = UnsafeSiteScanner(source: text, module: components[0], file: file)
                sites += scan.sites
                if scan.unbalancedBraces != 0 { unbalanced.append("\(directory)/\(components.joined(separator: "/"))") }
            }
        }
        return (sites, unbalanced)
    }

    @Test("docs/unsafe.md's site index lists every unsafe site of the sources by type and member, and no other")
    func indexMatchesTheSources() throws {
        let (sites, unbalanced) = try Self.scanSources()
        #expect(unbalanced.isEmpty, "the scanner lost track of the braces of \(unbalanced.sorted())")
        // The scan must find what it should (a broken scanner would find nothing and prove nothing).
        let flags = sites.filter { $0.module == "ResponderKit" && $0.key == "UIView.flags" }.map(\.kind)
        #expect(Set(flags) == ["@exclusivity(unchecked)", "nonisolated(unsafe)"])
        #expect(sites.contains { $0.key == "InputValidator.application" && $0.kind == "unowned(unsafe)" })
        let document = SourceTree.root.appendingPathComponent("docs/unsafe.md")
        let index = UnsafeSiteIndex(markdown: try String(contentsOf: document, encoding: .utf8))
        #expect(index.malformed.isEmpty, "docs/unsafe.md:\n\(index.malformed.joined(separator: "\n"))")
        let problems = index.problems(against: sites).joined(separator: "\n")
        #expect(problems.isEmpty, "docs/unsafe.md's site index and the sources disagree:\n\(problems)")
    }

    /// A source with one site of most kinds, and look-alikes in comments and strings.
    private static let sample = #"""
        // nonisolated(unsafe) in a comment is no site, /* nor Unmanaged /* nested */ here */
        final class Box: @unchecked Sendable {
            @exclusivity(unchecked) nonisolated(unsafe) var count = 0
            unowned(unsafe) let owner: Box
            private var note = "unowned(unsafe) \(Unmanaged<Box>.self) \"nonisolated(unsafe)\""
            init(owner: Box) { self.owner = owner }
            func pointer(_ body: (UnsafeRawPointer) -> Void) {
                let text = """
                    withUnsafePointer { }
                    """
                var value = 0
                withUnsafePointer(to: &value) { body(UnsafeRawPointer($0)) }
                _ = text
            }
            struct Inner {
                let value: Int? = nil
                var forced: Int { value.unsafelyUnwrapped }
            }
        }
        extension Box.Inner {
            static func == (lhs: Self, rhs: Self) -> Bool { unsafeBitCast(lhs.value, to: Int.self) == 0 }
        }
        func global() -> Unmanaged<Box>? { nil }
        """#

    @Test("the scanner names each site's type, member and kind, and skips comments and string literals")
    func scannerFindsTheSitesOfASource() {
        let scan = UnsafeSiteScanner(source: Self.sample, module: "M", file: "Box.swift")
        #expect(scan.unbalancedBraces == 0)
        let found = scan.sites.map { "\($0.key) \($0.kind) \($0.line)" }
        #expect(
            found == [
                "Box @unchecked Sendable 2",
                "Box.count @exclusivity(unchecked) 3",
                "Box.count nonisolated(unsafe) 3",
                "Box.owner unowned(unsafe) 4",
                "Box.note Unmanaged 5",
                "Box.pointer Unsafe*Pointer 7",
                "Box.pointer withUnsafe* 12",
                "Box.pointer Unsafe*Pointer 12",
                "Box.Inner.forced unsafelyUnwrapped 17",
                "Box.Inner.== unsafeBitCast 21",
                "global Unmanaged 23",
            ])
    }

    @Test("the comparison names every missing and stale entry, and a site listed under another kind")
    func comparisonNamesMissingAndStaleEntries() {
        let markdown = """
            # Unsafe code

            ## Site index

            ### M

            | site | kind | why |
            |---|---|---|
            | `Box.count` | `@exclusivity(unchecked)` | 3 instructions |
            | `Box.owner` | `Unmanaged` | not measured |
            | `Box.gone` | `unowned(unsafe)` | not measured |

            ## Measurements

            | `Box.ignored` | `Unmanaged` | outside the index |
            """
        let index = UnsafeSiteIndex(markdown: markdown)
        #expect(index.malformed.isEmpty)
        let scan = UnsafeSiteScanner(source: Self.sample, module: "M", file: "Box.swift")
        let problems = index.problems(against: scan.sites.filter { $0.key.hasPrefix("Box.") && $0.key != "Box.note" })
        #expect(
            problems == [
                "missing from the index: M `Box.Inner.==` (`unsafeBitCast`, Box.swift:21)",
                "missing from the index: M `Box.Inner.forced` (`unsafelyUnwrapped`, Box.swift:17)",
                "missing from the index: M `Box.pointer` (`Unsafe*Pointer`, Box.swift:7)",
                "missing from the index: M `Box.pointer` (`withUnsafe*`, Box.swift:12)",
                "stale in the index: M `Box.gone` (`unowned(unsafe)`): no unsafe site there in the sources",
                "stale in the index: M `Box.owner` lists `Unmanaged`, which the sources no longer use there",
                "the index lists M `Box.count` without `nonisolated(unsafe)` (Box.swift:3)",
                "the index lists M `Box.owner` without `unowned(unsafe)` (Box.swift:4)",
            ])
    }

    @Test("a row that is not '| `Type.member` | `kind`, … | reason |', or repeats a key, is reported")
    func malformedRowsAreReported() {
        let markdown = """
            ## Site index

            | `Early.row` | `Unmanaged` | before a module |

            ### M

            | `Box.count` | nonisolated(unsafe) | kinds not backticked |
            | `Box.owner` | `unowned(unsafe)` | |
            | `Box.twice` | `Unmanaged` | once |
            | `Box.twice` | `Unmanaged` | twice |
            """
        let index = UnsafeSiteIndex(markdown: markdown)
        #expect(index.malformed.count == 4, "\(index.malformed)")
        #expect(index.malformed.last == "line 10: M `Box.twice` is listed twice")
        #expect(UnsafeSiteIndex(markdown: "# No index").malformed == ["docs/unsafe.md has no '## Site index' section"])
    }
}
