// The host's event switch: each SDL event to its handler, at its own host time.
import CSDL2
import Foundation
import ResponderKit

extension SDLHost {
    /// Handles one SDL event that `SDL_PollEvent` returned at `polled` (performance counter): the clock advances
    /// to its time first, so timers due before it fire before it is sent.
    func handle(_ event: SDL_Event, polled: UInt64) {
        let now = time(at: polled)
        clock.advance(to: now)
        switch event.type {
        case SDL_QUIT.rawValue:
            quitRequested = true
        case SDL_WINDOWEVENT.rawValue:
            windowEvent(event.window, at: now, polled: polled)
        case SDL_MOUSEMOTION.rawValue:
            mouseMotion(event.motion, at: now, polled: polled)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            mouseButton(event.button, at: now, polled: polled)
        case SDL_MOUSEWHEEL.rawValue:
            mouseWheel(event.wheel, at: now, polled: polled)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            finger(event.tfinger, at: now, polled: polled)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            key(event.key, at: now, polled: polled)
        case SDL_TEXTINPUT.rawValue:
            text(event.text, at: now, polled: polled)
        case SDL_TEXTEDITING.rawValue:
            textEditing(event.edit, at: now)
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            controllerButton(event.cbutton, at: now, polled: polled)
        case SDL_CONTROLLERDEVICEADDED.rawValue:
            openController(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            closeController(instanceID: event.cdevice.which, at: now)
        case SDL_CONTROLLERSENSORUPDATE.rawValue:
            let sensor = event.csensor
            if sensor.sensor == SDL_SENSOR_ACCEL.rawValue {
                accelerometer(sensor.data.0, sensor.data.1, sensor.data.2, at: now, polled: polled)
            }
        case SDL_SENSORUPDATE.rawValue:
            let sensor = event.sensor
            if isAccelerometer(instanceID: sensor.which) {
                accelerometer(sensor.data.0, sensor.data.1, sensor.data.2, at: now, polled: polled)
            }
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            for window in windows { window.needsRedraw = true }
        default:
            break
        }
    }

    /// The host window with SDL id `id`, or nil (events for unknown or closed windows are dropped).
    func hostWindow(_ id: UInt32) -> SDLHostWindow? {
        guard id != 0 else { return nil }
        for window in windows where window.sdlID == id { return window }
        return nil
    }

    private func windowEvent(_ event: SDL_WindowEvent, at now: TimeInterval, polled: UInt64) {
        guard let window = hostWindow(event.windowID) else { return }
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
            window.needsRedraw = true
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            // The UIWindow takes the new size; a drag in progress goes on (its touch keeps its window).
            window.updateSize()
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
            if !window.uiWindow.isHidden { window.uiWindow.makeKey() }
            feed(.becomeActive, at: now, kind: "focus", polled: polled)
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            feed(.resignActive, at: now, kind: "focus", polled: polled)
        case SDL_WINDOWEVENT_LEAVE.rawValue:
            if pointerWindowID == 0 {
                feed(
                    .hover(HoverSample(location: nil, window: window.uiWindow, timestamp: now)), at: now, kind: "hover",
                    polled: polled)
            }
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            close(window, at: now)
        default:
            break
        }
    }
}
