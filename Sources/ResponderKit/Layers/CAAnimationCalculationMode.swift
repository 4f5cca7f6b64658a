// CAAnimationCalculationMode with Core Animation's raw values.
import Foundation

/// How a keyframe animation computes intermediate values. Stored and observable: headless there are no frames.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each keyframe's value until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even pace, ignoring key times.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
