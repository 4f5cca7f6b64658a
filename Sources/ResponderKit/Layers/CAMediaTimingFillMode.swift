// CAMediaTimingFillMode with Core Animation's raw values.
import Foundation

/// What an animation shows outside its active time. Stored and observable: headless there are no frames.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The final values stay after the animation ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial values show before the animation starts.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither (the default): the layer shows its model values outside the active time.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
