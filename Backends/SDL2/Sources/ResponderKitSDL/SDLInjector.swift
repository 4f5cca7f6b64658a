// Pushes an inject script's events into SDL's queue at their times, so that they come back through SDL_PollEvent
// like real input: fingers, accelerometer readings, keys, wheel steps, input-method compositions and committed text
// and the window's close as pushed SDL events,
// controller buttons through an SDL virtual joystick opened as a game controller (they return as real
// SDL_CONTROLLERBUTTON events).
//
// Invariants: events are pushed in script order, none before its time; at most one controller-button change per
// call, so that SDL's joystick update between two calls sees each state (a down and an up in one update would be
// lost).
import CSDL2
import Foundation
import SDLInjectScript

/// The injector of one run.
@MainActor
final class SDLInjector {
    /// The instance id of the fake accelerometer injected readings come from (real sensor ids are never negative).
    static let sensorID: Int32 = -100
    /// The touch device id of injected fingers.
    static let touchDevice: Int64 = 0x494E_4A45_4354

    private let events: [InjectEvent]
    private var next = 0
    private var joystick: OpaquePointer?
    private var joystickIndex: Int32 = -1

    init(script: InjectScript) {
        events = script.events
    }

    /// The time of the next event to push (seconds since the run started), or nil when all were pushed.
    var nextTime: TimeInterval? { next < events.count ? events[next].time : nil }

