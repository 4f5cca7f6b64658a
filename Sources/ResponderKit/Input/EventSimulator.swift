// A headless backend for tests: fingers, taps and drags on a virtual clock, through the real input path.
//
// Invariants: every call goes through `InputLayer` exactly as a live backend's samples do, so what a test sees is
// what an app sees. Time moves only through `advance(by:)`.
import Foundation

/// Simulates touch input for an application, deterministically, on a ``VirtualClock``.
///
/// ```swift
/// let sim = EventSimulator(application: app)
/// let touch = try sim.touchDown(at: CGPoint(x: 10, y: 10), in: window)
/// try sim.touchMove(touch, to: CGPoint(x: 30, y: 10), in: window)
/// try sim.touchUp(touch)
/// ```
@preconcurrency @MainActor
public final class EventSimulator {
    /// The application that receives the input.
    public let application: UIApplication
    /// The virtual clock of the application.
    public let clock: VirtualClock
    private var nextID = 1
    private var idsByTouch: [ObjectIdentifier: Int] = [:]

    /// Creates a simulator for `application`. If the application's clock is not a ``VirtualClock``, it is
    /// replaced by one that starts at the old clock's time.
    public init(application: UIApplication = .shared) {
        self.application = application
        if let virtual = application.clock as? VirtualClock {
            clock = virtual
        } else {
            let virtual = VirtualClock(start: application.clock.now)
            application.clock = virtual
            clock = virtual
        }
    }

    // MARK: Single fingers

    /// Puts a finger down at `point`, in `view`'s coordinates (screen coordinates when `view` is nil).
    @discardableResult
    public func touchDown(at point: CGPoint, in view: UIView? = nil) throws(InputError) -> UITouch {
        try touchDown(at: [point], in: view)[0]
    }

    /// Moves a finger to `point`, in `view`'s coordinates (screen coordinates when `view` is nil).
    public func touchMove(_ touch: UITouch, to point: CGPoint, in view: UIView? = nil) throws(InputError) {
        try touchMove([touch], to: [point], in: view)
    }

    /// Lifts a finger where it is.
    public func touchUp(_ touch: UITouch) throws(InputError) {
        try touchUp([touch])
    }

    /// Reports a finger as cancelled by the input source (for example an incoming call).
    public func touchCancel(_ touch: UITouch) throws(InputError) {
        let id = try identifier(of: touch)
        try application.input.send(
            TouchSample(id: id, phase: .cancelled, location: touch.location(in: nil), window: touch.window))
        idsByTouch[ObjectIdentifier(touch)] = nil
    }

    /// Taps at `point`: a finger down and, after `duration` seconds of virtual time, up at the same place.
    @discardableResult
    public func tap(at point: CGPoint, in view: UIView? = nil, duration: TimeInterval = 0) throws(InputError)
        -> UITouch
    {
        let touch = try touchDown(at: point, in: view)
        advance(by: duration)
        try touchUp(touch)
        return touch
    }

    /// Drags a finger from `start` to `end` in `steps` moves spread over `duration` seconds, then lifts it.
    @discardableResult
    public func drag(
        from start: CGPoint, to end: CGPoint, in view: UIView? = nil, steps: Int = 10, duration: TimeInterval = 0.1
    ) throws(InputError) -> UITouch {
        let touch = try touchDown(at: start, in: view)
        let count = max(steps, 1)
        for step in 1...count {
            advance(by: duration / Double(count))
            let f = CGFloat(step) / CGFloat(count)
            let point = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            try touchMove(touch, to: point, in: view)
        }
        try touchUp(touch)
        return touch
    }

    // MARK: Several fingers

    /// Puts several fingers down in one event.
    @discardableResult
    public func touchDown(at points: [CGPoint], in view: UIView? = nil) throws(InputError) -> [UITouch] {
        let window = try window(of: view)
        let ids = points.indices.map { nextID + $0 }
        let samples = try zip(ids, points).map { (id, point) throws(InputError) in
            TouchSample(id: id, phase: .began, location: try windowPoint(point, in: view), window: window)
        }
        let touches = try application.input.beginTouches(samples)
        nextID += points.count
        for (id, touch) in zip(ids, touches) { idsByTouch[ObjectIdentifier(touch)] = id }
        return touches
    }

