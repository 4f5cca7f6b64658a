// Clicks and taps with modifier keys held, as a person holds Shift or Command on a keyboard while clicking (PG-8):
// the modifier keys go down as key presses before the click and up after it, through the real input path.
//
// Invariants: every modifier key these calls press is released before they return, even when the click is
// refused (the error is rethrown after the release).
import Foundation

extension EventSimulator {
    /// The left-hand key of each modifier, with the flag it sets.
    private static let modifierKeys: [(UIKeyModifierFlags, UIKeyboardHIDUsage)] = [
        (.control, .keyboardLeftControl), (.shift, .keyboardLeftShift),
        (.alternate, .keyboardLeftAlt), (.command, .keyboardLeftGUI),
    ]

    /// Holds down the modifier keys of `flags` (left Control, Shift, Option, Command), as key presses.
    public func holdModifierKeys(_ flags: UIKeyModifierFlags) throws(InputError) {
        for (flag, code) in EventSimulator.modifierKeys where flags.contains(flag) {
            try keyDown(UIKey(characters: "", keyCode: code, modifierFlags: flag))
        }
    }

    /// Releases the modifier keys of `flags` held by ``holdModifierKeys(_:)``.
    public func releaseModifierKeys(_ flags: UIKeyModifierFlags) throws(InputError) {
        for (flag, code) in EventSimulator.modifierKeys.reversed() where flags.contains(flag) {
            try keyUp(UIKey(characters: "", keyCode: code, modifierFlags: flag))
        }
    }

    /// Clicks at `point` with the modifier keys of `modifierFlags` held (a Shift-click, a Command-click): the
    /// event's and the recognizers' `modifierFlags` report them from the click's began to its end.
    @discardableResult
    public func click(
        at point: CGPoint, in view: UIView? = nil, buttons: UIEvent.ButtonMask = .primary,
        modifierFlags: UIKeyModifierFlags
    ) throws(InputError) -> UITouch {
        try withModifierKeys(modifierFlags) { () throws(InputError) in
            try click(at: point, in: view, buttons: buttons)
        }
    }

    /// Taps at `point` with the modifier keys of `modifierFlags` held on a hardware keyboard.
    @discardableResult
    public func tap(
        at point: CGPoint, in view: UIView? = nil, duration: TimeInterval = 0, modifierFlags: UIKeyModifierFlags
    ) throws(InputError) -> UITouch {
        try withModifierKeys(modifierFlags) { () throws(InputError) in
            try tap(at: point, in: view, duration: duration)
        }
    }

    /// Runs `body` with the modifier keys of `flags` held, releasing them afterwards in every case.
    private func withModifierKeys<Result>(
        _ flags: UIKeyModifierFlags, _ body: () throws(InputError) -> Result
    ) throws(InputError) -> Result {
        try holdModifierKeys(flags)
        let result: Result
        do {
            result = try body()
        } catch {
            try? releaseModifierKeys(flags)
            throw error
        }
        try releaseModifierKeys(flags)
        return result
    }
}
