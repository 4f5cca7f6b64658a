// The one JSON string escaper of the package: every writer of JSON text (explain reports, driver scripts, scene
// and parser paths, the fuzzers' canonical form) quotes strings here, so they all agree on RFC 8259 escaping.
//
// Invariants:
// - The output is a valid JSON string literal for every input: `"` and `\` are escaped, and so is every scalar below
//   U+0020 (as `\n`, `\r`, `\t` or `\u00XX`) and U+007F; with `asciiOnly`, every scalar above U+007E is escaped too,
//   as `\uXXXX` or, above U+FFFF, as a UTF-16 surrogate pair of two escapes.
// - Parsing the output with `JSONParser` gives back exactly `text`; hexadecimal digits are uppercase.

/// Writes JSON string literals: the single escaper behind every JSON writer in ResponderKit.
public enum JSONWriter {
    /// `text` as a JSON string literal, quotes included.
    ///
    /// - Parameters:
    ///   - text: The string to quote.
    ///   - asciiOnly: Whether to escape every scalar beyond ASCII too, so that the result is pure ASCII.
    public static func quoted(_ text: String, asciiOnly: Bool = false) -> String {
        var result = ""
        appendQuoted(text, to: &result, asciiOnly: asciiOnly)
        return result
    }

    /// Appends `text` as a JSON string literal, quotes included, to `output`.
    ///
    /// - Parameters:
    ///   - text: The string to quote.
    ///   - output: The text to append to.
    ///   - asciiOnly: Whether to escape every scalar beyond ASCII too, so that the result is pure ASCII.
    public static func appendQuoted(_ text: String, to output: inout String, asciiOnly: Bool = false) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case " "..."~": output.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (asciiOnly && scalar.value <= 0xFFFF) {
                    output += "\\u" + hex(scalar.value, digits: 4)
                } else if asciiOnly {
                    let offset = scalar.value - 0x1_0000
                    output += "\\u" + hex(0xD800 + offset >> 10, digits: 4)
                    output += "\\u" + hex(0xDC00 + offset & 0x3FF, digits: 4)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
