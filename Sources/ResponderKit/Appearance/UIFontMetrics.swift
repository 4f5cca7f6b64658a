// Scales custom fonts and values for the user's Dynamic Type size, as a text style's sizes scale.
//
// Invariants: immutable; at `.large` every scaling is the identity; a scaled font remembers its base, so a view that
// adjusts for the content size category can scale it again (UI-9).
import Foundation

/// A utility object for obtaining custom fonts that scale to support Dynamic Type, as in UIKit.
///
/// The category is the shared application's ``UIApplication/preferredContentSizeCategory``.
public final class UIFontMetrics: Sendable {
    /// The text style whose scale this object applies.
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current content size category, as the text style scales (UI-9).
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0)
    }

    /// `font` scaled for the category of `traitCollection` (the shared application's when nil or unspecified).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize).scaled(
            for: UIFont.contentSizeCategory(of: traitCollection))
    }

    /// `value` scaled for the category of `traitCollection` (the shared application's when nil or unspecified).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * textStyle.scale(for: UIFont.contentSizeCategory(of: traitCollection))
    }

    /// `font` scaled for the current content size category, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let base = UIFont.DynamicTypeBase(
            style: textStyle, pointSize: font.pointSize, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil
        )
        let unscaled = UIFont(
            fontName: font.fontName, familyName: font.familyName, pointSize: font.pointSize, weight: font.weight,
            textStyle: font.textStyle, dynamicTypeBase: base)
        return unscaled.scaled(for: UIFont.currentContentSizeCategory)
    }

    /// `value` scaled for the current content size category, as the text style scales.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value * textStyle.scale(for: UIFont.currentContentSizeCategory)
    }
}
