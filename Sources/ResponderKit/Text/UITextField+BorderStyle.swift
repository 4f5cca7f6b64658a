// The border styles of a text field, with UIKit's raw values, and the padding each adds to the intrinsic size.
import Foundation

extension UITextField {
    /// The border drawn around a text field.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default for a field made in code).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel-style rectangle.
        case bezel = 2
        /// A rounded rectangle (Interface Builder's default).
        case roundedRect = 3

        /// The space between the border and the text on each side, horizontally and vertically (AL-73).
        var textPadding: (horizontal: CGFloat, vertical: CGFloat) {
            switch self {
            case .none: return (0, 0)
            case .line: return (2, 2)
            case .bezel: return (3, 3)
            case .roundedRect: return (7, 7)
            }
        }
    }
}
