// CAShapeLayerLineCap with Core Animation's raw values.
import Foundation

/// How a shape layer's stroked line ends are drawn. Stored and observable, drawn only by a backend.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
