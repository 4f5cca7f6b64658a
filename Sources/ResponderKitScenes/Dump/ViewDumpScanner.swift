// Splits the text of one dump entry at its top-level separators, aware of nesting and quotes.
//
// Invariants:
// - `<…>`, `{…}`, `(…)` and `[…]` nest; a separator inside any of them is not top-level (`frame = (0 0; 375 667)`,
//   `backgroundColor = <UIDynamicSystemColor: 0x…; name = …>`, `animations = { …; … }`).
// - A quote (`'` or `"`) opens only where a value starts (after `= ` or `: `) and closes at the same quote followed
//   by `;`, `>` or the end, so text with quotes, semicolons and `>` inside (`text = 'a; b > c'`) stays one value.
// - Linear in the length of the text; no recursion.
import Foundation

/// Scans dump text for the end of an entry and for its top-level `;` separators.
struct ViewDumpScanner {
    private let scalars: [Unicode.Scalar]

    init(_ text: Substring) { scalars = Array(text.unicodeScalars) }

    /// Where the entry that opens with the `<` at `start` closes: the index of its `>` in the scalars, or nil when
    /// it is still open at the end (a line the console wrapped).
    func closingIndex(from start: Int) -> Int? {
        var depth = 0
        var index = start
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open && closesQuote(after: index) { quote = nil }
            } else if scalar == "'" || scalar == "\"", opensValue(before: index) {
                quote = scalar
            } else if Self.openers.contains(scalar) {
                depth += 1
            } else if Self.closers.contains(scalar) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The text between `start` and `end` (exclusive) split at top-level `;`, each part trimmed.
    func parts(from start: Int, to end: Int) -> [String] {
        var result: [String] = []
        var depth = 0
        var quote: Unicode.Scalar?
        var partStart = start
        var index = start
        while index < end {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open && closesQuote(after: index) { quote = nil }
            } else if scalar == "'" || scalar == "\"", opensValue(before: index) {
                quote = scalar
            } else if Self.openers.contains(scalar) {
                depth += 1
            } else if Self.closers.contains(scalar) {
                depth = max(0, depth - 1)
            } else if scalar == ";" && depth == 0 {
                result.append(text(partStart, index))
                partStart = index + 1
            }
            index += 1
        }
        result.append(text(partStart, end))
        return result.filter { !$0.isEmpty }
    }

    /// The index of the first scalar equal to `target` at or after `start`, or nil.
    func firstIndex(of target: Unicode.Scalar, from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            if scalars[index] == target { return index }
            index += 1
        }
        return nil
    }

    /// The scalars from `start` to `end` (exclusive) as a trimmed string.
    func text(_ start: Int, _ end: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<max(start, end)])
        return String(view).trimmingCharacters(in: .whitespaces)
    }

    /// The number of scalars.
    var count: Int { scalars.count }

    private static let openers: Set<Unicode.Scalar> = ["<", "{", "(", "["]
    private static let closers: Set<Unicode.Scalar> = [">", "}", ")", "]"]

    /// Whether a quote at `index` starts a value: it follows `=` or `:` and spaces.
    private func opensValue(before index: Int) -> Bool {
        var back = index - 1
        while back >= 0, scalars[back] == " " { back -= 1 }
        return back >= 0 && (scalars[back] == "=" || scalars[back] == ":")
    }

    /// Whether a quote at `index` ends its value: `;`, `>` or the end follows.
    private func closesQuote(after index: Int) -> Bool {
        let next = index + 1
        return next >= scalars.count || scalars[next] == ";" || scalars[next] == ">"
    }
}
