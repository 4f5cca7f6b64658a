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

    @Test("Key presses by name or scancode, with modifiers; wheel steps at a window position; close")
    func keysWheelClose() throws {
        let script = try parse(
            events(
                """
                {"time": 1, "type": "key-down", "key": "k", "modifiers": ["ctrl", "shift"]},
                {"time": 1, "type": "key-up", "scancode": 14, "modifiers": []},
                {"time": 1.5, "type": "key-down", "key": "return"},
                {"time": 2, "type": "wheel", "x": 0, "y": -1, "position": [190, 290]},
                {"time": 2, "type": "wheel", "x": 3, "y": 0, "position": [0, 16384]},
                {"time": 3, "type": "close"}
                """))
        #expect(
            script.events == [
                InjectEvent(time: 1, kind: .keyDown(scancode: 14, modifiers: [.ctrl, .shift])),
                InjectEvent(time: 1, kind: .keyUp(scancode: 14, modifiers: [])),
                InjectEvent(time: 1.5, kind: .keyDown(scancode: 40, modifiers: [])),
                InjectEvent(time: 2, kind: .wheel(x: 0, y: -1, windowX: 190, windowY: 290)),
                InjectEvent(time: 2, kind: .wheel(x: 3, y: 0, windowX: 0, windowY: 16384)),
                InjectEvent(time: 3, kind: .close),
            ])
        #expect(InjectModifiers([.ctrl, .capsLock, .shift]).names == ["shift", "ctrl", "capslock"])
    }

    @Test("Key and wheel errors name the line and the JSON path")
    func keyAndWheelErrors() {
        func failure(_ event: String) -> String? {
            error(events("\n" + event)).map { "\($0)" }
        }
        #expect(
            failure(#"{"time": 0, "type": "key-down"}"#) == #"line 2, events[0]: missing member "key" (or "scancode")"#)
        #expect(
            failure(#"{"time": 0, "type": "key-up", "key": "a", "scancode": 4}"#)
                == #"line 2, events[0]: give "key" or "scancode", not both"#)
        #expect(
            failure(#"{"time": 0, "type": "key-down", "key": "A"}"#)?.hasPrefix(
                #"line 2, events[0].key: unknown key "A""#) == true)
        #expect(
            failure(#"{"time": 0, "type": "key-down", "key": 4}"#)
                == "line 2, events[0].key: expected string, found number")
        #expect(
            failure(#"{"time": 0, "type": "key-down", "scancode": 3}"#)
                == "line 2, events[0].scancode: 3.0 is outside 4.0…231.0")
        #expect(
            failure(#"{"time": 0, "type": "key-down", "scancode": 4.5}"#)
                == "line 2, events[0].scancode: 4.5 is not a whole number")
        #expect(
            failure(#"{"time": 0, "type": "key-down", "key": "a", "modifiers": "ctrl"}"#)
                == "line 2, events[0].modifiers: expected array, found string")
        #expect(
            failure(#"{"time": 0, "type": "key-down", "key": "a", "modifiers": ["ctrl", "meta"]}"#)
                == #"line 2, events[0].modifiers[1]: unknown modifier "meta" (one of shift, ctrl, alt, gui, capslock)"#)
        #expect(
            failure(#"{"time": 0, "type": "key-down", "key": "a", "modifiers": ["alt", "alt"]}"#)
                == #"line 2, events[0].modifiers[1]: "alt" is listed twice"#)
        #expect(
            failure(#"{"time": 0, "type": "key-down", "key": "a", "finger": 1}"#)
                == #"line 2, events[0].finger: unknown member "finger""#)
        #expect(
            failure(#"{"time": 0, "type": "wheel", "x": 0, "y": 0, "position": [1, 1]}"#)
                == "line 2, events[0]: a wheel event needs a step: x and y are both 0")
        #expect(
            failure(#"{"time": 0, "type": "wheel", "x": 0, "y": 101, "position": [1, 1]}"#)
                == "line 2, events[0].y: 101.0 is outside -100.0…100.0")
        #expect(
            failure(#"{"time": 0, "type": "wheel", "x": 0.5, "y": 1, "position": [1, 1]}"#)
                == "line 2, events[0].x: 0.5 is not a whole number")
        #expect(
            failure(#"{"time": 0, "type": "wheel", "x": 0, "y": 1}"#)
                == #"line 2, events[0]: missing member "position""#)
        #expect(
            failure(#"{"time": 0, "type": "wheel", "x": 0, "y": 1, "position": [1]}"#)
                == "line 2, events[0].position: expected two numbers [x, y], found 1")
        #expect(
            failure(#"{"time": 0, "type": "wheel", "x": 0, "y": 1, "position": [1, -2]}"#)
                == "line 2, events[0].position[1]: -2.0 is outside 0.0…16384.0")
        #expect(
            failure(#"{"time": 0, "type": "wheel", "x": 0, "y": 1, "position": ["1", 2]}"#)
                == "line 2, events[0].position[0]: expected number, found string")
        #expect(failure(#"{"time": 0, "type": "close", "x": 1}"#) == #"line 2, events[0].x: unknown member "x""#)
    }

    @Test("Key names are SDL's scancode names; modifier bits are SDL_Keymod bits")
    func keyNamesAndModifiers() {
        for (name, scancode) in InjectKey.named {
            #expect(Int(SDL_GetScancodeFromName(name).rawValue) == scancode, "\(name)")
        }
        #expect(InjectKey.scancodes == Int(SDL_SCANCODE_A.rawValue)...Int(SDL_SCANCODE_RGUI.rawValue))
        #expect(InjectModifiers.shift.rawValue == UInt16(KMOD_LSHIFT.rawValue))
        #expect(InjectModifiers.ctrl.rawValue == UInt16(KMOD_LCTRL.rawValue))
        #expect(InjectModifiers.alt.rawValue == UInt16(KMOD_LALT.rawValue))
        #expect(InjectModifiers.gui.rawValue == UInt16(KMOD_LGUI.rawValue))
        #expect(InjectModifiers.capsLock.rawValue == UInt16(KMOD_CAPS.rawValue))
        for (name, modifier) in InjectModifiers.named { #expect(InjectModifiers(name: name) == modifier) }
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