    /// Moves several fingers in one event; `points` pairs with `touches`.
    public func touchMove(_ touches: [UITouch], to points: [CGPoint], in view: UIView? = nil) throws(InputError) {
        let window = try window(of: view)
        var samples: [TouchSample] = []
        for (touch, point) in zip(touches, points) {
            samples.append(
                TouchSample(
                    id: try identifier(of: touch), phase: .moved, location: try windowPoint(point, in: view),
                    window: window))
        }
        try application.input.send(samples)
    }

    /// Lifts several fingers in one event.
    public func touchUp(_ touches: [UITouch]) throws(InputError) {
        var samples: [TouchSample] = []
        for touch in touches {
            samples.append(
                TouchSample(
                    id: try identifier(of: touch), phase: .ended, location: touch.location(in: nil),
                    window: touch.window))
        }
        try application.input.send(samples)
        for touch in touches { idsByTouch[ObjectIdentifier(touch)] = nil }
    }

    /// Taps with several fingers at once (down in one event, up in the next).
    @discardableResult
    public func tap(at points: [CGPoint], in view: UIView? = nil, duration: TimeInterval = 0) throws(InputError)
        -> [UITouch]
    {
        let touches = try touchDown(at: points, in: view)
        advance(by: duration)
        try touchUp(touches)
        return touches
    }

    // MARK: Pointer

    /// Clicks with a pointer at `point` in `view`'s coordinates (screen coordinates when nil): a pointer touch
    /// (`.indirectPointer`) pressing `buttons`, down then up.
    @discardableResult
    public func click(at point: CGPoint, in view: UIView? = nil, buttons: UIEvent.ButtonMask = .primary)
        throws(InputError) -> UITouch
    {
        let window = try window(of: view)
        let id = nextID
        let sample = TouchSample(
            id: id, phase: .began, location: try windowPoint(point, in: view), window: window, type: .indirectPointer,
            buttonMask: buttons)
        let touches = try application.input.beginTouches([sample])
        nextID += 1
        guard let touch = touches.first else { throw .touchNotActive }
        idsByTouch[ObjectIdentifier(touch)] = id
        try touchUp(touch)
        return touch
    }

    /// Clicks with the secondary (right) button.
    @discardableResult
    public func secondaryClick(at point: CGPoint, in view: UIView? = nil) throws(InputError) -> UITouch {
        try click(at: point, in: view, buttons: .secondary)
    }

    /// Moves the pointer, with no button pressed, to `point` in `view`'s coordinates.
    public func hover(at point: CGPoint, in view: UIView) throws(InputError) {
        guard let window = try window(of: view) else { throw .viewNotInWindow }
        try application.input.send(HoverSample(location: try windowPoint(point, in: view), window: window))
    }

    /// Moves the pointer out of `window`.
    public func hoverExit(_ window: UIWindow) throws(InputError) {
        try application.input.send(HoverSample(location: nil, window: window))
    }

    /// Scrolls at `point` in `view`'s coordinates by `delta` (content movement, like a finger drag): one wheel
    /// step for `.discrete`, or a trackpad gesture of `steps` equal parts for `.continuous`.
    public func scroll(
        by delta: CGPoint, at point: CGPoint, in view: UIView, type: UIScrollTypeMask = .discrete, steps: Int = 1
    ) throws(InputError) {
        guard let window = try window(of: view) else { throw .viewNotInWindow }
        let location = try windowPoint(point, in: view)
        guard type == .continuous else {
            try application.input.send(ScrollSample(location: location, window: window, delta: delta, type: type))
            return
        }
        let count = max(steps, 1)
        let part = CGPoint(x: delta.x / CGFloat(count), y: delta.y / CGFloat(count))
        for step in 0..<count {
            let phase: ScrollSample.Phase = step == count - 1 ? .ended : (step == 0 ? .began : .changed)
            try application.input.send(
                ScrollSample(location: location, window: window, delta: part, type: .continuous, phase: phase))
            if step < count - 1 { advance(by: 1.0 / 60) }
        }
    }

    // MARK: Keyboard

