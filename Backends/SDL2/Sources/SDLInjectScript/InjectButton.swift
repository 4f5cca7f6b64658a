// The game-controller buttons an inject script can press.

/// A game-controller button, named as SDL's game-controller mapping strings name it. The raw value is the
/// `SDL_GameControllerButton` value (this target does not link SDL; a test checks they agree).
public enum InjectButton: Int, CaseIterable, Equatable, Sendable {
    case a = 0
    case b = 1
    case x = 2
    case y = 3
    case back = 4
    case guide = 5
    case start = 6
    case leftStick = 7
    case rightStick = 8
    case leftShoulder = 9
    case rightShoulder = 10
    case dpadUp = 11
    case dpadDown = 12
    case dpadLeft = 13
    case dpadRight = 14

    /// The name in a script: SDL's mapping name (`"a"`, `"back"`, `"dpup"`, `"leftshoulder"` …).
    public var name: String {
        switch self {
        case .a: "a"
        case .b: "b"
        case .x: "x"
        case .y: "y"
        case .back: "back"
        case .guide: "guide"
        case .start: "start"
        case .leftStick: "leftstick"
        case .rightStick: "rightstick"
        case .leftShoulder: "leftshoulder"
        case .rightShoulder: "rightshoulder"
        case .dpadUp: "dpup"
        case .dpadDown: "dpdown"
        case .dpadLeft: "dpleft"
        case .dpadRight: "dpright"
        }
    }

    /// The button a script names, or nil.
    public init?(name: String) {
        guard let button = InjectButton.allCases.first(where: { $0.name == name }) else { return nil }
        self = button
    }
}
