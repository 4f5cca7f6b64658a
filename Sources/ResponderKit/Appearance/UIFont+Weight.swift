// UIFont.Weight with UIKit's raw values.
import Foundation

extension UIFont {
    /// The weight of a font, with UIKit's values (-1 … 1, regular is 0).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight value.
        public var rawValue: CGFloat
        /// Wraps a weight value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Weights are ordered by value.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The style part of a system font's name: the nearest named weight.
        var styleName: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            let nearest = named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }
            return nearest?.1 ?? "Regular"
        }
    }
}
