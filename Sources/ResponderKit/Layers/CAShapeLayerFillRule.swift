// CAShapeLayerFillRule with Core Animation's raw values.
import Foundation

/// The rule that decides a shape layer's interior. Stored and observable, drawn only by a backend.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
