// An alternative action of a command, chosen by holding extra modifier keys.
import Foundation

/// An alternative action for a command: choosing the command (or pressing its key) while also holding
/// ``modifierFlags`` performs ``action`` instead.
///
/// Two alternates are equal when their modifier flags are, as in UIKit.
@preconcurrency @MainActor
public final class UICommandAlternate: NSObject {
    /// The title shown while the modifiers are held: stored for source compatibility and drawn only by a backend.
    public let title: String
    /// The action performed instead of the command's.
    public let action: Selector
    /// The modifier keys held in addition to the command's own.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates an alternate.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }

    /// Alternates are equal when their modifier flags are.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICommandAlternate else { return false }
        return other.modifierFlags == modifierFlags
    }

    /// Hashes the modifier flags.
    public override var hash: Int { modifierFlags.rawValue.hashValue }
}
