// The animator a context menu gives its delegate for appearing, disappearing and committing its preview.
//
// Invariants: the added animations run once, when the menu's transition starts (at once if added later); the
// completions run once each, on the application's clock, `ContextMenuAnimator.duration` after the start (at the
// next tick if added after that).
import Foundation

/// Runs a context menu transition's added animations and completions on the application's clock.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    /// How long the menu's appearance and disappearance take (**chosen**: UIKit's springs settle in about this).
    static let duration: TimeInterval = 0.25

    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private let clock: EventClock
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var started = false
    private var finished = false

    init(previewViewController: UIViewController?, clock: EventClock) {
        self.previewViewController = previewViewController
        self.clock = clock
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        if started { animations() } else { self.animations.append(animations) }
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        if finished {
            clock.scheduleAnimationStep(after: 0) { completion() }
        } else {
            completions.append(completion)
        }
    }

    /// Starts the transition: runs the added animations now and the completions after the duration.
    func start() {
        guard !started else { return }
        started = true
        let blocks = animations
        animations = []
        for block in blocks { block() }
        clock.scheduleAnimationStep(after: Self.duration) { [self] in
            finished = true
            let blocks = completions
            completions = []
            for block in blocks { block() }
        }
    }
}
