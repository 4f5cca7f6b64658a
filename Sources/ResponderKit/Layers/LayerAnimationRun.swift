// One animation running on a layer: its start and stop timers on the application's clock and who to tell.
//
// Invariants: a run stops exactly once, either when its active duration has passed (finished) or when it is
// removed or replaced first, or its view is freed (not finished); stopping cancels its timers, tells the
// animation's delegate, the transactions it was pending in and any observer (a UIView animation).
import Foundation

@MainActor
final class LayerAnimationRun {
    let animation: CAAnimation
    let key: String?
    private(set) var isStopped = false
    private var startTimer: EventTimer?
    private var stopTimer: EventTimer?
    private var transactions: [CATransaction.Frame]
    /// Told once when the run stops, with whether it finished and whether the layer's view is being freed.
    var onStop: ((_ finished: Bool, _ viewIsGoing: Bool) -> Void)?
    /// The clock the run was scheduled on.
    private var clock: EventClock?
    // The layer keeps its runs; a run outlives its layer only inside a timer, which then finds the layer gone.
    weak var layer: CALayer?

    init(animation: CAAnimation, key: String?, layer: CALayer) {
        self.animation = animation
        self.key = key
        self.layer = layer
        transactions = CATransaction.animationAdded()
    }

    /// Schedules the start and stop callbacks on `clock`.
    func schedule(on clock: EventClock) {
        self.clock = clock
        let now = clock.now
        let begin = animation.beginTime > 0 ? animation.beginTime : now
        startTimer = clock.schedule(after: begin - now) { [weak self] in
            guard let self, !self.isStopped else { return }
            self.animation.delegate?.animationDidStart(self.animation)
        }
        let active = animation.activeDuration
        if active.isFinite {
            stopTimer = clock.scheduleAnimationStep(after: begin + active - now) { [weak self] in
                self?.stop(finished: true)
            }
        }
    }

    /// Stops the run: removes it from its layer unless it finished and is kept, and tells everyone.
    func stop(finished: Bool) {
        guard !isStopped else { return }
        isStopped = true
        startTimer?.cancel()
        stopTimer?.cancel()
        if !finished || animation.isRemovedOnCompletion { layer?.removeRun(self) }
        animation.delegate?.animationDidStop(animation, finished: finished)
        onStop?(finished, false)
        onStop = nil
        for frame in transactions { frame.animationStopped() }
        transactions = []
    }

    /// Stops the run because the layer's view is being freed: no user code runs now; the delegate and the
    /// transactions hear of it (unfinished) at the next tick of the clock.
    func abandon() {
        guard !isStopped else { return }
        isStopped = true
        startTimer?.cancel()
        stopTimer?.cancel()
        onStop?(false, true)
        onStop = nil
        let (animation, transactions) = (self.animation, self.transactions)
        self.transactions = []
        (clock ?? UIApplication.shared.clock).scheduleAnimationStep(after: 0) {
            animation.delegate?.animationDidStop(animation, finished: false)
            for frame in transactions { frame.animationStopped() }
        }
    }
}
