// One presentation or dismissal in progress: the context its animator and interaction controller see, and the
// driver that runs them on the application's clock (PR-12 to PR-14).
//
// Invariants:
// - `completeTransition(_:)` takes effect once; `onEnd` runs exactly once, with what it was given.
// - While the transition runs and is not interactive, its window ignores new touches (PR-13): the block is taken
//   when the animation starts (or the interaction ends) and given back exactly once, when the transition ends.
// - An animator that never completes is completed for it after its duration plus `watchdogGrace` on the clock,
//   with a warning (PR-15): a transition never stays in progress forever once it animates.
import Foundation

/// The context of one transition, handed to its animator and interaction controller.
@MainActor
final class PresentationTransition: NSObject, UIViewControllerContextTransitioning {
    /// UIKit's default duration of a system presentation or dismissal (**chosen**: the observed sheet slide).
    static let systemDuration: TimeInterval = 0.5
    /// How long after its duration an animator that never completes is completed for it (**chosen**).
    static let watchdogGrace: TimeInterval = 4

    /// Whether this presents or dismisses.
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    /// The progress last reported by the interaction.
    private(set) var percentComplete: CGFloat = 0

    private let fromController: UIViewController
    private let toController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    private weak var window: UIWindow?
    private var isBlockingTouches = false
    private var isComplete = false
    private var watchdog: EventTimer?
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    /// Runs when the transition ends, with whether it completed.
    var onEnd: ((Bool) -> Void)?

    init(
        kind: Kind, container: UIView, animated: Bool, style: UIModalPresentationStyle,
        from: (controller: UIViewController, view: UIView?), to: (controller: UIViewController, view: UIView?),
        frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    ) {
        self.kind = kind
        containerView = container
        isAnimated = animated
        presentationStyle = style
        fromController = from.controller
        fromView = from.view
        toController = to.controller
        toView = to.view
        self.frames = frames
        window = container.window
        super.init()
    }

    // MARK: UIViewControllerContextTransitioning

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        watchdog?.cancel()
        watchdog = nil
        setBlockingTouches(false)
        animator?.animationEnded(didComplete)
        let onEnd = self.onEnd
        self.onEnd = nil
        onEnd?(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        self.percentComplete = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
    }

    func finishInteractiveTransition() {
        guard isInteractive, !isComplete else { return }
        isInteractive = false
        beginAnimating()
    }

    func cancelInteractiveTransition() {
        guard isInteractive, !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = true
        beginAnimating()
    }

    // MARK: Driving

    /// Whether the transition ended.
    var isFinished: Bool { isComplete }

    /// Starts the transition: without animation it completes at once (`place` puts the views where they end);
    /// with an interaction controller that wants an interactive start, that controller takes over; otherwise
    /// `animator` animates.
    func start(
        animator: (any UIViewControllerAnimatedTransitioning)?,
        interactor: (any UIViewControllerInteractiveTransitioning)?, place: () -> Void
    ) {
        self.animator = animator
        guard isAnimated, let animator else {
            place()
            completeTransition(true)
            return
        }
        if let interactor, interactor.wantsInteractiveStart {
            isInteractive = true
            interactor.startInteractiveTransition(self)
            return
        }
        beginAnimating()
        animator.animateTransition(using: self)
    }

    /// The animation phase begins: touches are ignored and the watchdog waits for the animator.
    private func beginAnimating() {
        guard !isComplete else { return }
        setBlockingTouches(true)
        let duration = animator?.transitionDuration(using: self) ?? Self.systemDuration
        let wait = (duration.isFinite ? max(duration, 0) : 0) + Self.watchdogGrace
        let clock = (window?.application ?? UIApplication.shared).clock
        watchdog?.cancel()
        watchdog = clock.schedule(after: wait) { [weak self] in self?.watchdogFired() }
    }

    private func watchdogFired() {
        guard !isComplete else { return }
        let role = kind == .presentation ? "presentation" : "dismissal"
        PresentationDiagnostics.warn(
            "the \(role) of \(PresentationDiagnostics.name(of: kind == .presentation ? toController : fromController)) "
                + "did not complete: its animator never called completeTransition(_:) within its duration plus "
                + "\(Int(Self.watchdogGrace)) seconds; ResponderKit completed it",
            application: window?.application)
        completeTransition(!transitionWasCancelled)
    }

    private func setBlockingTouches(_ blocking: Bool) {
        guard blocking != isBlockingTouches, let window else { return }
        isBlockingTouches = blocking
        window.presentationTouchBlocks += blocking ? 1 : -1
    }
}
