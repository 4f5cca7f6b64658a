// Rewrites `#if`/`#elseif` conditions that test for iOS so that they stay true off Apple platforms, where
// ResponderKit runs the iOS code.
//
// Invariants:
// - Only `os(iOS)` and `os(tvOS)` are iOS atoms; `targetEnvironment(macCatalyst)` counts only as an alternative to
//   one of them. `canImport(UIKit)` is left alone (ResponderKit ships a `UIKit` module, so it is true already).
// - A condition that is an `||` of iOS atoms and Catalyst, or that has an iOS atom as a whole top-level `||`
//   alternative, becomes `true`; otherwise each iOS atom becomes `true` in place (`os(iOS) && DEBUG` →
//   `true && DEBUG`). `#else` branches are kept as they are.
// - Idempotent: `true` contains no atom. It claims no tokens: nothing it does can stop another rewrite (which would
//   then happen on a second run); when a rewrite that starts earlier covers an atom (odd input), that one wins.

/// Makes iOS platform conditions true.
enum PlatformConditionRewriter {
    /// An `os(…)`/`targetEnvironment(…)` call in a condition: its tokens and whether it stands for iOS.
    private struct Atom {
        var first: Int
        var last: Int
        var isIOS: Bool
        var isCatalyst: Bool
    }

    static func rewrite(_ rewrite: inout PortFileRewrite) {
        let file = rewrite.file
        for index in file.tokens.indices where file.is(index, "#if", .pound) || file.is(index, "#elseif", .pound) {
            let end = file.conditionEnd(after: index, limit: file.tokens.count)
            guard end > index + 1 else { continue }
            rewriteCondition(&rewrite, tokens: (index + 1)..<end, pound: index)
        }
    }

    /// The operators a compilation condition uses (`!`, `&&`, `||`, and comparisons in `swift(>=5.9)`).
    private static let conditionOperators: Set<String> = ["!", "&&", "||", ">=", "<", ">", "<=", "."]

    private static func rewriteCondition(_ rewrite: inout PortFileRewrite, tokens range: Range<Int>, pound: Int) {
        let file = rewrite.file
        // Only a real condition: names, numbers, parentheses, `,`, `:` and the condition operators. Anything else
        // (a string, a `#selector`, a closure) is not one, and is left to the other rewrites.
        for index in range {
            let token = file.tokens[index]
            switch token.kind {
            case .identifier, .number: continue
            case .open, .close: if file.is(index, "(", .open) || file.is(index, ")", .close) { continue }
            case .operator: if conditionOperators.contains(file.text(index)) { continue }
            case .punctuation: if file.is(index, ",", .punctuation) || file.is(index, ":", .punctuation) { continue }
            default: break
            }
            return
        }
        var atoms: [Atom] = []
        for index in range where file.isAny(index, ["os", "targetEnvironment"]) && file.is(index + 1, "(", .open) {
            let close = file.partners[index + 1]
            guard close < range.upperBound else { continue }
            let argument = close == index + 3 ? file.text(index + 2) : ""
            let isOS = file.is(index, "os")
            atoms.append(
                Atom(
                    first: index, last: close, isIOS: isOS && (argument == "iOS" || argument == "tvOS"),
                    isCatalyst: !isOS && argument == "macCatalyst"))
        }
        let iosAtoms = atoms.filter(\.isIOS)
        guard !iosAtoms.isEmpty else { return }
        let condition = file.text(tokens: range.lowerBound, through: range.upperBound - 1)
        let keyword = file.text(pound)
        if isAlwaysTrue(file, range, atoms) {
            rewrite.replace(
                file.tokens[range.lowerBound].start, file.tokens[range.upperBound - 1].end, with: "true",
                line: file.tokens[pound].line,
                change: "rewrote '\(keyword) \(condition)' to '\(keyword) true' (ResponderKit runs the iOS code "
                    + "on every platform)")
            return
        }
        for atom in iosAtoms {
            let text = file.text(tokens: atom.first, through: atom.last)
            rewrite.replace(
                file.tokens[atom.first].start, file.tokens[atom.last].end, with: "true",
                line: file.tokens[atom.first].line,
                change: "rewrote '\(text)' to 'true' in '\(keyword) \(condition)' (ResponderKit runs the iOS "
                    + "code on every platform)")
        }
    }

    /// Whether the condition is true when iOS atoms are: only iOS and Catalyst atoms, `||` and parentheses, or a
    /// top-level `||` with an iOS atom as a whole alternative.
    private static func isAlwaysTrue(_ file: PortSourceFile, _ range: Range<Int>, _ atoms: [Atom]) -> Bool {
        var atomsByStart: [Int: Atom] = [:]
        for atom in atoms { atomsByStart[atom.first] = atom }
        var index = range.lowerBound
        var onlyPlatformDisjunction = true
        var alternatives: [Range<Int>] = []
        var alternativeStart = index
        var depth = 0
        while index < range.upperBound {
            if let atom = atomsByStart[index] {
                if !atom.isIOS && !atom.isCatalyst { onlyPlatformDisjunction = false }
                index = atom.last + 1
                continue
            }
            if file.is(index, "||", .operator) {
                if depth == 0 {
                    alternatives.append(alternativeStart..<index)
                    alternativeStart = index + 1
                }
            } else if file.is(index, "(", .open) {
                depth += 1
            } else if file.is(index, ")", .close) {
                depth -= 1
            } else {
                onlyPlatformDisjunction = false
            }
            index += 1
        }
        alternatives.append(alternativeStart..<range.upperBound)
        if onlyPlatformDisjunction { return true }
        return alternatives.contains { alternative in
            atomsByStart[alternative.lowerBound].map { $0.isIOS && $0.last + 1 == alternative.upperBound } ?? false
        }
    }
}
