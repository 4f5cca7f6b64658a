// Formatting of JSON paths such as `views[0].children[2].frame`.
// The invariants at the top of `Scene.swift` hold here too.

import Foundation
import ResponderKit
import ResponderKitJSON

/// Formatting of JSON paths such as `views[0].children[2].frame`.
public enum ScenePath {
    /// One step of a JSON path.
    public enum Component: Sendable, Equatable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// Paths with more components than this are shortened in the middle.
    public static let abbreviationThreshold = 24
    /// How many components are kept at each end of a shortened path.
    public static let keptAtEachEnd = 10

    /// Joins components as `views[0].children[2]["odd key"]`, shortening very long paths in the middle.
    public static func format(_ components: [ScenePath.Component]) -> String {
        let tokens = components.enumerated().map { offset, component in
            token(component, first: offset == 0)
        }
        return join(tokens)
    }

    /// Shortens a path produced elsewhere (for example by `JSONParser`) the same way as ``format(_:)``.
    public static func abbreviate(_ path: String) -> String {
        join(split(path))
    }

    /// `path + component` as text, for messages about a member or element of a known path.
    public static func appending(_ component: ScenePath.Component, to path: String) -> String {
        path + token(component, first: path.isEmpty)
    }

    private static func token(_ component: ScenePath.Component, first: Bool) -> String {
        switch component {
        case .index(let index):
            return "[\(index)]"
        case .key(let key):
            if isIdentifier(key) { return first ? key : ".\(key)" }
            return "[\(JSONWriter.quoted(key))]"
        }
    }

    private static func join(_ tokens: [String]) -> String {
        guard tokens.count > abbreviationThreshold else { return tokens.joined() }
        let omitted = tokens.count - 2 * keptAtEachEnd
        let head = tokens.prefix(keptAtEachEnd).joined()
        let tail = tokens.suffix(keptAtEachEnd).joined()
        return head + "[… \(omitted) more components …]" + tail
    }

    /// Splits a path into tokens that each start with `.` or `[` (the first may start with a key), respecting
    /// quoted keys inside brackets.
    private static func split(_ path: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in path {
            if inQuotes {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
                continue
            }
            if character == "." || character == "[", !current.isEmpty {
                tokens.append(current)
                current = ""
            }
            if character == "\"" { inQuotes = true }
            current.append(character)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }
    }

}
