// A script of timed input that `SDLHost` pushes into SDL's own event queue (`--inject FILE`): the input xdotool
// cannot produce under Xvfb (fingers, accelerometer readings, game-controller buttons), and keys, wheel steps and
// a window close at exact times (latency runs), coming back through the same `SDL_PollEvent` path as real input.
//
// Invariants: event times are finite, at least 0 and never decrease; finger coordinates are in 0…1; key
// scancodes are in 4…231 and wheel steps are whole and not both 0; every number a field holds is finite and in its
// documented range. A parsed script never needs checking again.
import ResponderKitJSON

/// A parsed `--inject` file: SDL events to push at given times of the host loop.
///
/// The format (version 1):
///
/// ```json
/// {
///   "format": "responderkit-sdl-inject",
///   "version": 1,
///   "events": [
///     {"time": 0.5, "type": "finger-down", "finger": 1, "x": 0.25, "y": 0.5},
///     {"time": 0.6, "type": "finger-motion", "finger": 1, "x": 0.3, "y": 0.5},
///     {"time": 0.7, "type": "finger-up", "finger": 1, "x": 0.3, "y": 0.5},
///     {"time": 1.0, "type": "accelerometer", "x": 24.5, "y": 0, "z": -9.8},
///     {"time": 2.0, "type": "button-down", "button": "a"},
///     {"time": 2.1, "type": "button-up", "button": "a"},
///     {"time": 3.0, "type": "key-down", "key": "k", "modifiers": ["ctrl"]},
///     {"time": 3.1, "type": "key-up", "scancode": 14, "modifiers": ["ctrl"]},
///     {"time": 4.0, "type": "wheel", "x": 0, "y": -1, "position": [190, 290]},
///     {"time": 5.0, "type": "close"}
///   ]
/// }
/// ```
///
/// `time` is in seconds of the host loop's clock (0 is when `run()` starts); finger `x` and `y` are normalised
/// window coordinates (0…1, as SDL reports fingers); accelerometer values are in m/s², as SDL sensors report them.
/// A key is a name of ``InjectKey`` or an SDL scancode (4…231), with optional ``InjectModifiers`` names; a wheel
/// event is whole steps (−100…100; y positive away from the user, x to the right) with the pointer at a window
/// position in points; `close` is the window's close button.
public struct InjectScript: Equatable, Sendable {
    /// The value of the file's `"format"` member.
    public static let formatName = "responderkit-sdl-inject"
    /// The version of the format this library reads.
    public static let formatVersion = 1
    /// The most events a script may hold.
    public static let maximumEventCount = 100_000

    /// The events, in time order.
    public var events: [InjectEvent]

    /// Creates a script.
    public init(events: [InjectEvent] = []) {
        self.events = events
    }

    /// Parses a script from the bytes of a file.
    ///
    /// - Throws: ``InjectScriptError`` naming the line and JSON path of the first problem.
    public static func parse(_ bytes: some Collection<UInt8>) throws(InjectScriptError) -> InjectScript {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: JSONParser.Limits(maxDepth: 16, maxBytes: 16 << 20))
        } catch {
            throw InjectScriptError(message: error.message, line: error.line, path: error.path)
        }
        var reader = InjectScriptReader(document: document)
        return try reader.script()
    }
}
