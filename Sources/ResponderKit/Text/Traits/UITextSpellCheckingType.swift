// Whether spell checking is on while typing, with UIKit's raw values.
import Foundation

/// Whether spell checking is on while typing.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's default behaviour for the text object.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
