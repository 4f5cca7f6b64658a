// CAGradientLayerType with Core Animation's raw values.
import Foundation

/// The style of a ``CAGradientLayer``'s gradient, as in Core Animation.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A type from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outwards from `startPoint`, reaching the last at `endPoint`'s distance (an ellipse in the
    /// bounds).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change around `startPoint`, starting towards `endPoint`. Recorded as a radial gradient: a backend
    /// without sweeps draws it so.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
