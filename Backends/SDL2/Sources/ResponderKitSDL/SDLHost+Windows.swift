// Which SDL windows exist: one per visible UIWindow, opened when it appears and closed when it hides or goes away.
// A window that goes away (closed by the user, hidden by the app) first loses its live input: its pointer touch,
// fingers and scroll gesture are cancelled or ended, so no touch is left live.
import CSDL2
import Foundation
import ResponderKit

extension SDLHost {
    /// Opens SDL windows for newly visible UIWindows and closes those of hidden or departed ones; returns false
    /// (after printing why) when a window cannot be opened.
    func syncWindows() -> Bool {
        let live = application.windows
        var index = windows.count - 1
        while index >= 0 {
            let window = windows[index]
            if window.uiWindow.isHidden || !live.contains(where: { $0 === window.uiWindow }) {
                releaseInput(in: window, at: clock.now)
                window.destroy()
                windows.remove(at: index)
            } else {
                window.followFrame()
            }
            index -= 1
        }
        for uiWindow in live where !uiWindow.isHidden && !windows.contains(where: { $0.uiWindow === uiWindow }) {
            do throws(SDLHostError) {
                let window = try SDLHostWindow(showing: uiWindow, title: options.title, recordID: nextRecordID)
                nextRecordID += 1
                windows.append(window)
                recorder?.register(uiWindow, id: window.recordID)
            } catch {
                SDLHost.warn(error.message)
                return false
            }
        }
        return true
    }

    /// The user closed `window`: its live input is cancelled, then the UIWindow is hidden (the SDL window closes at
    /// the next sync; the loop ends when no window is left).
    func close(_ window: SDLHostWindow, at now: TimeInterval) {
        releaseInput(in: window, at: now)
        window.uiWindow.isHidden = true
    }

    /// Cancels the pointer touch and the fingers in `window` and ends its scroll gesture.
    func releaseInput(in window: SDLHostWindow, at now: TimeInterval) {
        if pointerWindowID == window.sdlID {
            let sample = TouchSample(
                id: SDLFingerTable.pointerID, phase: .cancelled, location: .zero, window: window.uiWindow,
                timestamp: now, type: .indirectPointer, buttonMask: pointerButtons)
            pointerWindowID = 0
            pointerButtons = []
            feedTouch(sample, at: now, kind: "pointer-up", polled: nil)
        }
        for finger in fingers.removeAll(inWindow: window.sdlID) {
            let sample = TouchSample(
                id: finger.id, phase: .cancelled, location: .zero, window: window.uiWindow, timestamp: now)
            feedTouch(sample, at: now, kind: "touch", polled: nil)
        }
        if scrollGesture.window === window.uiWindow, let end = scrollGesture.end(at: now) {
            feed(.scroll(end), at: now, kind: "scroll", polled: nil)
        }
    }
}
