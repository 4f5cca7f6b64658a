// Reading a recording: strict JSON (`JSONParser`), then the format's rules (`RecordingReader`).
import Foundation
import ResponderKit
import ResponderKitJSON

extension InputRecording {
    /// The parser limits for recordings: ``maximumSize`` bytes, and a depth well above the format's six levels
    /// (which keeps a hostile file's nesting from costing memory).
    static let parserLimits = JSONParser.Limits(maxDepth: 64, maxBytes: maximumSize)

    /// Reads a recording from UTF-8 JSON bytes in the documented format (`docs/recording-format.md`).
    ///
    /// - Throws: ``InputRecordingError/invalidJSON(path:line:column:message:)`` for bytes that are not JSON,
    ///   ``InputRecordingError/unknownFormat(_:line:)`` and ``InputRecordingError/unsupportedVersion(_:line:)``
    ///   for another format or a newer version, ``InputRecordingError/tooLarge(bytes:)`` past
    ///   ``maximumSize``, and ``InputRecordingError/invalidValue(path:line:message:)``, naming the JSON path of
    ///   the first offending value, for everything else.
    public static func parse(_ bytes: [UInt8]) throws(InputRecordingError) -> InputRecording {
        guard bytes.count <= maximumSize else { throw .tooLarge(bytes: bytes.count) }
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: parserLimits)
        } catch {
            // The parser's paths have no root sign: `entries[3].touches`.
            let path = error.path.isEmpty ? "$" : error.path.hasPrefix("[") ? "$" + error.path : "$." + error.path
            throw .invalidJSON(path: path, line: error.line, column: error.column, message: error.message)
        }
        var reader = RecordingReader(document: document)
        return try reader.read()
    }
}
