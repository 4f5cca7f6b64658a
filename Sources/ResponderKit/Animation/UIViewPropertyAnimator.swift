// An interruptible animation on the application's clock: its animation blocks become a `UIView.animate` block
// (so the views' properties take their end values at once and their layers animate, as in UIKit), and the animator
// keeps its own timing to run, pause, stop and finish, calling its completions with the end position (UI-22).
//
// Invariants: `state` is `.inactive` until the animations are applied (start or pause), `.active` while they run or
// are paused, `.stopped` after `stopAnimation(false)` until `finishAnimation(at:)`; `isRunning` only while active and
// not paused; the completions run exactly once per run to an end (never after `stopAnimation(true)`);
// `fractionComplete` is the elapsed share of the duration on the clock. There are no intermediate frames: pausing
// leaves the layer animations running to their end, and finishing at `.start` does not restore the start values.
import Foundation

/// A class that animates changes to views and allows the dynamic modification of those animations, as in UIKit.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    /// The duration of the animations, in seconds.
    public let duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// The state of the animations.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (active and not paused).
    public private(set) var isRunning = false
    /// Whether the animations run backwards: the completions then report `.start`. Stored; the views keep their
    /// end values.
    open var isReversed = false
    /// Whether the animations can be paused and stopped; true by default.
    open var isInterruptible = true
    /// Whether the animated views take touches meanwhile; true by default.
    open var isUserInteractionEnabled = true
    /// Whether the animator stays active (paused at the end) instead of finishing; false by default.
    open var pausesOnCompletion = false
    /// Whether scrubbing `fractionComplete` is linear; true by default. Stored.
    open var scrubsLinearly = true

    private let options: UIView.AnimationOptions
    private let dampingRatio: CGFloat?
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var clock: EventClock?
    /// Seconds of the duration already run before the current run.
    private var elapsedBefore: TimeInterval = 0
    /// When the current run's timing began (after its delay).
    private var runStart: TimeInterval = 0
    private var endTimer: EventTimer?

    /// An animator with a UIKit timing curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        options = UIViewPropertyAnimator.options(for: curve)
        dampingRatio = nil
        if let animations { self.animations.append(animations) }
    }

    /// An animator with spring motion of the given damping ratio (0 … 1).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        options = []
        dampingRatio = ratio
        if let animations { self.animations.append(animations) }
    }

    /// Creates, starts and returns an animator.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds animations: run with the others when the animator starts, or at once for the rest of the duration when
    /// it is already active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin `delayFactor` (0 … 1) of the remaining duration late.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state == .active else { return animations.append(animation) }
        let remaining = max(duration - elapsed, 0)
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        apply([animation], duration: remaining * (1 - factor), delay: remaining * factor)
    }

    /// Adds a block run with the end position when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// The share of the duration run so far, 0 … 1. Setting it while paused (or inactive: the animator then pauses)
    /// moves the animations' timing there; a running animator ignores it.
    open var fractionComplete: CGFloat {
        get { duration > 0 ? CGFloat(min(elapsed / duration, 1)) : (state == .inactive ? 0 : 1) }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            if state == .inactive { pauseAnimation() }
            elapsedBefore = Double(min(max(newValue, 0), 1)) * duration
        }
    }

    /// Starts (or resumes) the animations now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animations after `delay` seconds of the clock.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        let delay = delay.isFinite ? max(delay, 0) : 0
        self.delay = delay
        if state == .inactive { applyPending(delay: delay) }
        state = .active
        isRunning = true
        let clock = self.clock ?? UIApplication.shared.clock
        runStart = clock.now + delay
        endTimer = clock.scheduleAnimationStep(after: delay + max(duration - elapsedBefore, 0)) { [weak self] in
            self?.reachedEnd()
        }
    }

    /// Pauses the animations (applying them first when inactive).
    open func pauseAnimation() {
        guard state != .stopped, isInterruptible || !isRunning else { return }
        if state == .inactive {
            applyPending(delay: 0)
            state = .active
            return
        }
        guard isRunning else { return }
        elapsedBefore = elapsed
        endTimer?.cancel()
        endTimer = nil
        isRunning = false
    }

    /// Stops the animations where they are: finished without completions (`true`, the animator is inactive), or
    /// stopped, waiting for `finishAnimation(at:)` (`false`).
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, isInterruptible else { return }
        elapsedBefore = elapsed
        endTimer?.cancel()
        endTimer = nil
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator: the completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    // MARK: Internals

    /// Seconds of the duration run so far.
    private var elapsed: TimeInterval {
        guard isRunning, let clock else { return elapsedBefore }
        return min(elapsedBefore + max(clock.now - runStart, 0), duration)
    }

    /// The clock reached the end of a run.
    private func reachedEnd() {
        endTimer = nil
        elapsedBefore = duration
        isRunning = false
        if pausesOnCompletion { return }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }

    /// Applies the animations not yet applied, over the rest of the duration.
    private func applyPending(delay: TimeInterval) {
        let pending = animations
        animations = []
        apply(pending, duration: max(duration - elapsedBefore, 0), delay: delay)
    }

    /// Runs `blocks` as one `UIView.animate` block, noting the clock of the views they animate.
    private func apply(_ blocks: [() -> Void], duration: TimeInterval, delay: TimeInterval) {
        var options = self.options
        if isUserInteractionEnabled { options.insert(.allowUserInteraction) }
        let run = { [weak self] in
            for block in blocks { block() }
            if self?.clock == nil, let view = ViewAnimation.current?.animatedViews.first {
                self?.clock = ViewAnimation.clock(of: view)
            }
        }
        if let dampingRatio {
            UIView.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
                options: options, animations: run)
        } else {
            UIView.animate(withDuration: duration, delay: delay, options: options, animations: run)
        }
    }

    /// The options of a UIKit curve.
    private static func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        switch curve {
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .linear: return .curveLinear
        default: return .curveEaseInOut
        }
    }
}
