// Shared fixtures for the presentation tests (PR-n): a stage whose root controller's view is a button counting
// its taps, controllers that log their appearance callbacks, a logging presentation delegate, and a custom
// animator and transitioning delegate.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
enum PresentationFixtures {
    /// A controller that logs its appearance callbacks (with `animated`) and whose view holds a full-size button
    /// counting its taps.
    @MainActor
    final class Controller: UIViewController {
        let name: String
        let log: EventLog
        var taps = 0

        init(_ name: String, log: EventLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            view = button
        }

        override func viewWillAppear(_ animated: Bool) { log.write("\(name) willAppear(\(animated))") }
        override func viewDidAppear(_ animated: Bool) { log.write("\(name) didAppear(\(animated))") }
        override func viewWillDisappear(_ animated: Bool) { log.write("\(name) willDisappear(\(animated))") }
        override func viewDidDisappear(_ animated: Bool) { log.write("\(name) didDisappear(\(animated))") }
    }

    /// A presentation delegate that logs what it hears; it may refuse dismissals and keep popovers.
    @MainActor
    final class Delegate: UIPopoverPresentationControllerDelegate {
        let log: EventLog
        var refuses = false
        var keepsStyle = false

        init(log: EventLog) { self.log = log }

        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            keepsStyle ? .none : controller.systemAdaptiveStyle
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.write("shouldDismiss")
            return !refuses
        }

        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.write("willDismiss")
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.write("didDismiss")
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.write("didAttemptToDismiss")
        }
    }

    /// A stage (400 x 600) whose root controller ("root") logs into `log`.
    @MainActor
    final class Stage {
        let log = EventLog()
        let stage: ControlFixtures.Stage
        let root: Controller

        init() {
            root = Controller("root", log: log)
            stage = ContainerFixtures.stage(root: root)
        }

        var window: UIWindow { stage.window }
        var sim: EventSimulator { stage.sim }

        /// Lets `seconds` of virtual time pass (transitions run on the clock).
        func advance(_ seconds: TimeInterval = 1) { stage.sim.advance(by: seconds) }

        /// Taps `point` of the window a second after the last input.
        func tap(_ x: CGFloat, _ y: CGFloat) throws {
            advance()
            try stage.sim.tap(at: CGPoint(x: x, y: y), in: stage.window)
        }

        /// The lines logged since the last call.
        func take() -> [String] {
            defer { taken = log.lines.count }
            return Array(log.lines.dropFirst(taken))
        }
        private var taken = 0

        /// Collects the presentation warnings.
        func collectWarnings() -> () -> [String] {
            final class Box { var lines: [String] = [] }
            let box = Box()
            stage.app.presentationLog = { box.lines.append($0) }
            return { box.lines }
        }
    }

    /// An animator that moves the arriving view in over `duration`, or never completes.
    @MainActor
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        let completes: Bool
        var ended: [Bool] = []
        var contexts: [any UIViewControllerContextTransitioning] = []

        init(duration: TimeInterval = 0.3, completes: Bool = true) {
            self.duration = duration
            self.completes = completes
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            duration
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            contexts.append(transitionContext)
            if let to = transitionContext.view(forKey: .to),
                let controller = transitionContext.viewController(forKey: .to)
            {
                transitionContext.containerView.addSubview(to)
                to.frame = transitionContext.finalFrame(for: controller)
                to.alpha = 0
            }
            let from = transitionContext.view(forKey: .from)
            UIView.animate(
                withDuration: duration,
                animations: {
                    transitionContext.view(forKey: .to)?.alpha = 1
                    if transitionContext.viewController(forKey: .from)?.presentedViewController == nil {
                        from?.alpha = 0
                    }
                },
                completion: { [completes] _ in
                    if completes { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
                })
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// A transitioning delegate that hands out `animator` both ways and, when set, `interactor` for dismissals.
    @MainActor
    final class TransitionDelegate: UIViewControllerTransitioningDelegate {
        let animator: Animator
        var interactor: UIPercentDrivenInteractiveTransition?
        var presentationInteractor: UIPercentDrivenInteractiveTransition?

        init(animator: Animator) { self.animator = animator }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

        func animationController(
            forDismissed dismissed: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

        func interactionControllerForPresentation(
            using animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { presentationInteractor }

        func interactionControllerForDismissal(
            using animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    }
}
