// One `UIView.animate` call: the property changes its block made, the layer animations they became, the views
// that ignore touches meanwhile, and the completion.
//
// Invariants:
// - `stack` holds the blocks being run, innermost last; nil marks `performWithoutAnimation` (or animations
//   disabled), inside which changes are not animated. Only the innermost block records a change.
// - Each changed property of each view becomes one animation on the view's layer, keyed by the property's key
//   path ("position", "bounds", "transform", "opacity", "backgroundColor"; a second animation of the same property
//   gets "position-2" and so on, so that it runs beside the first as UIKit's additive animations do).
// - Without `.allowUserInteraction`, each animated view's `blockingAnimations` count is raised when the block
//   ends and lowered when that view's last animation of this block stops; the view's `.animating` flag (which
//   hit-testing reads) is set exactly while its count is positive.
// - The completion runs exactly once: when every animation stopped (finished if all ran their full duration), or,
//   when nothing was animated, after the delay on the clock.
// - After `commit()` the animation holds its views unretained, so a view (and its layer, which holds the runs that
//   hold this animation) is freed as in UIKit even while a `.repeat` animation runs; a view being freed stops its
//   runs first (`UIView.tearDown`), and this animation then completes later on the clock, not inside the deinit.
import Foundation

@MainActor
final class ViewAnimation {
    /// The blocks being run, innermost last; nil inside `performWithoutAnimation`. Unchecked: every geometry
    /// setter reads it, and no access to it overlaps another (pushes and pops bracket the block, not run in it).
    @exclusivity(unchecked) static var stack: [ViewAnimation?] = []
    /// Whether `UIView.animate` animates (`UIView.setAnimationsEnabled(_:)`).
    static var animationsEnabled = true

