// Custom transitions: the transitioning delegate's animator on the clock and what its context says (PR-12), a
// percent-driven interactive dismissal finished and cancelled (PR-14), and misuse answered with a warning and
// nothing else (PR-15).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Presentation: transitions and misuse")
struct TransitionTests {
    typealias Fixtures = PresentationFixtures

    @Test("PR-12: the transitioning delegate's animator runs on the clock; the context gives views and frames")
    func customAnimator() throws {
        let stage = Fixtures.Stage()
        let animator = Fixtures.Animator(duration: 0.3)
        let transitions = Fixtures.TransitionDelegate(animator: animator)
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = transitions
        var completed = false
        stage.root.present(presented, animated: true) { completed = true }
        let context = try #require(animator.contexts.first)
        #expect(context.viewController(forKey: .from) === stage.root)
        #expect(context.viewController(forKey: .to) === presented)
        #expect(context.view(forKey: .to) === presented.view)
        #expect(context.view(forKey: .from) == nil, "over full screen keeps the presenter's view where it is")
        #expect(context.finalFrame(for: presented) == stage.window.bounds)
        #expect(context.initialFrame(for: presented) == .zero)
        #expect(context.isAnimated && !context.isInteractive && context.presentationStyle == .overFullScreen)
        stage.advance(0.29)
        #expect(!completed)
        stage.advance(0.02)
        #expect(completed && animator.ended == [true])

        presented.dismiss(animated: true)
        #expect(animator.contexts.count == 2)
        #expect(animator.contexts[1].view(forKey: .from) === presented.view)
        stage.advance(0.31)
        #expect(stage.root.presentedViewController == nil && animator.ended == [true, true])
    }

    @Test("PR-14: a percent-driven dismissal: updates keep it presented, finish runs the animator over the rest")
    func percentDrivenFinish() throws {
        let stage = Fixtures.Stage()
        let animator = Fixtures.Animator(duration: 0.4)
        let transitions = Fixtures.TransitionDelegate(animator: animator)
        let interactor = UIPercentDrivenInteractiveTransition()
        transitions.interactor = interactor
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.transitioningDelegate = transitions
        stage.root.present(presented, animated: true)
        stage.advance()
        _ = stage.take()

        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        #expect(animator.contexts.count == 1, "the animator waits for the interaction")
        interactor.update(0.5)
        #expect(interactor.percentComplete == 0.5)
        stage.advance()
        #expect(presented.isBeingDismissed && !dismissed, "an interaction waits for the finger")
        try stage.tap(200, 300)
        #expect(presented.taps == 1, "touches go on during an interactive transition (PR-13)")
        interactor.finish()
        #expect(animator.contexts.count == 2)
        stage.advance(0.19)
        #expect(!dismissed)
        stage.advance(0.02)
        #expect(dismissed && stage.root.presentedViewController == nil)
        #expect(stage.take() == ["presented willDisappear(true)", "presented didDisappear(true)"])
    }

    @Test("PR-14: a cancelled percent-driven dismissal leaves the presentation as it was")
    func percentDrivenCancel() {
        let stage = Fixtures.Stage()
        let animator = Fixtures.Animator(duration: 0.4)
        let transitions = Fixtures.TransitionDelegate(animator: animator)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = 2
        transitions.interactor = interactor
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.transitioningDelegate = transitions
        stage.root.present(presented, animated: true)
        stage.advance()
        _ = stage.take()
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        interactor.update(0.5)
        interactor.cancel()
        stage.advance(0.09)
        #expect(presented.isBeingDismissed)
        stage.advance(0.02)
        #expect(!presented.isBeingDismissed && !dismissed && animator.ended == [true, false])
        #expect(stage.root.presentedViewController === presented && presented.view.window === stage.window)
        #expect(
            stage.take() == [
                "presented willDisappear(true)", "presented willAppear(true)", "presented didAppear(true)",
            ])
    }

    @Test(
        "PR-15: presenting twice, or a presented or child controller, or from outside a window: a warning, nothing else"
    )
    func presentationMisuse() {
        let stage = Fixtures.Stage()
        let warnings = stage.collectWarnings()
        let first = UIViewController()
        let second = UIViewController()
        var completions = 0
        stage.root.present(first, animated: false) { completions += 1 }
        stage.root.present(second, animated: false) { completions += 1 }
        #expect(stage.root.presentedViewController === first && second.presentingViewController == nil)
        #expect(warnings().last?.contains("which is already presenting") == true)
        first.present(first, animated: false)
        stage.root.present(first, animated: false)
        #expect(warnings().last?.contains("which is already presented by") == true)
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        first.present(child, animated: false)
        #expect(warnings().last?.contains("which is a child of") == true)
        // A presenter in no window has no application of its own: UIApplication.shared logs that warning.
        UIViewController().present(second, animated: false) { completions += 1 }
        #expect(second.presentingViewController == nil)
        #expect(warnings().count == 4 && completions == 1)
        #expect(first.presentedViewController == nil && second.viewIfLoaded?.window == nil)
    }

    @Test("PR-15: dismissing what is not presented, or during a transition, warns; the transition goes on intact")
    func dismissalMisuse() {
        let stage = Fixtures.Stage()
        let warnings = stage.collectWarnings()
        var completions = 0
        stage.root.dismiss(animated: true) { completions += 1 }
        #expect(warnings().last?.contains("neither presents nor is presented") == true)
        let presented = UIViewController()
        stage.root.present(presented, animated: true) { completions += 1 }
        stage.root.dismiss(animated: true) { completions += 1 }
        #expect(warnings().last?.contains("while a presentation or dismiss is in progress") == true)
        stage.root.present(UIViewController(), animated: true)
        #expect(warnings().count == 3)
        stage.advance()
        #expect(completions == 1 && stage.root.presentedViewController === presented)
        #expect(presented.view.window === stage.window)
    }

    @Test("PR-15: an animator that never completes is completed 4 s after its duration, with a warning")
    func neverCompletingAnimator() {
        let stage = Fixtures.Stage()
        let warnings = stage.collectWarnings()
        let animator = Fixtures.Animator(duration: 0.3, completes: false)
        let transitions = Fixtures.TransitionDelegate(animator: animator)
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.transitioningDelegate = transitions
        var completed = false
        stage.root.present(presented, animated: true) { completed = true }
        stage.advance(4.2)
        #expect(!completed && presented.isBeingPresented && warnings().isEmpty)
        stage.advance(0.2)
        #expect(completed && !presented.isBeingPresented)
        #expect(warnings().count == 1 && warnings()[0].contains("never called completeTransition"))
        #expect(animator.ended == [true])
    }
}
