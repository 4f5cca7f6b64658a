// Alerts on the presentation machinery (PR-16), a cancelled interactive presentation that undoes itself (PR-14),
// and presentations that keep nothing alive.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Presentation: alerts and lifetimes")
struct PresentationLifetimeTests {
    typealias Fixtures = PresentationFixtures

    @Test("PR-16: an alert is a .custom presentation over the presenter; its handler runs when the dismissal ends")
    func alertPresentation() throws {
        let stage = Fixtures.Stage()
        _ = stage.take()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        var handled = 0
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in handled += 1 }
        alert.addAction(delete)
        #expect(alert.modalPresentationStyle == .custom)
        stage.root.present(alert, animated: true)
        #expect(alert.presentationController is AlertPresentationController)
        stage.advance()
        #expect(alert.view.frame == stage.window.bounds)
        #expect(stage.root.view.window === stage.window, "the presenter's views stay")
        #expect(stage.take().isEmpty, "the presenter hears no disappearance")
        try stage.tap(5, 5)
        stage.advance()
        #expect(stage.root.presentedViewController === alert && stage.root.taps == 0, "no tap-outside dismissal")

        let button = try #require(delete.button)
        try stage.tap(button.convert(button.bounds, to: nil).midX, button.convert(button.bounds, to: nil).midY)
        #expect(handled == 0 && alert.isBeingDismissed, "the handler waits for the dismissal")
        stage.advance()
        #expect(handled == 1 && stage.root.presentedViewController == nil)
    }

    @Test("PR-14: a cancelled interactive presentation undoes itself: links cut, appearance reversed, no completion")
    func cancelledInteractivePresentation() {
        let stage = Fixtures.Stage()
        _ = stage.take()
        let animator = Fixtures.Animator(duration: 0.4)
        let transitions = Fixtures.TransitionDelegate(animator: animator)
        let interactor = UIPercentDrivenInteractiveTransition()
        transitions.presentationInteractor = interactor
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.transitioningDelegate = transitions
        var completed = false
        stage.root.present(presented, animated: true) { completed = true }
        #expect(presented.isBeingPresented && stage.root.presentedViewController === presented)
        interactor.update(0.25)
        interactor.cancel()
        stage.advance()
        #expect(!completed && !presented.isBeingPresented)
        #expect(stage.root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(
            stage.take() == [
                "presented willAppear(true)", "presented willDisappear(true)", "presented didDisappear(true)",
            ])
        #expect(animator.ended == [false])
        stage.root.present(presented, animated: false)
        #expect(stage.root.presentedViewController === presented, "it can be presented again")
    }

    @Test("A presented sheet, never dismissed, is freed with its presenter; a dismissed one with its controller")
    func presentationsKeepNothingAlive() {
        weak var weakPresented: UIViewController?
        weak var weakController: UIPresentationController?
        weak var weakWindow: UIWindow?
        do {
            let stage = Fixtures.Stage()
            let presented = UIViewController()
            presented.sheetPresentationController?.detents = [.medium(), .large()]
            stage.root.present(presented, animated: true)
            stage.advance()
            weakPresented = presented
            weakController = presented.presentationController
            weakWindow = stage.window
            stage.window.rootViewController = nil
        }
        #expect(weakPresented == nil && weakController == nil && weakWindow == nil)

        let stage = Fixtures.Stage()
        do {
            let presented = UIViewController()
            stage.root.present(presented, animated: true)
            stage.advance()
            weakController = presented.presentationController
            presented.dismiss(animated: true)
            stage.advance()
            weakPresented = presented
        }
        #expect(weakPresented == nil && weakController == nil)
    }
}
