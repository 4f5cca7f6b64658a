// The writer and the reader agree: every recording written reads back equal, and reading then writing is stable.
import Foundation
import ResponderKit
import ResponderKitJSON
import ResponderKitRecording
import Testing

@Suite("Recording format: writing and reading back")
struct RecordingRoundTripTests {
    @Test("Every kind of sample, name and awkward number or string reads back equal")
    func everyKindRoundTrips() throws {
        let recording = RecordingFixtures.everyKind
        let text = recording.json()
        let read = try RecordingFixtures.parse(text)
        #expect(read == recording)
        #expect(read.json() == text, "writing what was read gives the same text")
    }

    @Test("Doubles are written in a form that parses back to the same bits")
    func doublesAreExact() throws {
        let values: [Double] = [
            0, -0.0, 0.1, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 1e-7, .leastNonzeroMagnitude, 2.2250738585072014e-308,
            1.7976931348623157e308,
            123_456.789, 9_007_199_254_740_991, 9_007_199_254_740_994, 1e21, -1e-300, .pi,
        ]
        for value in values {
            let recording = InputRecording(
                windows: [RecordedWindow(id: 1, frame: .zero)],
                entries: [.input(time: 0, sample: .hover(windowID: 1, location: CGPoint(x: value, y: -value)))])
            let read = try RecordingFixtures.parse(recording.json())
            guard case .input(_, .hover(_, let location?)) = read.entries.first else {
                Issue.record("no hover read back for \(value)")
                continue
            }
            #expect(Double(location.x).bitPattern == value.bitPattern, "x = \(value)")
            #expect(Double(location.y).bitPattern == (-value).bitPattern, "y = \(-value)")
        }
    }

    @Test("The writer leaves out optional keys that hold their default, and the reader fills them back in")
    func defaultsAreLeftOut() throws {
        let touch = RecordedTouch(id: 1, phase: .began, location: CGPoint(x: 10, y: 20), windowID: 1)
        let key = RecordedKey(
            phase: .began, keyCode: 4, characters: "a", charactersIgnoringModifiers: "a", modifierFlags: 0,
            insertsText: true)
        let recording = InputRecording(
            windows: [RecordedWindow(id: 1, frame: CGRect(x: 0, y: 0, width: 320, height: 480))],
            entries: [
                .frame(time: 0.5),
                .input(time: 0.512, sample: .touches([touch])),
                .input(time: 0.6, sample: .key(key)),
                .input(
                    time: 0.7,
                    sample: .scroll(
                        windowID: 1, location: .zero, delta: CGPoint(x: 0, y: -3), continuous: false, phase: .changed)),
            ])
        let expected = """
            {"format": "responderkit-input-recording", "version": 1,
            "windows": [
              {"id": 1, "frame": [0, 0, 320, 480]}
            ],
            "entries": [
              {"t": 0.5, "frame": true},
              {"t": 0.512, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 20, "window": 1}]},
              {"t": 0.6, "key": {"phase": "began", "code": 4, "chars": "a"}},
              {"t": 0.7, "scroll": {"window": 1, "x": 0, "y": 0, "dx": 0, "dy": -3}}
            ]}

            """
        #expect(recording.json() == expected)
        #expect(try RecordingFixtures.parse(expected) == recording)
    }

    @Test("An empty recording writes and reads back")
    func emptyRecording() throws {
        let text = InputRecording().json()
        #expect(
            text
                == "{\"format\": \"responderkit-input-recording\", \"version\": 1,\n\"windows\": [],\n\"entries\": []}\n"
        )
        #expect(try RecordingFixtures.parse(text) == InputRecording())
    }

    @Test("Optional keys may be written explicitly, in any order, and with their defaults")
    func explicitDefaults() throws {
        let text = RecordingFixtures.document(
            entries: #"""
                {"frame":true,"t":0},
                {"t":1,"touches":[{"window":1,"buttons":[],"type":"direct","y":2,"x":1,"phase":"began","id":5}]},
                {"t":1,"key":{"insertsText":true,"modifiers":[],"charsIgnoringModifiers":"a","chars":"a","code":4,"phase":"ended"}},
                {"t":1,"scroll":{"window":1,"x":0,"y":0,"dx":1,"dy":2,"continuous":false,"phase":"changed"}}
                """#,
            windows: #"{"scale":1,"frame":[0,0,1,1],"id":1}"#)
        let read = try RecordingFixtures.parse(text)
        #expect(read.windows == [RecordedWindow(id: 1, frame: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 1)])
        #expect(read.entries.count == 4)
        #expect(
            read.entries[1]
                == .input(
                    time: 1,
                    sample: .touches([RecordedTouch(id: 5, phase: .began, location: CGPoint(x: 1, y: 2), windowID: 1)]))
        )
        #expect(try RecordingFixtures.parse(read.json()) == read)
    }

    @Test("A hand-built recording that breaks the invariants is written as text the reader refuses, not as bad JSON")
    func nonFiniteNumbersAreRefusedOnRead() throws {
        let recording = InputRecording(
            windows: [RecordedWindow(id: 1, frame: .zero)],
            entries: [.input(time: 0, sample: .accelerometer(x: .nan, y: 0, z: .infinity))])
        let text = recording.json()
        #expect(throws: InputRecordingError.self) { try RecordingFixtures.parse(text) }
        #expect(throws: Never.self) { try JSONParser.parse(text) }
    }

    @Test("The example in docs/recording-format.md is a valid recording that writes back as shown")
    func documentedExample() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../docs/recording-format.md")
        let markdown = try String(contentsOf: docs, encoding: .utf8)
        let blocks = markdown.components(separatedBy: "```json\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
        let example = try #require(blocks.first)
        let recording = try RecordingFixtures.parse(example)
        #expect(recording.entries.count >= 10)
        #expect(recording.json() == example, "the example is in the writer's own layout")
    }
}
