// A recording of real input: every sample a host fed, with the host loop's time of each sample and each frame, so
// that a replay on the virtual clock fires timers (long press, double tap, scroll delay) at the same points.
//
// Invariants: entries are in time order (times never decrease); every window id a sample names is in `windows`.
import Foundation
import ResponderKit

/// A recording of the input a host fed an application: windows, frames and samples, in time order.
public struct InputRecording: Equatable, Sendable {
    /// The format's name, written as `"format"` at the top of every recording.
    public static let formatName = "responderkit-input-recording"
    /// The version of the format this library writes and reads.
    public static let formatVersion = 1

    /// The windows the samples refer to, by id.
    public var windows: [RecordedWindow]
    /// The frames and samples, in time order.
    public var entries: [RecordedEntry]

    /// Creates a recording.
    public init(windows: [RecordedWindow] = [], entries: [RecordedEntry] = []) {
        self.windows = windows
        self.entries = entries
    }
}

/// A window of a recording: the id samples use for it, its frame in screen points and its scale.
public struct RecordedWindow: Equatable, Sendable {
    /// The id samples use for the window.
    public var id: Int
    /// The window's frame, in points.
    public var frame: CGRect
    /// Pixels per point.
    public var scale: Double

    /// Creates a window record.
    public init(id: Int, frame: CGRect, scale: Double = 1) {
        self.id = id
        self.frame = frame
        self.scale = scale
    }
}

/// One entry of a recording, at a time of the host loop's clock (seconds).
public enum RecordedEntry: Equatable, Sendable {
    /// The host loop ran a frame at `time`: timers due by then fired, views were drawn.
    case frame(time: TimeInterval)
    /// The host fed `sample` at `time`.
    case input(time: TimeInterval, sample: RecordedSample)

    /// When the entry happened.
    public var time: TimeInterval {
        switch self {
        case .frame(let time), .input(let time, _): time
        }
    }
}

/// A sample as recorded: an ``InputSample`` whose windows are ids.
public enum RecordedSample: Equatable, Sendable {
    /// The touches that changed at one moment.
    case touches([RecordedTouch])
    /// The pointer over a window at a location, or leaving it (`location` nil).
    case hover(windowID: Int, location: CGPoint?)
    /// A scroll step.
    case scroll(windowID: Int, location: CGPoint, delta: CGPoint, continuous: Bool, phase: ScrollSample.Phase)
    /// A keyboard key.
    case key(RecordedKey)
    /// A controller or remote button.
    case button(phase: PressSample.Phase, type: UIPress.PressType)
    /// Committed text.
    case text(String)
    /// An accelerometer reading, in g.
    case accelerometer(x: Double, y: Double, z: Double)
    /// A remote-control command.
    case remoteControl(UIEvent.EventSubtype)
    /// The application lost the input focus.
    case resignActive
    /// The application got the input focus back.
    case becomeActive
}

/// One touch of a recorded touch frame.
public struct RecordedTouch: Equatable, Sendable {
    /// The finger or pointer id, stable from down to up.
    public var id: Int
    /// The phase.
    public var phase: TouchSample.Phase
    /// The location in the window's points.
    public var location: CGPoint
    /// The window's id.
    public var windowID: Int
    /// The kind of input.
    public var type: UITouch.TouchType
    /// The pointer buttons pressed (pointer touches).
    public var buttonMask: UIEvent.ButtonMask

    /// Creates a recorded touch.
    public init(
        id: Int, phase: TouchSample.Phase, location: CGPoint, windowID: Int, type: UITouch.TouchType = .direct,
        buttonMask: UIEvent.ButtonMask = []
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.windowID = windowID
        self.type = type
        self.buttonMask = buttonMask
    }
}

/// One recorded keyboard key change.
public struct RecordedKey: Equatable, Sendable {
    /// The phase.
    public var phase: PressSample.Phase
    /// The HID usage.
    public var keyCode: Int
    /// The characters with modifiers.
    public var characters: String
    /// The characters without modifiers.
    public var charactersIgnoringModifiers: String
    /// The modifier flags' raw value.
    public var modifierFlags: Int
    /// Whether a text input inserts the key's characters (false when the host reports text separately).
    public var insertsText: Bool

    /// Creates a recorded key.
    public init(
        phase: PressSample.Phase, keyCode: Int, characters: String, charactersIgnoringModifiers: String,
        modifierFlags: Int, insertsText: Bool
    ) {
        self.phase = phase
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.insertsText = insertsText
    }
}
