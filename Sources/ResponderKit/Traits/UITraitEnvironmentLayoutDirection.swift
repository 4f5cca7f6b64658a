// The layout direction a trait collection carries, with UIKit's raw values.
import Foundation

/// The layout direction of a trait environment, as in UIKit.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
