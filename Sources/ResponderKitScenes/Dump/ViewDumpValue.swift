// Reads the values a `recursiveDescription` dump prints: numbers, YES/NO, frames, points, bounds and transforms.
import Foundation
import ResponderKit

/// Parsers for the attribute values of a view dump; each returns nil for text it does not understand.
enum ViewDumpValue {
    /// `(x y; w h)`, as `frame` prints.
    static func frame(_ text: String) -> CGRect? {
        guard let inner = enclosed(text, "(", ")") else { return nil }
        let halves = inner.split(separator: ";")
        guard halves.count == 2 else { return nil }
        let origin = numbers(halves[0], separator: " ")
        let size = numbers(halves[1], separator: " ")
        guard origin.count == 2, size.count == 2 else { return nil }
        return CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
    }

    /// `{x, y}`, as `contentOffset` and `contentSize` print.
    static func pair(_ text: String) -> (Double, Double)? {
        guard let inner = enclosed(text, "{", "}") else { return nil }
        let values = numbers(Substring(inner), separator: ",")
        return values.count == 2 ? (values[0], values[1]) : nil
    }

    /// `{{x, y}, {w, h}}`, as `bounds` prints.
    static func rect(_ text: String) -> CGRect? {
        guard let inner = enclosed(text, "{", "}") else { return nil }
        let values = numbers(Substring(inner.filter { $0 != "{" && $0 != "}" }), separator: ",")
        guard values.count == 4 else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `[a, b, c, d, tx, ty]`, as `transform` prints.
    static func transform(_ text: String) -> CGAffineTransform? {
        guard let inner = enclosed(text, "[", "]") else { return nil }
        let v = numbers(Substring(inner), separator: ",")
        guard v.count == 6 else { return nil }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    /// `YES`/`NO` (also `true`/`false`, `1`/`0`).
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "YES", "true", "1": return true
        case "NO", "false", "0": return false
        default: return nil
        }
    }

    /// A finite number.
    static func number(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return value
    }

    /// The text between `open` and `close` that wrap the whole of `text`, or nil.
    private static func enclosed(_ text: String, _ open: Character, _ close: Character) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.first == open, trimmed.last == close, trimmed.count >= 2 else { return nil }
        return String(trimmed.dropFirst().dropLast())
    }

    /// Every piece of `text` split at `separator` parsed as a finite number; empty when any is not one.
    private static func numbers(_ text: Substring, separator: Character) -> [Double] {
        let pieces = text.split(separator: separator).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        let values = pieces.compactMap(number)
        return values.count == pieces.count ? values : []
    }
}