    /// Types `text` as key presses (down and up for each character, Shift where a US keyboard needs it).
    /// Characters no key types (for example "é") are committed one by one as ``TextSample``s through the
    /// application's ``InputLayer``, as an input method would commit them.
    public func type(_ text: String) throws(InputError) {
        for character in text {
            if let key = KeyboardLayout.key(for: character) {
                try keyDown(key)
                try keyUp(key)
            } else {
                try commitText(String(character))
            }
        }
    }

    /// Commits `text` as a host's input system does (an input method, a dead key, `SDL_TEXTINPUT`): one
    /// ``TextSample`` for the key window's first responder, inserted whole. Dropped and traced when no text input
    /// is first responder; empty text is refused (``InputError/emptyText``).
    public func commitText(_ text: String) throws(InputError) {
        try application.input.send(TextSample(text: text))
    }

    /// Presses and releases a key with modifiers, for example `press(.keyboardTab, modifiers: .shift)`.
    public func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) throws(InputError) {
        let characters = KeyboardLayout.characters(for: key)
        let pressed = UIKey(characters: characters, keyCode: key, modifierFlags: modifiers)
        try keyDown(pressed)
        try keyUp(pressed)
    }

    /// Presses and releases the key that types `input` with modifiers, for example `press("s", modifiers:
    /// .command)`.
    public func press(_ input: String, modifiers: UIKeyModifierFlags = []) throws(InputError) {
        guard let character = input.first, let base = KeyboardLayout.key(for: character) else {
            application.tracer?.record(.inputDropped("no key types \"\(input)\""))
            return
        }
        let key = UIKey(
            characters: base.characters, charactersIgnoringModifiers: base.charactersIgnoringModifiers,
            keyCode: base.keyCode, modifierFlags: base.modifierFlags.union(modifiers))
        try keyDown(key)
        try keyUp(key)
    }

    /// Holds a key down.
    public func keyDown(_ key: UIKey) throws(InputError) {
        try application.input.send(PressSample(phase: .began, key: key))
    }

    /// Releases a key.
    public func keyUp(_ key: UIKey) throws(InputError) {
        try application.input.send(PressSample(phase: .ended, key: key, force: 0))
    }

    // MARK: Motion

    /// Sends one accelerometer reading, in g, at virtual time `time` (the clock first advances to it; now when
    /// nil).
    public func accelerometer(x: Double, y: Double, z: Double, at time: TimeInterval? = nil) throws(InputError) {
        if let time { clock.advance(to: time) }
        try application.input.send(AccelerometerSample(x: x, y: y, z: z))
    }

    /// Shakes the device: four alternating 2.5 g jolts 50 ms apart, then stillness until the shake ends. The
    /// virtual clock advances by about 0.75 s; the first responder's chain sees `motionBegan` then
    /// `motionEnded` (FR-14).
    public func shake() throws(InputError) {
        try accelerometer(x: 0, y: 0, z: -1)
        for jolt in 0..<4 {
            advance(by: 0.05)
            try accelerometer(x: jolt % 2 == 0 ? 2.5 : -2.5, y: 0, z: -1)
        }
        advance(by: ShakeDetector.quietInterval + 0.05)
    }

    // MARK: Remote control

    /// Sends a remote-control command (`.remoteControlPlay`, `.remoteControlTogglePlayPause` …): the key window's
    /// first responder's chain receives `remoteControlReceived(with:)`.
    public func remoteControl(_ subtype: UIEvent.EventSubtype) throws(InputError) {
        try application.input.send(RemoteControlSample(subtype: subtype))
    }

    // MARK: Time

    /// Advances the virtual clock, firing every timer that falls due.
    public func advance(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    // MARK: Helpers

    private func identifier(of touch: UITouch) throws(InputError) -> Int {
        guard let id = idsByTouch[ObjectIdentifier(touch)] else { throw .touchNotActive }
        return id
    }

    private func window(of view: UIView?) throws(InputError) -> UIWindow? {
        guard let view else { return nil }
        guard let window = view.window, window.application === application else { throw .viewNotInWindow }
        return window
    }

    private func windowPoint(_ point: CGPoint, in view: UIView?) throws(InputError) -> CGPoint {
        // Non-finite points pass through the conversion unchanged in kind; the input layer refuses and traces them.
        guard let view else { return point }
        return view.convert(point, to: view.window)
    }
}
