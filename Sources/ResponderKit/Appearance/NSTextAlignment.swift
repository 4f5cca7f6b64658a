// NSTextAlignment with UIKit's raw values (Foundation on Linux has none).
import Foundation

/// How text is aligned horizontally. Stored and observable, drawn only by a backend.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Justified: the last line of a paragraph is aligned naturally.
    case justified = 3
    /// The default alignment of the text's script (left for left-to-right scripts).
    case natural = 4
}
