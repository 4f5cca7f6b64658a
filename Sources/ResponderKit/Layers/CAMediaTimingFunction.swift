// A cubic Bézier timing curve from (0, 0) to (1, 1), defined by two control points.
import Foundation

/// A function that defines the pacing of an animation as a cubic Bézier curve. Stored and observable: headless
/// animations have no intermediate frames, so only a backend evaluates it.
public final class CAMediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The control points c1x, c1y, c2x, c2y.
    let controlPoints: [Float]

    /// A predefined function; an unknown name gives the default function.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A function with the curve's two inner control points (the ends are (0, 0) and (1, 1)).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
    }

    /// Writes control point `index` (0 … 3: (0, 0), c1, c2, (1, 1)) into `values[0]` and `values[1]`.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch index {
        case 1: (ptr[0], ptr[1]) = (controlPoints[0], controlPoints[1])
        case 2: (ptr[0], ptr[1]) = (controlPoints[2], controlPoints[3])
        case 3: (ptr[0], ptr[1]) = (1, 1)
        default: (ptr[0], ptr[1]) = (0, 0)
        }
    }

    /// Functions are equal when their control points are.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.controlPoints == rhs.controlPoints
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) { hasher.combine(controlPoints) }

    /// The control points, for debugging.
    public var description: String { "CAMediaTimingFunction(\(controlPoints))" }
}
