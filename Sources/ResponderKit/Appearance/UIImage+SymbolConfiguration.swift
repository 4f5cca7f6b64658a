// The configuration of a symbol image: its point size, weight, scale, text style or font, and colours (UI-12).
//
// Invariants: immutable; an unset value is nil (`.unspecified` for weight and scale), and `applying(_:)` takes the
// other configuration's set values over this one's. Symbol images stay size-zero stand-ins (there is no symbol
// set); the configuration is stored and readable, drawn only by a backend.
import Foundation

extension UIImage {
    /// The base class of image configurations, as in UIKit.
    public class Configuration: Hashable, @unchecked Sendable {
        init() {}

        /// Configurations are equal when they hold the same values.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }

        /// Whether `other` holds the same values (overridden by ``SymbolConfiguration``).
        func isEqual(to other: Configuration) -> Bool { type(of: self) == type(of: other) }

        /// Hashes the values.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: self))) }
    }

    /// The weight of a symbol image.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The scale of a symbol image relative to its point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// An object that contains the specific font, size, style and weight attributes to apply to a symbol image.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, nil when unset.
        public let pointSize: CGFloat?
        /// The weight; `.unspecified` when unset.
        public let weight: SymbolWeight
        /// The scale; `.unspecified` when unset.
        public let scale: SymbolScale
        /// The text style whose size the symbol follows, nil when unset.
        public let textStyle: UIFont.TextStyle?
        /// The font whose size and weight the symbol follows, nil when unset.
        public let font: UIFont?
        /// The colours of the symbol's layers: one for hierarchical rendering, several for a palette.
        public let colors: [UIColor]
        /// Whether the colours are hierarchical (one colour in decreasing opacities) rather than a palette.
        public let isHierarchical: Bool

        init(
            pointSize: CGFloat? = nil, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
            textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil, colors: [UIColor] = [],
            isHierarchical: Bool = false
        ) {
            self.pointSize = pointSize.map { $0.isFinite ? max($0, 0) : 0 }
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
            self.colors = colors
            self.isHierarchical = isHierarchical
        }

        /// A configuration with nothing set.
        public static let unspecified = SymbolConfiguration()

        /// A configuration with a point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// A configuration with a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A configuration that follows a text style.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// A configuration that follows a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, scale: scale, textStyle: textStyle)
        }
        /// A configuration with a weight.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
        /// A configuration with a scale.
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, scale: scale) }
        /// A configuration that follows a font.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// A configuration that follows a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: nil, scale: scale, font: font)
        }
        /// A configuration that draws the symbol's layers in one colour at decreasing opacities.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: nil, colors: [hierarchicalColor], isHierarchical: true)
        }
        /// A configuration that draws the symbol's layers in the given colours.
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, colors: paletteColors) }

        /// This configuration with `configuration`'s set values over its own; a configuration that is not a symbol
        /// configuration changes nothing.
        public func applying(_ configuration: Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            let sizing = other.pointSize != nil || other.textStyle != nil || other.font != nil
            return SymbolConfiguration(
                pointSize: sizing ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: sizing ? other.textStyle : textStyle, font: sizing ? other.font : font,
                colors: other.colors.isEmpty ? colors : other.colors,
                isHierarchical: other.colors.isEmpty ? isHierarchical : other.isHierarchical)
        }

        /// The same configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(
                scale: scale, textStyle: textStyle, font: font, colors: colors, isHierarchical: isHierarchical)
        }

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && font == other.font && colors == other.colors
                && isHierarchical == other.isHierarchical
        }

        /// Hashes the values.
        public override func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
        }
    }

    /// A symbol image with a configuration (a stand-in of size zero that remembers its name and configuration).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(
            storedSize: .zero, scale: 1, renderingMode: .automatic, isSymbolImage: true, name: name, tint: nil,
            configuration: configuration as? SymbolConfiguration)
    }

    /// The configuration of a symbol image, nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { isSymbolImage ? storedConfiguration ?? .unspecified : nil }

    /// The same image with `configuration` (its symbol values replace the image's).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        copy(configuration: configuration as? SymbolConfiguration ?? storedConfiguration)
    }

    /// The same symbol image with `configuration` applied over its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return copy(configuration: (storedConfiguration ?? .unspecified).applying(configuration))
    }

    private func copy(configuration: SymbolConfiguration?) -> UIImage {
        UIImage(
            storedSize: size, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage, name: name,
            tint: tint, original: self, configuration: configuration)
    }
}