    /// The innermost block that animates, if any.
    static var current: ViewAnimation? { stack.last ?? nil }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    /// The damping ratio and initial velocity of a spring animation.
    let spring: (damping: CGFloat, velocity: CGFloat)?
    private var completion: ((Bool) -> Void)?
    /// Changed properties in order, with the value each had before the block.
    private var changes: [(view: UIView, keyPath: String, from: Any?)] = []
    /// Views that must take part even without property changes (a transition's container).
    private var extraViews: [UIView] = []
    /// Running layer animations per view; the views are unretained (see the invariants).
    private var running: [ObjectIdentifier: (view: Unmanaged<UIView>, count: Int)] = [:]
    private var blocksTouches = false
    private var allFinished = true
    private var isComplete = false

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        spring: (damping: CGFloat, velocity: CGFloat)? = nil, completion: ((Bool) -> Void)?
    ) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.options = options
        self.spring = spring
        self.completion = completion
    }

    /// Records that `keyPath` of `view` changed inside the block; the first change keeps the original value.
    func note(_ view: UIView, keyPath: String, from value: Any?) {
        if changes.contains(where: { $0.view === view && $0.keyPath == keyPath }) { return }
        changes.append((view, keyPath, value))
    }

    /// Makes `view` take part in the animation whether or not its properties change.
    func include(_ view: UIView) {
        if !extraViews.contains(where: { $0 === view }) { extraViews.append(view) }
    }

    /// The views of the block, in order of first change.
    var animatedViews: [UIView] {
        var views: [UIView] = []
        for view in extraViews + changes.map(\.view) where !views.contains(where: { $0 === view }) {
            views.append(view)
        }
        return views
    }

    /// Runs `animations` with this block innermost, then (with `.layoutSubviews`) lays out the animated views
    /// inside it.
    func run(_ animations: () -> Void) {
        ViewAnimation.stack.append(self)
        defer { ViewAnimation.stack.removeLast() }
        animations()
        if options.contains(.layoutSubviews) {
            for view in animatedViews { view.layoutIfNeeded() }
        }
    }

    /// Turns the recorded changes into layer animations, blocks touches on the animated views unless allowed,
    /// and arranges the completion.
    func commit() {
        let views = animatedViews
        guard duration > 0, !views.isEmpty else {
            let clock = views.first.map(ViewAnimation.clock(of:)) ?? UIApplication.shared.clock
            clock.scheduleAnimationStep(after: delay) { [self] in finish() }
            return
        }
        blocksTouches = !options.contains(.allowUserInteraction)
        let clock = ViewAnimation.clock(of: views[0])
        var started: [(UIView, LayerAnimationRun)] = []
        for change in changes {
            let animation = makeAnimation(keyPath: change.keyPath, from: change.from, view: change.view, clock: clock)
            started.append(
                (change.view, change.view.layer.startRun(animation, forKey: key(change.keyPath, change.view))))
        }
        for view in extraViews {
            let animation = CAAnimation()
            configure(animation, clock: clock)
            started.append((view, view.layer.startRun(animation, forKey: key("transition", view))))
        }
        for (view, _) in started {
            running[ObjectIdentifier(view), default: (Unmanaged.passUnretained(view), 0)].count += 1
        }
        if blocksTouches {
            for entry in running.values { entry.view.takeUnretainedValue().beginBlockingAnimation() }
        }
        changes = []
        extraViews = []
        for (view, run) in started {
            let id = ObjectIdentifier(view)
            run.onStop = { [self] finished, viewIsGoing in
                runStopped(id, finished: finished, viewIsGoing: viewIsGoing, clock: clock)
            }
        }
    }

    /// A layer animation of the view `id` stopped. When the view is being freed, it is not touched and the
    /// completion waits for the next tick of the clock.
    private func runStopped(_ id: ObjectIdentifier, finished: Bool, viewIsGoing: Bool, clock: EventClock) {
        if !finished { allFinished = false }
        guard var entry = running[id] else { return }
        entry.count -= 1
        if entry.count > 0 {
            running[id] = entry
            return
        }
        running[id] = nil
        if blocksTouches && !viewIsGoing { entry.view.takeUnretainedValue().endBlockingAnimation() }
        guard running.isEmpty else { return }
        if viewIsGoing {
            clock.scheduleAnimationStep(after: 0) { [self] in finish() }
        } else {
            finish()
        }
    }

    private func finish() {
        guard !isComplete else { return }
        isComplete = true
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }

    /// The layer key for a new animation of `keyPath` on `view`: the key path, or the first free "keyPath-n".
    private func key(_ keyPath: String, _ view: UIView) -> String {
        let keys = view.existingLayer?.animationKeys() ?? []
        guard keys.contains(keyPath) else { return keyPath }
        var index = 2
        while keys.contains("\(keyPath)-\(index)") { index += 1 }
        return "\(keyPath)-\(index)"
    }

    private func makeAnimation(keyPath: String, from: Any?, view: UIView, clock: EventClock) -> CAAnimation {
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: keyPath)
            springAnimation.damping =
                2 * max(spring.damping, 0)
                * (springAnimation.stiffness * springAnimation.mass)
                .squareRoot()
            springAnimation.initialVelocity = spring.velocity
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
        }
        animation.fromValue = from
        animation.toValue = ViewAnimation.value(of: keyPath, in: view)
        configure(animation, clock: clock)
        return animation
    }

    private func configure(_ animation: CAAnimation, clock: EventClock) {
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: spring == nil ? options.timingFunctionName : .linear)
        if delay > 0 {
            animation.beginTime = clock.now + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
    }

    /// The model value of an animated property, as the layer animation's `toValue`.
    private static func value(of keyPath: String, in view: UIView) -> Any? {
        switch keyPath {
        case "position": return view.center
        case "bounds": return view.bounds
        case "transform": return CATransform3DMakeAffineTransform(view.transform)
        case "opacity": return Float(view.alpha)
        case "backgroundColor": return view.backgroundColor?.cgColor
        default: return nil
        }
    }

    /// The clock of a view's application (the shared application's when the view has no window).
    static func clock(of view: UIView) -> EventClock {
        (view.window?.application ?? UIApplication.shared).clock
    }
}

extension UIView {
    /// An animation without `.allowUserInteraction` started on the view: it ignores touches until it ends.
    final func beginBlockingAnimation() {
        let appearance = ensuredAppearance
        appearance.blockingAnimations += 1
        flags.insert(.animating)
    }

    /// Such an animation ended.
    final func endBlockingAnimation() {
        guard let appearance = extras?.appearance, appearance.blockingAnimations > 0 else { return }
        appearance.blockingAnimations -= 1
        if appearance.blockingAnimations == 0 { flags.remove(.animating) }
    }
}
