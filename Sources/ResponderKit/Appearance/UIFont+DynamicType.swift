// Dynamic Type sizes: each text style's point size at each content size category (Apple's Human Interface
// Guidelines table), and the scaling a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` remembers.
//
// Invariants: at `.large` every style has its default size (UIFont+TextStyle.swift); a scaled font keeps its base
// (the size it was asked for at `.large`, its style and its maximum), so it can be scaled again for another
// category without drift.
import Foundation

extension UIFont {
    /// What a Dynamic Type font was made from: rescaling it for a category starts from here.
    struct DynamicTypeBase: Hashable, Sendable {
        /// The text style whose scale applies.
        let style: TextStyle
        /// The point size at the `.large` category.
        let pointSize: CGFloat
        /// The largest point size it may grow to, if limited.
        let maximumPointSize: CGFloat?

        /// The point size for `category`: the base size times the style's scale, capped at the maximum.
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let scaled = pointSize * style.scale(for: category)
            guard let maximumPointSize, maximumPointSize > 0 else { return scaled }
            return min(scaled, maximumPointSize)
        }
    }

    /// This font at the size its Dynamic Type base gives for `category`; the font itself when it has no base.
    func scaled(for category: UIContentSizeCategory) -> UIFont {
        guard let base = dynamicTypeBase else { return self }
        let size = base.pointSize(for: category)
        guard size != pointSize else { return self }
        return UIFont(
            fontName: fontName, familyName: familyName, pointSize: size, weight: weight, textStyle: textStyle,
            dynamicTypeBase: base)
    }

    /// The content size category of the shared application (from any thread).
    static var currentContentSizeCategory: UIContentSizeCategory { UIApplication.sharedContentSizeCategory.value }

    /// The category of `traitCollection`, or the shared application's when it is nil or unspecified.
    static func contentSizeCategory(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category != .unspecified else {
            return currentContentSizeCategory
        }
        return category
    }

    /// The font for a text style at the content size category of `traitCollection` (the shared application's
    /// when it is nil or has none), as in UIKit (UI-8).
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style).scaled(for: contentSizeCategory(of: traitCollection))
    }
}

extension UIFont.TextStyle {
    /// The point sizes from `.extraSmall` to `.accessibilityExtraExtraExtraLarge` (Apple's HIG table).
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        default: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body, headline and unknown styles
        }
    }

    /// The style's point size at `category` (`.unspecified` and unknown names are `.large`).
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        sizes[UIContentSizeCategory.ordered.firstIndex(of: category) ?? 3]
    }

    /// The style's size at `category` over its size at `.large`.
    func scale(for category: UIContentSizeCategory) -> CGFloat {
        pointSize(for: category) / pointSize(for: .large)
    }
}
