// The inject-file parser's text events (TX-13): an input method's composition (SDL_TEXTEDITING) and committed text
// (SDL_TEXTINPUT), and their errors with line and JSON path.
import SDLInjectScript
import Testing

@Suite("Inject script text events")
struct InjectTextScriptTests {
    private func events(_ list: String) -> [UInt8] {
        Array("{\"format\": \"responderkit-sdl-inject\", \"version\": 1, \"events\": [\(list)]}".utf8)
    }

    private func error(_ list: String) -> InjectScriptError? {
        do {
            _ = try InjectScript.parse(events(list))
            return nil
        } catch {
            return error
        }
    }

    @Test("TX-13: text-editing and text-input parse, an empty composition included")
    func valid() throws {
        let script = try InjectScript.parse(
            events(
                """
                {"time": 1, "type": "text-editing", "text": "nih", "start": 1, "length": 2},
                {"time": 1.1, "type": "text-editing", "text": "", "start": 0, "length": 0},
                {"time": 2, "type": "text-input", "text": "你好"}
                """))
        #expect(
            script.events == [
                InjectEvent(time: 1, kind: .textEditing(text: "nih", start: 1, length: 2)),
                InjectEvent(time: 1.1, kind: .textEditing(text: "", start: 0, length: 0)),
                InjectEvent(time: 2, kind: .textInput(text: "你好")),
            ])
    }

    @Test("TX-13: a cursor outside the composition, empty or over-long text are errors naming their path")
    func errors() {
        let cursor = error("{\"time\": 1, \"type\": \"text-editing\", \"text\": \"ab\", \"start\": 3, \"length\": 0}")
        #expect(cursor?.path == "events[0].start")
        let length = error("{\"time\": 1, \"type\": \"text-editing\", \"text\": \"ab\", \"start\": 1, \"length\": 2}")
        #expect(length?.path == "events[0].length")
        #expect(error("{\"time\": 1, \"type\": \"text-input\", \"text\": \"\"}")?.message == "the text is empty")
        let long = String(repeating: "é", count: 16)
        #expect(error("{\"time\": 1, \"type\": \"text-input\", \"text\": \"\(long)\"}")?.path == "events[0].text")
        let unknown = error("{\"time\": 1, \"type\": \"text-input\", \"text\": \"a\", \"start\": 0}")
        #expect(unknown?.path == "events[0].start")
    }
}
