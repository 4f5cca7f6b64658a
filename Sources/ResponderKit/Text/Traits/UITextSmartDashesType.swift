// Whether double hyphens become dashes while typing, with UIKit's raw values.
import Foundation

/// Whether double hyphens become dashes while typing.
public enum UITextSmartDashesType: Int, Sendable {
    /// The system's default behaviour for the text object.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
