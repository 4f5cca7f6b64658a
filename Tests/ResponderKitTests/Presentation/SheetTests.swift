// Sheets: the swipe down that dismisses them interactively (PR-7), refused under `isModalInPresentation` (PR-9),
// the dimming that blocks or lets through the touches around them (PR-8), and their detents (PR-6).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Presentation: sheets")
struct SheetTests {
    typealias Fixtures = PresentationFixtures

    /// Presents a page sheet whose presentation controller's delegate logs into the stage's log.
    private func presentSheet(
        _ stage: Fixtures.Stage, configure: (UIViewController) -> Void = { _ in }
    ) -> (Fixtures.Controller, Fixtures.Delegate) {
        let sheet = Fixtures.Controller("sheet", log: stage.log)
        let delegate = Fixtures.Delegate(log: stage.log)
        sheet.presentationController?.delegate = delegate
        configure(sheet)
        stage.root.present(sheet, animated: true)
        stage.advance()
        _ = stage.take()
        return (sheet, delegate)
    }

    @Test("PR-7, PR-9: a sheet swiped down past half its height dismisses, with WillDismiss then DidDismiss")
    func swipeDismisses() throws {
        let stage = Fixtures.Stage()
        let (sheet, delegate) = presentSheet(stage)
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 400, height: 590))
        stage.advance()
        let touch = try stage.sim.touchDown(at: CGPoint(x: 200, y: 100), in: stage.window)
        for step in 1...10 {
            stage.advance(0.1)
            try stage.sim.touchMove(touch, to: CGPoint(x: 200, y: 100 + CGFloat(step) * 35), in: stage.window)
        }
        #expect(sheet.isBeingDismissed)
        #expect(sheet.view.frame.minY > 300, "the sheet follows the finger")
        try stage.sim.touchUp(touch)
        #expect(stage.root.presentedViewController === sheet, "still animating away")
        stage.advance()
        #expect(stage.root.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(
            stage.take() == [
                "shouldDismiss", "willDismiss", "sheet willDisappear(true)", "sheet didDisappear(true)", "didDismiss",
            ])
        withExtendedLifetime(delegate) {}
    }

    @Test("PR-7: a fast flick dismisses after a short drag; a slow short drag springs back without DidDismiss")
    func flickAndSpringBack() throws {
        let stage = Fixtures.Stage()
        let (sheet, delegate) = presentSheet(stage)
        try stage.sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 220), in: stage.window, duration: 1)
        stage.advance()
        #expect(stage.root.presentedViewController === sheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 400, height: 590), "back at rest")
        #expect(
            stage.take() == [
                "shouldDismiss", "willDismiss", "sheet willDisappear(true)", "sheet willAppear(true)",
                "sheet didAppear(true)",
            ])

        stage.advance()
        try stage.sim.drag(
            from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 180), in: stage.window, steps: 4, duration: 0.04)
        stage.advance()
        #expect(stage.root.presentedViewController == nil, "flicked at 2000 points per second")
        #expect(stage.take().last == "didDismiss")
        withExtendedLifetime(delegate) {}
    }

    @Test("PR-9: under isModalInPresentation the swipe is refused: DidAttemptToDismiss, the sheet stays")
    func modalRefusesSwipe() throws {
        let stage = Fixtures.Stage()
        let (sheet, delegate) = presentSheet(stage) { $0.isModalInPresentation = true }
        try stage.sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500), in: stage.window, duration: 1)
        #expect(sheet.view.frame.minY < 100, "it only stretches")
        stage.advance()
        #expect(stage.root.presentedViewController === sheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 400, height: 590))
        #expect(stage.take() == ["didAttemptToDismiss"])

        sheet.isModalInPresentation = false
        delegate.refuses = true
        stage.advance()
        try stage.sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500), in: stage.window, duration: 1)
        stage.advance()
        #expect(stage.root.presentedViewController === sheet)
        #expect(stage.take() == ["shouldDismiss", "didAttemptToDismiss"])

        sheet.dismiss(animated: true)
        stage.advance()
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.take() == ["sheet willDisappear(true)", "sheet didDisappear(true)"], "no delegate calls")
    }

    @Test("PR-8: touches above a sheet go nowhere; at an undimmed detent the presenter's views take them")
    func dimming() throws {
        let stage = Fixtures.Stage()
        let (sheet, delegate) = presentSheet(stage) { controller in
            controller.sheetPresentationController?.detents = [.medium(), .large()]
        }
        #expect(sheet.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300), "the smallest detent")
        try stage.tap(200, 100)
        #expect(stage.root.taps == 0)
        #expect(stage.root.presentedViewController === sheet, "a tap on the dimming view does not dismiss")
        try stage.tap(200, 400)
        #expect(sheet.taps == 1)

        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        try stage.tap(200, 100)
        #expect(stage.root.taps == 1)
        #expect(stage.take().isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test("PR-6, PR-7: a drag up moves a medium sheet to the large detent; the selection follows")
    func detentDrag() throws {
        let stage = Fixtures.Stage()
        let sheetDelegate = DetentLog()
        let (sheet, delegate) = presentSheet(stage) { controller in
            controller.sheetPresentationController?.detents = [.medium(), .large()]
            controller.sheetPresentationController?.delegate = sheetDelegate
        }
        try stage.sim.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 150), in: stage.window, duration: 1)
        stage.advance()
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 400, height: 590))
        #expect(sheetDelegate.changes == 1)
        #expect(stage.root.presentedViewController === sheet)

        sheet.sheetPresentationController?.animateChanges {
            sheet.sheetPresentationController?.selectedDetentIdentifier = .medium
        }
        stage.advance()
        #expect(sheet.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
        #expect(sheetDelegate.changes == 1, "a programmatic change is not the user's")
        withExtendedLifetime(delegate) {}
    }

    @Test("PR-9: isModalInPresentation on the root of a presented navigation controller refuses the swipe too")
    func modalChildRefusesSwipe() throws {
        let stage = Fixtures.Stage()
        let form = Fixtures.Controller("form", log: stage.log)
        form.isModalInPresentation = true
        let navigation = UINavigationController(rootViewController: form)
        let delegate = Fixtures.Delegate(log: stage.log)
        navigation.presentationController?.delegate = delegate
        stage.root.present(navigation, animated: true)
        stage.advance()
        _ = stage.take()
        try stage.sim.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 550), in: stage.window, duration: 1)
        stage.advance()
        #expect(stage.root.presentedViewController === navigation)
        #expect(stage.take() == ["didAttemptToDismiss"])
        #expect(
            form.presentationController === navigation.presentationController, "a child answers with its container's")
    }

    /// Counts the user's detent changes.
    final class DetentLog: UISheetPresentationControllerDelegate {
        var changes = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            changes += 1
        }
    }
}
