// The inject-file parser: a valid script, and errors with line and JSON path.
import CSDL2
import SDLInjectScript
import Testing

@Suite("Inject script")
struct InjectScriptTests {
    private func parse(_ text: String) throws(InjectScriptError) -> InjectScript {
        try InjectScript.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> InjectScriptError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    private func events(_ list: String) -> String {
        "{\"format\": \"responderkit-sdl-inject\", \"version\": 1, \"events\": [\(list)]}"
    }

    @Test("Every event type parses")
    func valid() throws {
        let script = try parse(
            events(
                """
                {"time": 0.5, "type": "finger-down", "finger": 1, "x": 0.25, "y": 0.5},
                {"time": 0.6, "type": "finger-motion", "finger": 1, "x": 0.3, "y": 0.5},
                {"time": 0.7, "type": "finger-up", "finger": 1, "x": 0.3, "y": 1},
                {"time": 1, "type": "accelerometer", "x": 24.5, "y": 0, "z": -9.8},
                {"time": 2, "type": "button-down", "button": "a"},
                {"time": 2, "type": "button-up", "button": "dpleft"}
                """))
        #expect(
            script.events == [
                InjectEvent(time: 0.5, kind: .fingerDown(finger: 1, x: 0.25, y: 0.5)),
                InjectEvent(time: 0.6, kind: .fingerMotion(finger: 1, x: 0.3, y: 0.5)),
                InjectEvent(time: 0.7, kind: .fingerUp(finger: 1, x: 0.3, y: 1)),
                InjectEvent(time: 1, kind: .accelerometer(x: 24.5, y: 0, z: -9.8)),
                InjectEvent(time: 2, kind: .buttonDown(.a)),
                InjectEvent(time: 2, kind: .buttonUp(.dpadLeft)),
            ])
        #expect(try parse(events("")).events.isEmpty)
    }

    @Test("Errors name the line and the JSON path")
    func errors() {
        #expect(error("[]")?.description == "line 1: expected object, found array")
        #expect(error("{\"format\": \"x\", \"version\": 1, \"events\": []}")?.path == "format")
        #expect(error("{\"format\": \"responderkit-sdl-inject\", \"version\": 2, \"events\": []}")?.path == "version")
        #expect(
            error("{\"format\": \"responderkit-sdl-inject\", \"version\": 1}")?.message == "missing member \"events\"")
        let range = error(events("{\"time\": 0, \"type\": \"finger-down\", \"finger\": 1, \"x\": 1.5, \"y\": 0}"))
        #expect(range?.path == "events[0].x" && range?.message == "1.5 is outside 0.0…1.0")
        let order = error(
            events(
                """
                {"time": 1, "type": "button-down", "button": "a"},
                {"time": 0.5, "type": "button-up", "button": "a"}
                """))
        #expect(order?.path == "events[1].time" && order?.line == 2)
        let whole = error(events("{\"time\": 0, \"type\": \"finger-up\", \"finger\": 1.5, \"x\": 0, \"y\": 0}"))
        #expect(whole?.path == "events[0].finger")
        #expect(error(events("{\"time\": 0, \"type\": \"button-up\", \"button\": \"z\"}"))?.path == "events[0].button")
        #expect(error(events("{\"time\": 0, \"type\": \"tap\"}"))?.path == "events[0].type")
        #expect(
            error(events("{\"time\": 0, \"type\": \"button-up\", \"button\": \"a\", \"x\": 1}"))?.path == "events[0].x")
        #expect(error(events("{\"time\": -1, \"type\": \"button-up\", \"button\": \"a\"}"))?.path == "events[0].time")
        #expect(error(events("{\"type\": \"button-up\", \"button\": \"a\"}"))?.path == "events[0]")
        #expect(error("{\"format\": ")?.line == 1)
        #expect(error("")?.message.isEmpty == false)
    }

    @Test("Button raw values are SDL_GameControllerButton values")
    func buttonValues() {
        #expect(InjectButton.a.rawValue == Int(SDL_CONTROLLER_BUTTON_A.rawValue))
        #expect(InjectButton.b.rawValue == Int(SDL_CONTROLLER_BUTTON_B.rawValue))
        #expect(InjectButton.back.rawValue == Int(SDL_CONTROLLER_BUTTON_BACK.rawValue))
        #expect(InjectButton.start.rawValue == Int(SDL_CONTROLLER_BUTTON_START.rawValue))
        #expect(InjectButton.dpadUp.rawValue == Int(SDL_CONTROLLER_BUTTON_DPAD_UP.rawValue))
        #expect(InjectButton.dpadRight.rawValue == Int(SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue))
        #expect(InjectButton.rightShoulder.rawValue == Int(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER.rawValue))
        for button in InjectButton.allCases { #expect(InjectButton(name: button.name) == button) }
    }
}
