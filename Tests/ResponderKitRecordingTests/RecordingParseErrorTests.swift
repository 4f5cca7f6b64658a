// Every class of malformed recording is refused with the JSON path of the offending value and a message saying
// what was expected; nothing is ignored or clamped.
import Foundation
import ResponderKitRecording
import Testing

@Suite("Recording format: malformed input")
struct RecordingParseErrorTests {
    /// A malformed document, the path its error must name and a fragment of the message.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var path: String
        var message: String
        var testDescription: String { name }
    }

    static func entries(_ entries: String) -> String { RecordingFixtures.document(entries: entries) }

    static let touch = #"{"id":1,"phase":"began","x":1,"y":2,"window":1}"#

    static let cases: [Case] = [
        Case(name: "not JSON", text: "{", path: "$", message: "invalid JSON"),
        Case(name: "duplicate key", text: #"{"format":1,"format":2}"#, path: "$", message: "duplicate"),
        Case(name: "root not an object", text: "[]", path: "$", message: "expected a recording"),
        Case(name: "no format", text: #"{"version":1}"#, path: "$", message: "missing key \"format\""),
        Case(name: "format not a string", text: #"{"format":1}"#, path: "$.format", message: "expected a string"),
        Case(
            name: "another format", text: #"{"format":"x","version":1}"#, path: "$.format",
            message: "\"x\" is not a ResponderKit input recording"),
        Case(
            name: "no version", text: #"{"format":"responderkit-input-recording"}"#, path: "$",
            message: "missing key \"version\""),
        Case(
            name: "newer version, with keys this reader does not know",
            text: #"{"format":"responderkit-input-recording","version":2,"future":[]}"#, path: "$.version",
            message: "version 2 is newer than this reader"),
        Case(
            name: "fractional version", text: #"{"format":"responderkit-input-recording","version":1.5}"#,
            path: "$.version", message: "expected a whole number from 1 to 2^53, got 1.5"),
        Case(
            name: "version 0", text: #"{"format":"responderkit-input-recording","version":0}"#, path: "$.version",
            message: "expected a whole number from 1"),
        Case(
            name: "unknown top-level key",
            text: #"{"format":"responderkit-input-recording","version":1,"windows":[],"entries":[],"extra":0}"#,
            path: "$.extra", message: "unknown key"),
        Case(
            name: "no entries", text: #"{"format":"responderkit-input-recording","version":1,"windows":[]}"#,
            path: "$", message: "missing key \"entries\""),
        Case(
            name: "windows not an array",
            text: #"{"format":"responderkit-input-recording","version":1,"windows":{},"entries":[]}"#,
            path: "$.windows", message: "expected an array of windows, got object"),
        Case(
            name: "frame of three numbers",
            text: RecordingFixtures.document(entries: "", windows: #"{"id":1,"frame":[0,0,1]}"#),
            path: "$.windows[0].frame", message: "expected [x, y, width, height]"),
        Case(
            name: "negative width",
            text: RecordingFixtures.document(entries: "", windows: #"{"id":1,"frame":[0,0,-1,1]}"#),
            path: "$.windows[0].frame[2]", message: "width must not be negative"),
        Case(
            name: "zero scale",
            text: RecordingFixtures.document(entries: "", windows: #"{"id":1,"frame":[0,0,1,1],"scale":0}"#),
            path: "$.windows[0].scale", message: "expected a scale above 0"),
        Case(
            name: "duplicate window id",
            text: RecordingFixtures.document(
                entries: "", windows: #"{"id":1,"frame":[0,0,1,1]},{"id":1,"frame":[0,0,1,1]}"#),
            path: "$.windows[1].id", message: "duplicate window id 1 (also at $.windows[0].id)"),
        Case(name: "entry not an object", text: entries("3"), path: "$.entries[0]", message: "expected an entry"),
        Case(name: "no time", text: entries(#"{"frame":true}"#), path: "$.entries[0]", message: "missing key \"t\""),
        Case(
            name: "time a string", text: entries(#"{"t":"0","frame":true}"#), path: "$.entries[0].t",
            message: "expected a number"),
        Case(
            name: "negative time", text: entries(#"{"t":-1,"frame":true}"#), path: "$.entries[0].t",
            message: "0 or more"),
        Case(
            name: "time going backwards", text: entries(#"{"t":2,"frame":true},{"t":1,"frame":true}"#),
            path: "$.entries[1].t", message: "earlier than 2.0, the time of $.entries[0]"),
        Case(
            name: "no kind", text: entries(#"{"t":0}"#), path: "$.entries[0]",
            message: "expected exactly one of frame, touches"),
        Case(
            name: "two kinds", text: entries(#"{"t":0,"frame":true,"resignActive":true}"#), path: "$.entries[0]",
            message: "got frame and resignActive"),
        Case(
            name: "frame false", text: entries(#"{"t":0,"frame":false}"#), path: "$.entries[0].frame",
            message: "expected true"),
        Case(
            name: "unknown entry key, quoted in the path", text: entries(#"{"t":0,"frame":true,"a b":1}"#),
            path: #"$.entries[0]["a b"]"#, message: "unknown key (an entry has the keys \"t\", \"frame\""),
        Case(
            name: "unknown touch phase",
            text: entries(
                #"{"t":0,"frame":true},{"t":0,"frame":true},{"t":0,"frame":true},{"t":0.513,"touches":[{"id":1,"phase":"tapped","x":1,"y":2,"window":1}]}"#
            ),
            path: "$.entries[3].touches[0].phase",
            message: "expected one of began, moved, ended, cancelled, got \"tapped\""),
        Case(
            name: "phase not a string",
            text: entries(#"{"t":0,"touches":[{"id":1,"phase":0,"x":1,"y":2,"window":1}]}"#),
            path: "$.entries[0].touches[0].phase", message: "(a string), got number"),
        Case(
            name: "no touches", text: entries(#"{"t":0,"touches":[]}"#), path: "$.entries[0].touches",
            message: "at least one touch"),
        Case(
            name: "touch window unknown",
            text: entries(#"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":2,"window":3}]}"#),
            path: "$.entries[0].touches[0].window", message: "no window has id 3 (the ids are 1, 2)"),
        Case(
            name: "fractional touch id",
            text: entries(#"{"t":0,"touches":[{"id":1.5,"phase":"began","x":1,"y":2,"window":1}]}"#),
            path: "$.entries[0].touches[0].id", message: "expected a whole number"),
        Case(
            name: "touch id beyond 2^53",
            text: entries(#"{"t":0,"touches":[{"id":1e16,"phase":"began","x":1,"y":2,"window":1}]}"#),
            path: "$.entries[0].touches[0].id", message: "from -2^53 to 2^53"),
        Case(
            name: "touch without y", text: entries(#"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"window":1}]}"#),
            path: "$.entries[0].touches[0]", message: "missing key \"y\" of a touch"),
        Case(
            name: "unknown touch type",
            text: entries(#"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":2,"window":1,"type":"mouse"}]}"#),
            path: "$.entries[0].touches[0].type", message: "expected one of direct, indirect, pencil, indirectPointer"),
        Case(
            name: "unknown button name",
            text: entries(
                #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":2,"window":1,"buttons":["button1"]}]}"#),
            path: "$.entries[0].touches[0].buttons[0]", message: "expected primary, secondary or button3"),
        Case(
            name: "button listed twice",
            text: entries(
                #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":2,"window":1,"buttons":["primary","primary"]}]}"#),
            path: "$.entries[0].touches[0].buttons[1]", message: "listed twice"),
        Case(
            name: "hover that exited with a location",
            text: entries(#"{"t":0,"hover":{"window":1,"exited":true,"x":1}}"#),
            path: "$.entries[0].hover.x", message: "a hover that exited has no location"),
        Case(
            name: "hover exited false", text: entries(#"{"t":0,"hover":{"window":1,"exited":false}}"#),
            path: "$.entries[0].hover.exited", message: "expected true, got false"),
        Case(
            name: "unknown scroll phase",
            text: entries(#"{"t":0,"scroll":{"window":1,"x":0,"y":0,"dx":0,"dy":1,"phase":"moved"}}"#),
            path: "$.entries[0].scroll.phase", message: "expected one of began, changed, ended"),
        Case(
            name: "key code out of range", text: entries(#"{"t":0,"key":{"phase":"began","code":70000,"chars":"a"}}"#),
            path: "$.entries[0].key.code", message: "from 0 to 65535"),
        Case(
            name: "unknown modifier",
            text: entries(#"{"t":0,"key":{"phase":"began","code":4,"chars":"a","modifiers":["ctrl"]}}"#),
            path: "$.entries[0].key.modifiers[0]",
            message: "expected one of alphaShift, shift, control, alternate, command"),
        Case(
            name: "insertsText not a bool",
            text: entries(#"{"t":0,"key":{"phase":"began","code":4,"chars":"a","insertsText":"no"}}"#),
            path: "$.entries[0].key.insertsText", message: "expected true or false"),
        Case(
            name: "unknown button type", text: entries(#"{"t":0,"button":{"phase":"began","type":"start"}}"#),
            path: "$.entries[0].button.type", message: "expected one of upArrow"),
        Case(
            name: "empty text", text: entries(#"{"t":0,"text":""}"#), path: "$.entries[0].text", message: "empty string"
        ),
        Case(
            name: "accelerometer without z", text: entries(#"{"t":0,"accelerometer":{"x":0,"y":0}}"#),
            path: "$.entries[0].accelerometer", message: "missing key \"z\""),
        Case(
            name: "not a remote-control subtype", text: entries(#"{"t":0,"remoteControl":"motionShake"}"#),
            path: "$.entries[0].remoteControl", message: "expected one of remoteControlPlay"),
        Case(
            name: "a non-finite number written as null",
            text: entries(#"{"t":0,"accelerometer":{"x":null,"y":0,"z":0}}"#),
            path: "$.entries[0].accelerometer.x", message: "expected a number, got null"),
        Case(name: "unterminated string", text: "{\"format\":\"\u{FFFD}", path: "$", message: "invalid JSON"),
    ]

    @Test("Each malformed input names its JSON path", arguments: cases)
    func malformed(_ sample: Case) {
        do {
            let recording = try RecordingFixtures.parse(sample.text)
            Issue.record("parsed: \(recording)")
        } catch {
            #expect(error.path == sample.path, "\(error)")
            #expect(error.description.contains(sample.message), "\(error)")
            #expect(error.description.hasPrefix(sample.path + ": "), "\(error)")
            #expect(error.line != nil)
        }
    }

    @Test("Nesting beyond the parser's limit is refused as JSON, inside the entries")
    func deepNesting() {
        #expect {
            try RecordingFixtures.parse(Self.entries(String(repeating: "[", count: 100)))
        } throws: { error in
            guard case .invalidJSON(let path, _, _, let message) = error as? InputRecordingError else { return false }
            return path.hasPrefix("$.entries[0][0]") && message == "nesting deeper than 64"
        }
    }

    @Test("The line of the offending value is reported")
    func lineOfTheValue() {
        let text = """
            {"format": "responderkit-input-recording", "version": 1,
            "windows": [{"id": 1, "frame": [0, 0, 10, 10]}],
            "entries": [
              {"t": 0, "frame": true},
              {"t": 1, "touches": [{"id": 1, "phase": "tapped", "x": 1, "y": 2, "window": 1}]}
            ]}
            """
        #expect(
            throws: InputRecordingError.invalidValue(
                path: "$.entries[1].touches[0].phase", line: 5,
                message: "expected one of began, moved, ended, cancelled, got \"tapped\"")
        ) {
            try RecordingFixtures.parse(text)
        }
    }

    @Test("Bytes that are not UTF-8 are refused as JSON, with a position")
    func invalidUTF8() {
        let bytes: [UInt8] = Array(#"{"format":""#.utf8) + [0xFF, 0x22, 0x7D]
        #expect {
            try InputRecording.parse(bytes)
        } throws: { error in
            guard case .invalidJSON(_, let line, let column, _) = error as? InputRecordingError else { return false }
            return line == 1 && column > 1
        }
    }

    @Test("A newer version and another format read as their own errors")
    func versionAndFormat() {
        #expect(throws: InputRecordingError.unsupportedVersion(7, line: 1)) {
            try RecordingFixtures.parse(#"{"format":"responderkit-input-recording","version":7}"#)
        }
        #expect(throws: InputRecordingError.unknownFormat("responderkit-scene", line: 1)) {
            try RecordingFixtures.parse(#"{"version":1,"format":"responderkit-scene"}"#)
        }
    }
}