    /// Attaches the virtual game controller if the script presses buttons; returns its device index, for the host
    /// to open it as a game controller before any button changes (nil when no controller is attached).
    func start() -> Int32? {
        let pressesButtons = events.contains {
            switch $0.kind {
            case .buttonDown, .buttonUp: true
            default: false
            }
        }
        guard pressesButtons else { return nil }
        let buttonCount = Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        let index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, buttonCount, 0)
        guard index >= 0, let joystick = SDL_JoystickOpen(index) else {
            SDLHost.warn("injected controller buttons are dropped: no virtual joystick: \(SDLHost.lastError)")
            return nil
        }
        self.joystick = joystick
        joystickIndex = index
        return index
    }

    /// Pushes the events due by `elapsed` seconds; fingers, keys, wheel steps and the close go to SDL window
    /// `windowID`.
    func push(dueBy elapsed: TimeInterval, windowID: UInt32) {
        while next < events.count, events[next].time <= elapsed {
            let event = events[next]
            next += 1
            switch event.kind {
            case .fingerDown(let finger, let x, let y):
                pushFinger(SDL_FINGERDOWN, finger: finger, x: x, y: y, windowID: windowID)
            case .fingerMotion(let finger, let x, let y):
                pushFinger(SDL_FINGERMOTION, finger: finger, x: x, y: y, windowID: windowID)
            case .fingerUp(let finger, let x, let y):
                pushFinger(SDL_FINGERUP, finger: finger, x: x, y: y, windowID: windowID)
            case .accelerometer(let x, let y, let z):
                var sdlEvent = SDL_Event()
                sdlEvent.sensor.type = SDL_SENSORUPDATE.rawValue
                sdlEvent.sensor.timestamp = SDL_GetTicks()
                sdlEvent.sensor.which = SDLInjector.sensorID
                sdlEvent.sensor.data = (Float(x), Float(y), Float(z), 0, 0, 0)
                SDL_PushEvent(&sdlEvent)
            case .buttonDown(let button):
                if let joystick { SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), 1) }
                return
            case .buttonUp(let button):
                if let joystick { SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), 0) }
                return
            case .keyDown(let scancode, let modifiers):
                pushKey(SDL_KEYDOWN, scancode: scancode, modifiers: modifiers, windowID: windowID)
            case .keyUp(let scancode, let modifiers):
                pushKey(SDL_KEYUP, scancode: scancode, modifiers: modifiers, windowID: windowID)
            case .wheel(let x, let y, let windowX, let windowY):
                var sdlEvent = SDL_Event()
                sdlEvent.wheel.type = SDL_MOUSEWHEEL.rawValue
                sdlEvent.wheel.timestamp = SDL_GetTicks()
                sdlEvent.wheel.windowID = windowID
                sdlEvent.wheel.which = 0
                sdlEvent.wheel.x = Int32(x)
                sdlEvent.wheel.y = Int32(y)
                sdlEvent.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
                // Whole amounts: the host reads them as wheel lines, not a trackpad's continuous scroll.
                sdlEvent.wheel.preciseX = Float(x)
                sdlEvent.wheel.preciseY = Float(y)
                sdlEvent.wheel.mouseX = Int32(windowX)
                sdlEvent.wheel.mouseY = Int32(windowY)
                SDL_PushEvent(&sdlEvent)
            case .textEditing(let text, let start, let length):
                var sdlEvent = SDL_Event()
                sdlEvent.edit.type = SDL_TEXTEDITING.rawValue
                sdlEvent.edit.timestamp = SDL_GetTicks()
                sdlEvent.edit.windowID = windowID
                withUnsafeMutableBytes(of: &sdlEvent.edit.text) { SDLInjector.copy(text, into: $0) }
                sdlEvent.edit.start = Int32(start)
                sdlEvent.edit.length = Int32(length)
                SDL_PushEvent(&sdlEvent)
            case .textInput(let text):
                var sdlEvent = SDL_Event()
                sdlEvent.text.type = SDL_TEXTINPUT.rawValue
                sdlEvent.text.timestamp = SDL_GetTicks()
                sdlEvent.text.windowID = windowID
                withUnsafeMutableBytes(of: &sdlEvent.text.text) { SDLInjector.copy(text, into: $0) }
                SDL_PushEvent(&sdlEvent)
            case .close:
                var sdlEvent = SDL_Event()
                sdlEvent.window.type = SDL_WINDOWEVENT.rawValue
                sdlEvent.window.timestamp = SDL_GetTicks()
                sdlEvent.window.windowID = windowID
                sdlEvent.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
                SDL_PushEvent(&sdlEvent)
            }
        }
    }

    /// Copies `text`'s UTF-8 bytes into an SDL text buffer with a terminating NUL (the script reader keeps them
    /// short enough).
    private static func copy(_ text: String, into buffer: UnsafeMutableRawBufferPointer) {
        let bytes = Array(text.utf8.prefix(buffer.count - 1))
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        buffer[bytes.count] = 0
    }

    /// Pushes a key event as SDL's keyboard would report it: the scancode, the current layout's keycode for it
    /// (`SDL_GetKeyFromScancode`) and the modifiers; never a repeat.
    private func pushKey(_ type: SDL_EventType, scancode: Int, modifiers: InjectModifiers, windowID: UInt32) {
        var sdlEvent = SDL_Event()
        sdlEvent.key.type = type.rawValue
        sdlEvent.key.timestamp = SDL_GetTicks()
        sdlEvent.key.windowID = windowID
        sdlEvent.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        sdlEvent.key.repeat = 0
        let code = SDL_Scancode(rawValue: UInt32(scancode))
        sdlEvent.key.keysym.scancode = code
        sdlEvent.key.keysym.sym = SDL_GetKeyFromScancode(code)
        sdlEvent.key.keysym.mod = modifiers.rawValue
        SDL_PushEvent(&sdlEvent)
    }

    private func pushFinger(_ type: SDL_EventType, finger: Int, x: Double, y: Double, windowID: UInt32) {
        var sdlEvent = SDL_Event()
        sdlEvent.tfinger.type = type.rawValue
        sdlEvent.tfinger.timestamp = SDL_GetTicks()
        sdlEvent.tfinger.touchId = SDLInjector.touchDevice
        sdlEvent.tfinger.fingerId = Int64(finger)
        sdlEvent.tfinger.x = Float(x)
        sdlEvent.tfinger.y = Float(y)
        sdlEvent.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        sdlEvent.tfinger.windowID = windowID
        SDL_PushEvent(&sdlEvent)
    }

    /// Detaches the virtual controller.
    func stop() {
        if let joystick { SDL_JoystickClose(joystick) }
        joystick = nil
        if joystickIndex >= 0 { SDL_JoystickDetachVirtual(joystickIndex) }
        joystickIndex = -1
    }
}
