// NSLineBreakMode with UIKit's raw values (Foundation on Linux has none).
import Foundation

/// How text that does not fit is wrapped or truncated. Stored and observable, drawn only by a backend.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps before the first character that does not fit.
    case byCharWrapping = 1
    /// Cuts off what does not fit.
    case byClipping = 2
    /// Replaces the start of the line with an ellipsis.
    case byTruncatingHead = 3
    /// Replaces the end of the line with an ellipsis.
    case byTruncatingTail = 4
    /// Replaces the middle of the line with an ellipsis.
    case byTruncatingMiddle = 5
}
