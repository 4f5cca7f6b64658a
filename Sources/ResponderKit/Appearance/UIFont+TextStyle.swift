// UIFont.TextStyle with UIKit's raw values and the sizes of the default (large) content size category.
import Foundation

extension UIFont {
    /// A semantic text style for ``UIFont/preferredFont(forTextStyle:)``.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style.
        public var rawValue: String
        /// Wraps a style name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34-point regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28-point regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22-point regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20-point regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17-point semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15-point regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17-point regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16-point regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13-point regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12-point regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11-point regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the default content size category; unknown styles are body-sized.
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }
}
