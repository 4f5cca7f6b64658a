// UIKit's block-based view animations, headless: the block runs at once, its changes become layer animations
// that start and stop on the application's clock, and the animated views ignore touches until they stop (unless
// `.allowUserInteraction`). See ViewAnimation.swift for the rules.
import Foundation

extension UIView {
    /// Animates changes to views over `duration` seconds, after `delay`, with the given options.
    ///
    /// Headless, `animations` runs at once (the views take their final values immediately; the layers'
    /// `presentation()` is the model). The views whose `frame`, `bounds`, `center`, `transform`, `alpha` or
    /// `backgroundColor` the block sets are the animated views: each change is added to the view's layer as an
    /// animation keyed by its key path, and, unless `options` contains `.allowUserInteraction`, the animated
    /// views (with their subtrees) ignore touches until their animations stop, as UIKit documents.
    /// `completion` runs with `true` on the application's clock (the animated views' window's, else
    /// `UIApplication.shared`'s) after `delay + duration` (twice with `.autoreverse`; never with `.repeat`), or
    /// with `false` when the animations are removed first (`layer.removeAllAnimations()`).
    ///
    /// A block with a duration of 0, or that changes nothing animatable, animates nothing and blocks no touches;
    /// its completion runs after the delay, at the next tick of the clock. A block nested in another's
    /// `animations` inherits the outer duration, curve and options unless it passes `.overrideInheritedDuration`,
    /// `.overrideInheritedCurve` or `.overrideInheritedOptions`; changes made inside
    /// ``performWithoutAnimation(_:)`` are not animated.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: delay, options: options, spring: nil, animations, completion)
    }

    /// Animates changes to views over `duration` seconds with the default options (see
    /// ``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: 0, options: [], spring: nil, animations, completion)
    }

    /// Animates changes to views over `duration` seconds (see
    /// ``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runAnimation(duration: duration, delay: 0, options: [], spring: nil, animations, nil)
    }

    /// Animates changes to views with spring motion over `duration` seconds: the layers get `CASpringAnimation`s
    /// with the damping ratio and initial velocity (see ``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: delay, options: options, spring: (dampingRatio, velocity), animations,
            completion)
    }

    /// Runs `animations` as a transition of `view`: `view` is animated (it ignores touches until the transition
    /// ends, unless `.allowUserInteraction`), whatever the block changes.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: 0, options: options, spring: nil, animations ?? {}, completion,
            including: view)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview as a transition of that superview: `fromView`
    /// is removed and `toView` added in its place, or, with `.showHideTransitionViews`, `fromView` is hidden and
    /// `toView` shown.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container else {
            swap()
            return runAnimation(duration: 0, delay: 0, options: options, spring: nil, {}, completion)
        }
        runAnimation(
            duration: duration, delay: 0, options: options, spring: nil, swap, completion, including: container)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes are not animated, even inside an
    /// animation block, and block no touches.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimation.stack.append(nil)
        defer { ViewAnimation.stack.removeLast() }
        actionsWithoutAnimation()
    }

    /// Whether animation blocks animate; true by default. While false, blocks run as
    /// ``performWithoutAnimation(_:)`` does and their completions still run.
    public static var areAnimationsEnabled: Bool { ViewAnimation.animationsEnabled }

    /// Turns animation blocks on or off.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimation.animationsEnabled = enabled
    }

    /// The duration of the innermost animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval { ViewAnimation.current?.duration ?? 0 }

    /// Builds the block's animation (inheriting from an enclosing block), runs it and commits it.
    private static func runAnimation(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        spring: (damping: CGFloat, velocity: CGFloat)?, _ animations: () -> Void, _ completion: ((Bool) -> Void)?,
        including view: UIView? = nil
    ) {
        var suppressed = !ViewAnimation.animationsEnabled
        if case .some(.none) = ViewAnimation.stack.last { suppressed = true }
        guard !suppressed else {
            performWithoutAnimation(animations)
            let clock = view.map(ViewAnimation.clock(of:)) ?? UIApplication.shared.clock
            clock.scheduleAnimationStep(after: delay.isFinite ? max(delay, 0) : 0) { completion?(true) }
            return
        }
        var effectiveDuration = duration
        var effectiveOptions = options
        if let parent = ViewAnimation.current {
            if !options.contains(.overrideInheritedDuration) { effectiveDuration = parent.duration }
            if !options.contains(.overrideInheritedCurve) {
                effectiveOptions = effectiveOptions.subtracting(AnimationOptions(rawValue: 0xF << 16))
                    .union(parent.options.curve)
            }
            if !options.contains(.overrideInheritedOptions) {
                effectiveOptions.formUnion(
                    parent.options.intersection([.allowUserInteraction, .repeat, .autoreverse, .beginFromCurrentState]))
            }
        }
        let animation = ViewAnimation(
            duration: effectiveDuration, delay: delay, options: effectiveOptions, spring: spring,
            completion: completion)
        if let view { animation.include(view) }
        animation.run(animations)
        animation.commit()
    }
}
