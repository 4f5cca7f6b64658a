// An immutable set of traits: idiom, appearance, size classes, scale, text size and layout direction.
//
// Invariants: a trait left out holds its "unspecified" value (`.unspecified`, or 0 for the display scale); a
// collection never changes after creation, so it is shared freely across threads; equality compares every trait.
import Foundation

/// The traits of an app's environment, as in UIKit: what a view or controller learns from
/// ``UITraitEnvironment/traitCollection`` and is told about through
/// ``UITraitEnvironment/traitCollectionDidChange(_:)``.
///
/// Windows derive theirs from the device, the screen, the window's size (its size classes) and the application's
/// appearance and text size; views and controllers inherit their window's, except where an
/// `overrideUserInterfaceStyle` says otherwise.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The interface idiom, or `.unspecified`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark, or `.unspecified`.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class, or `.unspecified`.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class, or `.unspecified`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point, or 0 when unspecified.
    public let displayScale: CGFloat
    /// The preferred text size, or `.unspecified`.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction, or `.unspecified`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(
        idiom: UIUserInterfaceIdiom = .unspecified, style: UIUserInterfaceStyle = .unspecified,
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        scale: CGFloat = 0, contentSize: UIContentSizeCategory = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        preferredContentSizeCategory = contentSize
        layoutDirection = direction
    }

    /// Creates a collection with every trait unspecified.
    public convenience init() { self.init(idiom: .unspecified) }

    /// Combines collections: each trait is the one of the last collection in `traitsFrom` that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            style: last(\.userInterfaceStyle, unspecified: .unspecified),
            horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified), scale: last(\.displayScale, unspecified: 0),
            contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified),
            direction: last(\.layoutDirection, unspecified: .unspecified))
    }

    /// Creates a collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    /// Creates a collection that specifies only the appearance.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }
    /// Creates a collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }
    /// Creates a collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// Creates a collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    /// Creates a collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(contentSize: category)
    }
    /// Creates a collection that specifies only the layout direction.
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) {
        self.init(direction: direction)
    }

    /// The same collection with another appearance (what an `overrideUserInterfaceStyle` makes of its
    /// environment's collection).
    func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(
            idiom: userInterfaceIdiom, style: style, horizontal: horizontalSizeClass, vertical: verticalSizeClass,
            scale: displayScale, contentSize: preferredContentSizeCategory, direction: layoutDirection)
    }

    /// Whether every trait that `trait` specifies has the same value here. A nil collection is contained in none.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return false }
        return (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether colours may look different under `traitCollection`: true when it is nil or its appearance
    /// (``userInterfaceStyle``, the one colour-affecting trait ResponderKit models) differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return traitCollection.userInterfaceStyle != userInterfaceStyle
    }

    /// Whether the two collections have the same value for every trait.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.displayScale == rhs.displayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection
    }

    /// Hashes every trait.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
    }

    /// The traits, as UIKit's description lists them.
    public var description: String {
        "<UITraitCollection; UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle), LayoutDirection = \(layoutDirection), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}
