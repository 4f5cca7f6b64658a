// libFuzzer target `json`: `JSONParser.parse` on arbitrary bytes, then the whole `JSONDocument` read API.
//
// Each input is parsed as bytes with the default limits. Besides "never traps", the target checks:
// - the same bytes given as a `String` (when they are valid UTF-8) or as a non-contiguous collection give the same
//   document (values and positions) or the same error;
// - an error's line exists in the input and its column is within that line (plus one for the end of input);
// - the read API agrees with itself on every node (see `CanonicalJSON`);
// - the document written back as JSON parses to the same values, so numbers are correctly rounded and string
//   escapes decode exactly;
// - a depth limit one below the document's depth fails with `nesting deeper than N`, the exact depth parses the
//   same document, and a size limit one below the input size fails with `file larger than N bytes`.
import ResponderKitJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let outcome = ParseOutcome { () throws(JSONParseError) in try JSONParser.parse(bytes) }

    require(
        outcome == ParseOutcome { () throws(JSONParseError) in try JSONParser.parse(bytes.lazy.map { $0 }) },
        "a non-contiguous collection parses differently")
    if let text = String(validating: bytes, as: UTF8.self) {
        require(
            outcome == ParseOutcome { () throws(JSONParseError) in try JSONParser.parse(text) },
            "the String parses differently")
    }
    if size > 0 {
        let limits = JSONParser.Limits(maxBytes: size - 1)
        let expected = JSONParseError(message: "file larger than \(size - 1) bytes", line: 1, column: 1)
        let limited = ParseOutcome { () throws(JSONParseError) in try JSONParser.parse(bytes, limits: limits) }
        require(limited == .failed(expected), "a size limit below the input size gave \(limited)")
    }

    switch outcome {
    case .failed(let error):
        checkPosition(error, in: bytes)
        require(!error.message.isEmpty && !error.description.isEmpty, "an empty error message")
    case .parsed(let canonical):
        let reparsed = ParseOutcome { () throws(JSONParseError) in try JSONParser.parse(canonical.text) }
        guard case .parsed(let again) = reparsed else {
            fatalError("the document written back does not parse: \(reparsed)\n\(canonical.text)")
        }
        require(again.text == canonical.text, "round trip changed the document:\n\(canonical.text)\n\(again.text)")
        let depth = canonical.depth
        let exact = ParseOutcome { () throws(JSONParseError) in
            try JSONParser.parse(bytes, limits: JSONParser.Limits(maxDepth: depth))
        }
        require(exact == outcome, "a depth limit equal to the depth \(depth) changed the result")
        if depth > 0 {
            let shallow = ParseOutcome { () throws(JSONParseError) in
                try JSONParser.parse(bytes, limits: JSONParser.Limits(maxDepth: depth - 1))
            }
            guard case .failed(let error) = shallow, error.message == "nesting deeper than \(depth - 1)" else {
                fatalError("a depth limit of \(depth - 1) for depth \(depth) gave \(shallow)")
            }
        }
    }
    return 0
}

/// The result of one parse, comparable across the ways of parsing the same input.
private enum ParseOutcome: Equatable {
    case parsed(CanonicalJSON)
    case failed(JSONParseError)

    init(_ parse: () throws(JSONParseError) -> JSONDocument) {
        do {
            self = .parsed(CanonicalJSON(try parse()))
        } catch {
            self = .failed(error)
        }
    }
}

/// Checks that `error` points into `bytes`: its line exists (lines end at LF, CR LF or CR) and its column is at
/// most one past the line's last byte (columns count scalars, which are never more than bytes).
private func checkPosition(_ error: JSONParseError, in bytes: UnsafeBufferPointer<UInt8>) {
    var lineLengths: [Int] = [0]
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || byte == 0x0D {
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            lineLengths.append(0)
        } else {
            lineLengths[lineLengths.count - 1] += 1
        }
    }
    require(error.line >= 1 && error.line <= lineLengths.count, "\(error): the input has \(lineLengths.count) lines")
    let length = lineLengths[error.line - 1]
    require(error.column >= 1 && error.column <= length + 1, "\(error): line \(error.line) has \(length) bytes")
}
