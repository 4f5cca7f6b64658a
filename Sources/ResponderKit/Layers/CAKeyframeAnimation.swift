// An animation through a sequence of values (keyframes) of one property.
import Foundation

/// An animation of one property through keyframe values or along a path. Stored and observable; headless the
/// layer shows its model value throughout.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for point properties, instead of values.
    open var path: CGPath?
    /// The times of the keyframes, 0 … 1 of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How intermediate values are computed; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
    }
}
