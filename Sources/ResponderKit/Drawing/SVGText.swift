// The text pieces every SVG document ResponderKit writes is made of: escaped text and short numbers.
//
// Invariants: `escape` output is safe inside an element and inside a double-quoted attribute; `number` output is
// always a valid SVG number (a non-finite value is written as 0), with at most 2 decimals.
import Foundation

/// Helpers for writing SVG: the screenshot writer (``DrawingList/svg(size:scale:background:)``) and the explain
/// pictures of ResponderKitScenes share them.
public enum SVGText {
    /// `text` with XML's special characters escaped (and control characters other than tab and newline dropped).
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                if scalar.value >= 0x20 && scalar.value != 0x7F && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A coordinate with at most 2 decimals; 0 for a non-finite value.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(format: "%.2f", rounded)
    }

    /// A coordinate with at most 2 decimals; 0 for a non-finite value.
    public static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// A colour as `#rrggbb` (its alpha is written separately, as an opacity).
    public static func hex(_ color: DisplayColor) -> String {
        func byte(_ c: CGFloat) -> String {
            let value = Int((c * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return "#" + byte(color.r) + byte(color.g) + byte(color.b)
    }
}
