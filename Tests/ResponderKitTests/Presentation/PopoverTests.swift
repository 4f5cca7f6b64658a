// Popovers: where they go (PR-10), the tap outside that dismisses them and the passthrough views that keep
// their touches (PR-11).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Presentation: popovers")
struct PopoverTests {
    typealias Fixtures = PresentationFixtures

    /// A stage with a passthrough button (counting its taps) and a popover kept as a popover, pointing at it.
    private func presentPopover(
        _ stage: Fixtures.Stage
    ) -> (Fixtures.Controller, Fixtures.Delegate, UIButton, () -> Int) {
        var passthroughTaps = 0
        let passthrough = UIButton(frame: CGRect(x: 300, y: 500, width: 80, height: 60))
        passthrough.addAction(UIAction { _ in passthroughTaps += 1 }, for: .touchUpInside)
        stage.root.view.addSubview(passthrough)
        let popover = Fixtures.Controller("popover", log: stage.log)
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 200)
        let delegate = Fixtures.Delegate(log: stage.log)
        delegate.keepsStyle = true
        let controller = popover.popoverPresentationController
        controller?.delegate = delegate
        controller?.sourceView = stage.root.view
        controller?.sourceRect = CGRect(x: 100, y: 40, width: 20, height: 20)
        controller?.passthroughViews = [passthrough]
        stage.root.present(popover, animated: true)
        stage.advance()
        _ = stage.take()
        return (popover, delegate, passthrough, { passthroughTaps })
    }

    @Test("PR-11: a tap outside dismisses the popover (WillDismiss, DidDismiss); nothing behind gets it")
    func tapOutsideDismisses() throws {
        let stage = Fixtures.Stage()
        let (popover, delegate, _, passthroughTaps) = presentPopover(stage)
        #expect(popover.view.frame == CGRect(x: 10, y: 73, width: 200, height: 200))
        try stage.tap(100, 400)
        #expect(stage.root.taps == 0)
        #expect(popover.isBeingDismissed)
        stage.advance()
        #expect(stage.root.presentedViewController == nil)
        #expect(popover.viewIfLoaded?.window == nil)
        #expect(passthroughTaps() == 0)
        #expect(
            stage.take() == [
                "shouldDismiss", "willDismiss", "popover willDisappear(true)", "popover didDisappear(true)",
                "didDismiss",
            ])
        try stage.tap(100, 400)
        #expect(stage.root.taps == 1, "once dismissed, the presenter takes touches again")
        withExtendedLifetime(delegate) {}
    }

    @Test("PR-11: a tap on a passthrough view goes to it and keeps the popover; a tap inside goes to the popover")
    func passthroughKeepsPopover() throws {
        let stage = Fixtures.Stage()
        let (popover, delegate, _, passthroughTaps) = presentPopover(stage)
        try stage.tap(340, 530)
        #expect(passthroughTaps() == 1)
        stage.advance()
        #expect(stage.root.presentedViewController === popover)
        try stage.tap(100, 150)
        #expect(popover.taps == 1)
        #expect(stage.root.presentedViewController === popover)
        #expect(stage.take().isEmpty, "the delegate heard nothing")
        withExtendedLifetime(delegate) {}
    }

    @Test("PR-9, PR-11: a refused tap outside keeps the popover and tells the delegate it was attempted")
    func refusedTapOutside() throws {
        let stage = Fixtures.Stage()
        let (popover, delegate, _, _) = presentPopover(stage)
        delegate.refuses = true
        try stage.tap(100, 400)
        stage.advance()
        #expect(stage.root.presentedViewController === popover)
        #expect(stage.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(stage.root.taps == 0)
    }

    @Test("PR-10: a popover goes above its source when there is no room below, within the permitted directions")
    func placement() throws {
        let stage = Fixtures.Stage()
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 100, height: 100)
        let delegate = Fixtures.Delegate(log: stage.log)
        delegate.keepsStyle = true
        let controller = try #require(popover.popoverPresentationController)
        controller.delegate = delegate
        controller.sourceView = stage.root.view
        controller.sourceRect = CGRect(x: 180, y: 520, width: 40, height: 40)
        #expect(controller.arrowDirection == .unknown)
        stage.root.present(popover, animated: false)
        #expect(popover.view.frame == CGRect(x: 150, y: 407, width: 100, height: 100))
        #expect(controller.arrowDirection == .down)
        stage.root.dismiss(animated: false)

        let sideways = UIViewController()
        sideways.modalPresentationStyle = .popover
        sideways.preferredContentSize = CGSize(width: 100, height: 100)
        let side = try #require(sideways.popoverPresentationController)
        side.delegate = delegate
        side.sourceView = stage.root.view
        side.sourceRect = CGRect(x: 20, y: 250, width: 40, height: 40)
        side.permittedArrowDirections = .left
        stage.root.present(sideways, animated: false)
        #expect(sideways.view.frame == CGRect(x: 73, y: 220, width: 100, height: 100))
        #expect(side.arrowDirection == .left)
    }

    @Test("PR-10: a popover from a bar button item points at the item's view; its configuration holds next time")
    func barButtonItemSource() throws {
        let stage = Fixtures.Stage()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 556, width: 400, height: 44))
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.items = [share]
        stage.root.view.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 120, height: 100)
        let delegate = Fixtures.Delegate(log: stage.log)
        delegate.keepsStyle = true
        let controller = try #require(popover.popoverPresentationController)
        controller.delegate = delegate
        controller.barButtonItem = share
        for _ in 0..<2 {
            stage.root.present(popover, animated: false)
            let item = try #require(share.representingView).convert(
                try #require(share.representingView).bounds, to: nil)
            #expect(controller.arrowDirection == .down)
            #expect(popover.view.frame.maxY == item.minY - 13)
            #expect(popover.popoverPresentationController === controller, "the configured controller is used")
            stage.root.dismiss(animated: false)
        }
    }

    /// The delegate apps write to keep a popover on an iPhone: only `adaptivePresentationStyle(for:)`.
    final class KeepsPopover: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .none
        }
    }

    @Test("PR-5: a delegate that implements only adaptivePresentationStyle(for:) returning .none keeps the popover")
    func classicKeepPopoverDelegate() throws {
        let stage = Fixtures.Stage()
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let delegate = KeepsPopover()
        let controller = try #require(popover.popoverPresentationController)
        controller.delegate = delegate
        controller.sourceView = stage.root.view
        #expect(controller.adaptivePresentationStyle == .none)
        stage.root.present(popover, animated: false)
        #expect(controller.effectiveStyle == .popover)
        #expect(popover.view.frame == CGRect(x: 40, y: 60, width: 320, height: 480), "no side has room: centred")
    }
}
