// Error positions and JSON paths of the innermost open container (see the invariants in `JSONParser.swift`).

extension JSONMachine {
    // MARK: - Errors and positions

    /// The 1-based column of `offset`, which must be on the current line (see the file header).
    func column(at offset: Int) -> Int {
        offset - lineStart - lineExtra + 1
    }

    /// An error at the current position.
    func fail(_ message: String) -> JSONParseError {
        fail(message, at: position)
    }

    /// An error at `offset`, which must be on the current line.
    func fail(_ message: String, at offset: Int) -> JSONParseError {
        fail(message, line: line, column: column(at: offset))
    }

    func fail(_ message: String, line: Int, column: Int) -> JSONParseError {
        JSONParseError(message: message, line: line, column: column, path: currentPath())
    }

    /// The path of the innermost open container, such as `views[0].frame`; empty at the top level.
    func currentPath() -> String {
        var path = ""
        for level in frames.indices.dropFirst() {
            let slot = Int(frames[level].slotInParent)
            if frames[level - 1].isObject {
                let key = slot >= 0 && slot < strings.count ? strings[slot] : ""
                if isIdentifier(key) {
                    path += path.isEmpty ? key : ".\(key)"
                } else {
                    path += "[\(JSONWriter.quoted(key))]"
                }
            } else {
                path += "[\(slot)]"
            }
        }
        return path
    }

    func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !isDigit(first) else { return false }
        return text.utf8.allSatisfy { byte in
            isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
    }
}

/// Whether `byte` is an ASCII digit.
func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
}

/// `U+000A`-style name of a scalar value.
func scalarName(_ value: UInt32) -> String {
    "U+\(hex(value, digits: 4))"
}

/// Uppercase hexadecimal of `value`, zero-padded to at least `digits` digits.
func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(digits - text.count, 0)) + text
}
