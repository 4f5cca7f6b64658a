// Whether straight quotes become typographer's quotes while typing, with UIKit's raw values.
import Foundation

/// Whether straight quotes become typographer's quotes while typing.
public enum UITextSmartQuotesType: Int, Sendable {
    /// The system's default behaviour for the text object.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
