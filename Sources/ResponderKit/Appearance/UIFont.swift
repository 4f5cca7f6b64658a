// A font: a name, a point size and a weight. Headless there is no font catalogue: fonts are stored and observable,
// drawn only by a backend, and measured by the application's text measurer (UIFont+Metrics.swift).
//
// Invariants: a font is immutable; `pointSize` is finite and not negative.
import Foundation

/// A font, as in UIKit: its name and size, stored and observable, drawn only by a backend.
///
/// System fonts are named as on iOS (".SFUI-Regular", ".SFUI-Bold", …, family ".AppleSystemUIFont"). There is no
/// font catalogue: ``init(name:size:)`` returns a font of that name whatever the name. Its metrics (``lineHeight``,
/// ``ascender`` …) come from the shared application's text measurer: headless, a deterministic metric derived from
/// the point size alone (see <doc:TextMetrics>).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's full name, such as ".SFUI-Regular" or "Helvetica-Bold".
    public let fontName: String
    /// The family name, such as ".AppleSystemUIFont" or "Helvetica".
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight the font was created with (`.regular` for named fonts).
    let weight: Weight
    /// The text style of a font from ``preferredFont(forTextStyle:)``.
    let textStyle: TextStyle?
    /// What a Dynamic Type font scales from (UIFont+DynamicType.swift); nil for fixed fonts.
    let dynamicTypeBase: DynamicTypeBase?

    init(
        fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil,
        dynamicTypeBase: DynamicTypeBase? = nil
    ) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
        self.weight = weight
        self.textStyle = textStyle
        self.dynamicTypeBase = dynamicTypeBase
    }

    /// A font with the given name and size. Headless every name exists: the family is the name up to its first
    /// "-" (UIKit returns nil for a font that is not installed).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(fontName: fontName, familyName: family, pointSize: fontSize, weight: .regular)
    }

    // MARK: System fonts

    /// The family of the system fonts.
    static let systemFamily = ".AppleSystemUIFont"

    /// The system font of the given size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.styleName)", familyName: systemFamily, pointSize: fontSize, weight: weight)
    }

    /// The regular system font of the given size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font of the given size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font of the given size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-RegularItalic", familyName: systemFamily, pointSize: fontSize, weight: .regular)
    }

    /// The font for a text style at the shared application's preferred content size category: at the default
    /// (`.large`) body is 17-point regular, headline 17-point semibold, and so on; at `.extraExtraExtraLarge` body is
    /// 23 points (UI-8). The font remembers its style, so an adjusting label rescales it (UI-9).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        let base = DynamicTypeBase(style: style, pointSize: size, maximumPointSize: nil)
        let font = UIFont(
            fontName: ".SFUI-\(weight.styleName)", familyName: systemFamily, pointSize: size, weight: weight,
            textStyle: style, dynamicTypeBase: base)
        return font.scaled(for: currentContentSizeCategory)
    }

    /// The size of the standard system font: 14 points.
    public static let systemFontSize: CGFloat = 14
    /// The size of the small standard system font: 12 points.
    public static let smallSystemFontSize: CGFloat = 12
    /// The size of label text: 17 points.
    public static let labelFontSize: CGFloat = 17
    /// The size of button text: 18 points.
    public static let buttonFontSize: CGFloat = 18

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    // MARK: Equality

    /// Fonts are equal when their names and sizes are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The name and size, for debugging.
    public var description: String { "font-family: \"\(familyName)\"; font-size: \(pointSize)pt; \(fontName)" }
}
