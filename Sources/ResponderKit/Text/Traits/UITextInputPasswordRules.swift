// The rules a new password must follow, for the system's strong-password generator.
//
// Invariant: the descriptor is kept exactly as given (UIKit does not validate it either).
import Foundation

/// The requirements a password must meet, in the password rules language (for example
/// `"required: upper; required: digit; minlength: 8;"`). Stored; headless there is no password generator.
@preconcurrency @MainActor
open class UITextInputPasswordRules: NSObject {
    /// The rules, as given.
    public let passwordRulesDescriptor: String

    /// Creates rules from a descriptor in the password rules language.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    /// Two rule objects are equal when their descriptors are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
    }

    /// The hash of the descriptor.
    open override var hash: Int { passwordRulesDescriptor.hashValue }
}
