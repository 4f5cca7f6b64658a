// Whether inserting and deleting text adjusts the spaces around it, with UIKit's raw values.
import Foundation

/// Whether inserting and deleting text adjusts the spaces around it.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The system's default behaviour for the text object.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
