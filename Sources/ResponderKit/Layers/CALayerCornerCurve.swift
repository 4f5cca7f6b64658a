// CALayerCornerCurve with Core Animation's raw values.
import Foundation

/// The curve of a layer's rounded corners. Stored and observable, drawn only by a backend.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous curvature, as UIKit's rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
