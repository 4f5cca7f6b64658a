// CAShapeLayerLineJoin with Core Animation's raw values.
import Foundation

/// How a shape layer's stroked lines join. Stored and observable, drawn only by a backend.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A sharp corner (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A squared-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
