// Swift source text for the values a recorded test contains: string literals escaped so any text reads back
// unchanged, and numbers written short (UT-236, UT-237).
//
// Invariants: `string(_:)` gives one single-line literal that the compiler reads as exactly the given text
// (quotes, backslashes, control characters, format characters such as bidirectional overrides and lone combining
// marks are escaped; other Unicode stays as written); `number(_:)` gives a finite decimal, with at most two
// decimals and no trailing ".0" (a non-finite value, which nothing recorded should hold, is written as 0).
import Foundation

/// Swift source text for recorded values.
enum SwiftLiteral {
    /// `text` as a Swift string literal, quotes included.
    static func string(_ text: String) -> String {
        var result = "\""
        // Whether the last thing written is a character as typed (not the quote or an escape).
        var afterCharacter = false
        for scalar in text.unicodeScalars {
            let followsCharacter = afterCharacter
            afterCharacter = false
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar, afterCharacter: followsCharacter) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                    afterCharacter = true
                }
            }
        }
        return result + "\""
    }

    /// Whether `scalar` is written as `\u{…}`: invisible or confusable in source (controls, format characters,
    /// separators, private use, unassigned), or a combining mark with nothing before it to combine with.
    private static func needsEscape(_ scalar: Unicode.Scalar, afterCharacter: Bool) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        case .nonspacingMark, .enclosingMark, .spacingMark:
            // Right after the opening quote (or an escape) a mark would combine with the quote in an editor.
            return !afterCharacter
        default:
            return false
        }
    }

    /// `value` as short Swift source: "12", "0.5", "-3.25".
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `value` as short Swift source.
    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    /// A duration in seconds with one decimal ("0.5", "1.0"): how XCUITest's recorder writes durations.
    static func duration(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0.0" }
        return String(format: "%.1f", (seconds * 10).rounded() / 10)
    }
}
