// The base of Core Animation's animations: timing and a delegate. Headless an animation has no frames: it starts
// and stops on the application's clock, and the layer shows its model values throughout.
//
// Invariants: an animation added to a layer is copied (`copy(with:)`), and the copy is what runs and what the
// delegate receives; changing the original afterwards changes nothing that runs.
import Foundation

/// An abstract animation: its timing (duration, repetition, begin time) and its delegate.
///
/// Headless there are no intermediate frames: an animation added to a layer calls
/// ``CAAnimationDelegate/animationDidStart(_:)`` at its begin time and
/// ``CAAnimationDelegate/animationDidStop(_:finished:)`` when its active duration has passed, on the application's
/// clock; the layer's `presentation()` shows model values throughout.
@preconcurrency @MainActor
open class CAAnimation: NSObject, @MainActor NSCopying {
    /// The basic duration in seconds; 0 (the default) means the current transaction's duration (0.25 s).
    open var duration: TimeInterval = 0
    /// How many times the animation repeats (fractions allowed, `.infinity` forever); 0 means once.
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds, instead of a count; 0 means unused.
    open var repeatDuration: TimeInterval = 0
    /// Whether each repetition plays forwards then backwards (doubling its length).
    open var autoreverses = false
    /// When the animation begins, in the layer's clock's seconds; 0 means when it is added.
    open var beginTime: TimeInterval = 0
    /// An offset into the animation's local time. Stored and observable.
    open var timeOffset: TimeInterval = 0
    /// The rate of the animation's time relative to its layer's; 0 pauses it (it never stops).
    open var speed: Float = 1
    /// What the animation shows outside its active time. Stored and observable.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of the animation; nil means linear. Stored and observable.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer removes the animation when it finishes; true by default.
    open var isRemovedOnCompletion = true
    /// The delegate, retained by the animation (as in Core Animation).
    open var delegate: CAAnimationDelegate?

    /// Creates an animation.
    public required override init() {
        super.init()
    }

    /// Returns a new animation with the default timing function (nil: linear headless).
    open class func animation() -> Self { self.init() }

    /// A copy with the same properties: what a layer runs.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    /// Copies this class's properties; subclasses extend it.
    func copyProperties(to copy: CAAnimation) {
        copy.duration = duration
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.beginTime = beginTime
        copy.timeOffset = timeOffset
        copy.speed = speed
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
    }

    /// The seconds from the animation's begin to its end on the clock; infinite when it repeats forever or is
    /// paused.
    var activeDuration: TimeInterval {
        let basic = duration > 0 ? duration : CATransaction.animationDuration()
        var total: TimeInterval
        if repeatDuration > 0 {
            total = repeatDuration
        } else {
            total = basic * (repeatCount > 0 ? TimeInterval(repeatCount) : 1)
            if autoreverses { total *= 2 }
        }
        guard speed != 0 else { return .infinity }
        return total / TimeInterval(abs(speed))
    }
}
