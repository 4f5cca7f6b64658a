// Keyboard, committed text, input-method compositions, game controllers and accelerometers to press, text, marked
// text and accelerometer samples.
//
// Key repeat: SDL's repeated key-downs are dropped, as UIKit delivers one pressesBegan per physical press; while a
// text input is first responder the repeated characters still arrive, as SDL_TEXTINPUT events.
import CSDL2
import Foundation
import ResponderKit

extension SDLHost {
    func key(_ event: SDL_KeyboardEvent, at now: TimeInterval, polled: UInt64) {
        guard event.repeat == 0,
            let key = SDLKeyMapping.key(
                scancode: event.keysym.scancode.rawValue, keycode: event.keysym.sym, mod: event.keysym.mod)
        else { return }
        let down = event.type == SDL_KEYDOWN.rawValue
        var sample = PressSample(phase: down ? .began : .ended, key: key, force: down ? 1 : 0, timestamp: now)
        // With SDL's text input on, characters arrive once, as SDL_TEXTINPUT (contract 2).
        sample.insertsText = !textInputActive
        feed(.press(sample), at: now, kind: "key", polled: polled)
    }

    func text(_ event: SDL_TextInputEvent, at now: TimeInterval, polled: UInt64) {
        let text = withUnsafeBytes(of: event.text) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !text.isEmpty else { return }
        feed(.text(TextSample(text: text, timestamp: now)), at: now, kind: "text", polled: polled)
    }

    /// An input method's composition (SDL_TEXTEDITING): its text and cursor become a ``MarkedTextSample`` for
    /// the first responder (TX-13); an empty text ends the composition. SDL counts the cursor in characters (code
    /// points); the sample counts UTF-16 units. Compositions are not recorded (their commit is, as text).
    func textEditing(_ event: SDL_TextEditingEvent, at now: TimeInterval) {
        let text = withUnsafeBytes(of: event.text) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let scalars = Array(text.unicodeScalars)
        func utf16Offset(_ count: Int) -> Int {
            scalars.prefix(max(0, min(count, scalars.count))).reduce(0) { $0 + $1.utf16.count }
        }
        let start = Int(event.start)
        let location = utf16Offset(start)
        let length = utf16Offset(start + max(Int(event.length), 0)) - location
        let sample = MarkedTextSample(
            text: text, selectedRange: NSRange(location: location, length: length), timestamp: now)
        do {
            try application.input.send(sample)
        } catch {
            // Refused input changes nothing; the core traced it.
        }
        updateTextInput()
    }

    func controllerButton(_ event: SDL_ControllerButtonEvent, at now: TimeInterval, polled: UInt64) {
        guard let type = SDLInputMapping.pressType(controllerButton: event.button) else { return }
        let down = event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
        if down {
            buttonsDown.append(type)
        } else if let index = buttonsDown.firstIndex(of: type) {
            buttonsDown.remove(at: index)
        }
        let sample = PressSample(phase: down ? .began : .ended, type: type, force: down ? 1 : 0, timestamp: now)
        feed(.press(sample), at: now, kind: "button", polled: polled)
    }

    /// Opens a game controller SDL announced (a real one, or the inject file's virtual one) and turns its
    /// accelerometer on if it has one.
    func openController(deviceIndex: Int32) {
        guard let controller = SDL_GameControllerOpen(deviceIndex) else {
            SDLHost.warn("cannot open game controller \(deviceIndex): \(SDLHost.lastError)")
            return
        }
        let instance = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
        if controllers.contains(where: { SDL_JoystickInstanceID(SDL_GameControllerGetJoystick($0)) == instance }) {
            SDL_GameControllerClose(controller)
            return
        }
        if SDL_GameControllerHasSensor(controller, SDL_SENSOR_ACCEL) == SDL_TRUE {
            SDL_GameControllerSetSensorEnabled(controller, SDL_SENSOR_ACCEL, SDL_TRUE)
        }
        controllers.append(controller)
    }

    /// Closes a controller that went away; its buttons still down are cancelled.
    func closeController(instanceID: Int32, at now: TimeInterval) {
        guard
            let index = controllers.firstIndex(where: {
                SDL_JoystickInstanceID(SDL_GameControllerGetJoystick($0)) == instanceID
            })
        else { return }
        SDL_GameControllerClose(controllers.remove(at: index))
        // One controller's buttons are not told apart from another's: a controller going away releases all.
        let held = buttonsDown
        buttonsDown = []
        for type in held {
            feed(
                .press(PressSample(phase: .cancelled, type: type, force: 0, timestamp: now)), at: now, kind: "button",
                polled: nil)
        }
    }

    /// Opens the accelerometers SDL knows (phones, tablets; desktop Linux usually has none).
    func openSensors() {
        let count = SDL_NumSensors()
        guard count > 0 else { return }
        for index in 0..<count where SDL_SensorGetDeviceType(index) == SDL_SENSOR_ACCEL {
            if let sensor = SDL_SensorOpen(index) { sensors.append(sensor) }
        }
    }

    /// Whether sensor `instanceID` is an accelerometer: one the host opened, or the inject file's fake one.
    func isAccelerometer(instanceID: Int32) -> Bool {
        if instanceID == SDLInjector.sensorID { return injector != nil }
        return sensors.contains { SDL_SensorGetInstanceID($0) == instanceID }
    }

    func accelerometer(_ x: Float, _ y: Float, _ z: Float, at now: TimeInterval, polled: UInt64) {
        let g = SDLInputMapping.accelerometer(x: x, y: y, z: z)
        let sample = AccelerometerSample(x: g.x, y: g.y, z: g.z, timestamp: now)
        feed(.accelerometer(sample), at: now, kind: "accelerometer", polled: polled)
    }
}
