// UIKit's named colours: the fixed colours, and the system and element colours with their light-mode values
// (iOS 13 … 18). Headless there is no dark mode and no increased contrast, so each is one fixed colour.
import Foundation

extension UIColor {
    /// A colour from 0 … 255 RGB values, as Apple lists the system colours.
    private static func rgb255(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    // MARK: Fixed colours

    /// Transparent: white 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// White 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// White 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// White 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// White 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// RGB (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text on light backgrounds: black.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// Text on dark backgrounds: white, alpha 0.6.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // MARK: System colours

    /// RGB 0, 122, 255.
    public static let systemBlue = rgb255(0, 122, 255)
    /// RGB 52, 199, 89.
    public static let systemGreen = rgb255(52, 199, 89)
    /// RGB 88, 86, 214.
    public static let systemIndigo = rgb255(88, 86, 214)
    /// RGB 255, 149, 0.
    public static let systemOrange = rgb255(255, 149, 0)
    /// RGB 255, 45, 85.
    public static let systemPink = rgb255(255, 45, 85)
    /// RGB 175, 82, 222.
    public static let systemPurple = rgb255(175, 82, 222)
    /// RGB 255, 59, 48.
    public static let systemRed = rgb255(255, 59, 48)
    /// RGB 48, 176, 199.
    public static let systemTeal = rgb255(48, 176, 199)
    /// RGB 255, 204, 0.
    public static let systemYellow = rgb255(255, 204, 0)
    /// RGB 162, 132, 94.
    public static let systemBrown = rgb255(162, 132, 94)
    /// RGB 0, 199, 190.
    public static let systemMint = rgb255(0, 199, 190)
    /// RGB 50, 173, 230.
    public static let systemCyan = rgb255(50, 173, 230)
    /// RGB 142, 142, 147.
    public static let systemGray = rgb255(142, 142, 147)
    /// RGB 174, 174, 178.
    public static let systemGray2 = rgb255(174, 174, 178)
    /// RGB 199, 199, 204.
    public static let systemGray3 = rgb255(199, 199, 204)
    /// RGB 209, 209, 214.
    public static let systemGray4 = rgb255(209, 209, 214)
    /// RGB 229, 229, 234.
    public static let systemGray5 = rgb255(229, 229, 234)
    /// RGB 242, 242, 247.
    public static let systemGray6 = rgb255(242, 242, 247)
    /// The default tint: `.systemBlue`'s components. (In UIKit it resolves to the tint of the view it is used in.)
    public static let tintColor = systemBlue

    // MARK: Element colours

    /// Primary text: black.
    public static let label = UIColor(white: 0, alpha: 1)
    /// Secondary text: RGB 60, 60, 67, alpha 0.6.
    public static let secondaryLabel = rgb255(60, 60, 67, 0.6)
    /// Tertiary text: RGB 60, 60, 67, alpha 0.3.
    public static let tertiaryLabel = rgb255(60, 60, 67, 0.3)
    /// Quaternary text: RGB 60, 60, 67, alpha 0.18.
    public static let quaternaryLabel = rgb255(60, 60, 67, 0.18)
    /// Links: RGB 0, 122, 255.
    public static let link = rgb255(0, 122, 255)
    /// Placeholder text: RGB 60, 60, 67, alpha 0.3.
    public static let placeholderText = rgb255(60, 60, 67, 0.3)
    /// Separators that let content show through: RGB 60, 60, 67, alpha 0.29.
    public static let separator = rgb255(60, 60, 67, 0.29)
    /// Separators that hide content: RGB 198, 198, 200.
    public static let opaqueSeparator = rgb255(198, 198, 200)
    /// The main background: white.
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// Content layered on the main background: RGB 242, 242, 247.
    public static let secondarySystemBackground = rgb255(242, 242, 247)
    /// Content layered on the secondary background: white.
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    /// The background of grouped content: RGB 242, 242, 247.
    public static let systemGroupedBackground = rgb255(242, 242, 247)
    /// Content layered on the grouped background: white.
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    /// Content layered on the secondary grouped background: RGB 242, 242, 247.
    public static let tertiarySystemGroupedBackground = rgb255(242, 242, 247)
    /// Fill for thin and small shapes: RGB 120, 120, 128, alpha 0.2.
    public static let systemFill = rgb255(120, 120, 128, 0.2)
    /// Fill for medium shapes: RGB 120, 120, 128, alpha 0.16.
    public static let secondarySystemFill = rgb255(120, 120, 128, 0.16)
    /// Fill for large shapes: RGB 118, 118, 128, alpha 0.12.
    public static let tertiarySystemFill = rgb255(118, 118, 128, 0.12)
    /// Fill for large areas with complex content: RGB 116, 116, 128, alpha 0.08.
    public static let quaternarySystemFill = rgb255(116, 116, 128, 0.08)
}
