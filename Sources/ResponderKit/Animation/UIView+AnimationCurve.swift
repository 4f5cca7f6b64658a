// UIView.AnimationCurve with UIKit's raw values; any raw value makes a curve, as UIKit's imported enum does.
import Foundation

extension UIView {
    /// The timing curve of an animation.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even.
        case linear

        /// The curve with a raw value. UIKit's imported enum accepts any value (the keyboard's notifications send 7,
        /// a private curve), so `AnimationCurve(rawValue: 7)!` works in apps: a value that names no case gives
        /// ``easeInOut``, the closest of the named curves to the keyboard's.
        public init?(rawValue: Int) {
            switch rawValue {
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            default: self = .easeInOut
            }
        }
    }
}
