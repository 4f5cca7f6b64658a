// Why a recording could not be read, made or played.
//
// Invariants: a path is a JSON path from the document's root, written `$`, `$.entries[3].touches[0].phase`,
// `$.windows[0]["odd key"]`; a line is 1-based. `description` is one line: the path (if any), the message, the line.
import Foundation
import ResponderKit
import ResponderKitJSON

/// An error reading, recording or playing an ``InputRecording``.
public enum InputRecordingError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not JSON (RFC 8259): where the JSON parser stopped and why.
    case invalidJSON(path: String, line: Int, column: Int, message: String)
    /// The JSON is not a recording: the value at `path`, which starts on `line`, is wrong.
    case invalidValue(path: String, line: Int, message: String)
    /// The document names another format than ``InputRecording/formatName`` (`"format"`, on `line`).
    case unknownFormat(String, line: Int)
    /// The document is a recording of a newer version than ``InputRecording/formatVersion`` (`"version"`, on `line`).
    case unsupportedVersion(Int, line: Int)
    /// A recording is larger than ``InputRecording/maximumSize``.
    case tooLarge(bytes: Int)
    /// `InputRecorder`: a sample or window could not be recorded (its time, when it has one, and why). A sample that
    /// is not recorded leaves a frame at its time, so a replay's clock still moves as the host's did.
    case notRecorded(time: TimeInterval?, reason: String)
    /// `EventSimulator.play(_:windows:)`: an entry names a window id the map has no window for.
    case missingWindow(id: Int)
    /// `EventSimulator.play(_:windows:)`: the window mapped to `id` belongs to another application.
    case foreignWindow(id: Int)
    /// `EventSimulator.play(_:windows:)`: the input layer refused the sample of the entry at `entry` (0-based);
    /// the entries before it were played.
    case inputRefused(entry: Int, error: InputError)

    /// The JSON path of the offending value, for the errors of ``InputRecording/parse(_:)``.
    public var path: String? {
        switch self {
        case .invalidJSON(let path, _, _, _), .invalidValue(let path, _, _): path
        case .unknownFormat: "$.format"
        case .unsupportedVersion: "$.version"
        case .tooLarge: "$"
        case .notRecorded, .missingWindow, .foreignWindow, .inputRefused: nil
        }
    }

    /// The 1-based line of the offending value, for the errors of ``InputRecording/parse(_:)``.
    public var line: Int? {
        switch self {
        case .invalidJSON(_, let line, _, _), .invalidValue(_, let line, _), .unknownFormat(_, let line),
            .unsupportedVersion(_, let line):
            line
        case .tooLarge, .notRecorded, .missingWindow, .foreignWindow, .inputRefused: nil
        }
    }

    /// One line: `$.entries[3].t: message (line 5)` for a document, `at 0.5 s: not recorded: why` for the recorder,
    /// a sentence otherwise.
    public var description: String {
        switch self {
        case .invalidJSON(let path, let line, let column, let message):
            return "\(path): invalid JSON: \(message) (line \(line), column \(column))"
        case .invalidValue(let path, let line, let message):
            return "\(path): \(message) (line \(line))"
        case .unknownFormat(let name, let line):
            return "$.format: \(JSONWriter.quoted(name)) is not a ResponderKit input recording (expected "
                + "\(JSONWriter.quoted(InputRecording.formatName))) (line \(line))"
        case .unsupportedVersion(let version, let line):
            return "$.version: version \(version) is newer than this reader, which reads version "
                + "\(InputRecording.formatVersion); use a newer ResponderKit (line \(line))"
        case .tooLarge(let bytes):
            return "$: the recording has \(bytes) bytes, more than the \(InputRecording.maximumSize)-byte limit"
        case .notRecorded(let time, let reason):
            return (time.map { "at \($0) s: " } ?? "") + "not recorded: \(reason)"
        case .missingWindow(let id):
            return "the recording names window \(id), which the window map lacks"
        case .foreignWindow(let id):
            return "window \(id) of the window map belongs to another application than the simulator's"
        case .inputRefused(let entry, let error):
            return "$.entries[\(entry)]: the input layer refused the sample: \(error)"
        }
    }
}
