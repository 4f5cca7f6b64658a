// UIView.AnimationOptions with UIKit's raw values.
import Foundation

extension UIView {
    /// Options for animating views, with UIKit's values.
    ///
    /// Headless, animations have no frames, so the curve, transition and frame-rate options are stored on the
    /// animations a block adds to its views' layers and otherwise only observable. `.allowUserInteraction`
    /// decides whether the animated views take touches while the animation runs; `.repeat` makes it run (and
    /// block touches) until it is removed; `.autoreverse` doubles its length; `.layoutSubviews` lays out the
    /// animated views inside the animation; the `overrideInherited…` options apply to nested blocks.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Wraps raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views' subviews inside the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animated views take touches while the animation runs (without it they ignore touches).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current (presentation) state: headless, the model state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever: the completion runs only when the animation is removed.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forwards then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates by redrawing the content. Stored and observable.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// A view transition hides and shows views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block does not inherit the enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips around the vertical axis from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips around the vertical axis from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves from one view to the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips around the horizontal axis from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips around the horizontal axis from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve bits (16 … 19).
        var curve: AnimationOptions { AnimationOptions(rawValue: rawValue & (0xF << 16)) }

        /// The timing function of the curve.
        var timingFunctionName: CAMediaTimingFunctionName {
            switch curve {
            case .curveEaseIn: return .easeIn
            case .curveEaseOut: return .easeOut
            case .curveLinear: return .linear
            default: return .easeInEaseOut
            }
        }
    }
}
