// The user's preferred text size (Dynamic Type), with UIKit's raw values and order.
//
// Invariant: categories order from extra small to accessibility XXXL; `unspecified` orders before all of them.
import Foundation

/// The preferred size of content (the Dynamic Type setting), as in UIKit.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name, as UIKit spells it.
    public let rawValue: String

    /// Wraps a category name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted by the application when the user's preferred size changes.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category (its raw value) in ``didChangeNotification``'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Orders categories by size; an unknown name orders with `unspecified`, before every size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }
}
