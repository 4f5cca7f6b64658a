// The modifier keys an injected key event carries.

/// Modifier keys held during an injected key event. The raw value is SDL's `SDL_Keymod` bits (this target does not
/// link SDL; a test checks they agree): the left-hand key of each pair, and Caps Lock.
public struct InjectModifiers: OptionSet, Equatable, Sendable {
    /// `KMOD_LSHIFT`.
    public static let shift = InjectModifiers(rawValue: 0x0001)
    /// `KMOD_LCTRL`.
    public static let ctrl = InjectModifiers(rawValue: 0x0040)
    /// `KMOD_LALT`.
    public static let alt = InjectModifiers(rawValue: 0x0100)
    /// `KMOD_LGUI` (Super, the Windows key).
    public static let gui = InjectModifiers(rawValue: 0x0400)
    /// `KMOD_CAPS`.
    public static let capsLock = InjectModifiers(rawValue: 0x2000)

    /// Every modifier with its name in a script, in the order scripts list them.
    public static let named: [(name: String, modifier: InjectModifiers)] = [
        ("shift", .shift), ("ctrl", .ctrl), ("alt", .alt), ("gui", .gui), ("capslock", .capsLock),
    ]

    /// SDL's `SDL_Keymod` bits.
    public let rawValue: UInt16

    /// Modifiers from SDL's `SDL_Keymod` bits.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The modifier a script names (`"shift"`, `"ctrl"`, `"alt"`, `"gui"`, `"capslock"`), or nil.
    public init?(name: String) {
        guard let entry = InjectModifiers.named.first(where: { $0.name == name }) else { return nil }
        self = entry.modifier
    }

    /// The names of the modifiers held, in ``named`` order.
    public var names: [String] {
        InjectModifiers.named.filter { contains($0.modifier) }.map(\.name)
    }
}
