// Presentation styles: who presents (PR-1), the appearance callbacks in UIKit's order (PR-2), where the
// presenter's views go and who takes the touches (PR-3), the window's traits (PR-4) and adaptation (PR-5).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Presentation: styles")
struct PresentationStyleTests {
    typealias Fixtures = PresentationFixtures

    @Test("PR-3: a full-screen presentation takes the touches until dismissed; the presenter's view leaves the window")
    func fullScreenTakesTouches() throws {
        let stage = Fixtures.Stage()
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.modalPresentationStyle = .fullScreen
        try stage.tap(200, 300)
        #expect(stage.root.taps == 1)

        stage.root.present(presented, animated: true)
        #expect(stage.root.presentedViewController === presented)
        #expect(presented.presentingViewController === stage.root)
        stage.advance()
        #expect(stage.root.view.window == nil, "removed after the transition (shouldRemovePresentersView)")
        try stage.tap(200, 300)
        #expect(presented.taps == 1)
        #expect(stage.root.taps == 1)

        stage.root.dismiss(animated: true)
        stage.advance()
        #expect(stage.root.presentedViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(stage.root.view.superview === stage.window)
        try stage.tap(200, 300)
        #expect(stage.root.taps == 2)
        #expect(presented.taps == 1)
    }

    @Test("PR-3: over full screen the presenter's views stay in the window but take no touches")
    func overFullScreenKeepsPresenter() throws {
        let stage = Fixtures.Stage()
        _ = stage.take()
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.modalPresentationStyle = .overFullScreen
        stage.root.present(presented, animated: false)
        #expect(stage.root.view.window === stage.window)
        try stage.tap(300, 500)
        #expect(presented.taps == 1 && stage.root.taps == 0)
        // Where the presented view takes no touch, the container keeps it from the presenter.
        presented.view.isUserInteractionEnabled = false
        try stage.tap(300, 500)
        #expect(presented.taps == 1 && stage.root.taps == 0)
        #expect(stage.root.view.window === stage.window)
        #expect(stage.take() == ["presented willAppear(false)", "presented didAppear(false)"])
    }

    @Test("PR-2: full screen: presenter willDisappear, presented willAppear; then didAppear, didDisappear")
    func fullScreenAppearanceOrder() {
        let stage = Fixtures.Stage()
        _ = stage.take()
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.modalPresentationStyle = .fullScreen
        stage.root.present(presented, animated: true)
        #expect(stage.take() == ["root willDisappear(true)", "presented willAppear(true)"])
        #expect(presented.isBeingPresented)
        stage.advance()
        #expect(stage.take() == ["presented didAppear(true)", "root didDisappear(true)"])
        #expect(!presented.isBeingPresented)

        presented.dismiss(animated: true)
        #expect(presented.isBeingDismissed)
        #expect(stage.take() == ["presented willDisappear(true)", "root willAppear(true)"])
        stage.advance()
        #expect(stage.take() == ["root didAppear(true)", "presented didDisappear(true)"])
        #expect(!presented.isBeingDismissed)
    }

    @Test("PR-2: a sheet, a popover, over full screen: the presenter hears nothing; animated: false is synchronous")
    func sheetLeavesPresenterAppeared() {
        let stage = Fixtures.Stage()
        _ = stage.take()
        for style in [UIModalPresentationStyle.pageSheet, .overFullScreen, .formSheet, .automatic] {
            let presented = Fixtures.Controller("p", log: stage.log)
            presented.modalPresentationStyle = style
            var done = 0
            stage.root.present(presented, animated: false) { done += 1 }
            #expect(done == 1, "completed before present returned")
            stage.root.dismiss(animated: false) { done += 1 }
            #expect(done == 2)
            #expect(
                stage.take() == [
                    "p willAppear(false)", "p didAppear(false)", "p willDisappear(false)", "p didDisappear(false)",
                ])
        }
    }

    @Test("PR-12: an animated presentation completes after the system's 0.5 s on the clock, then the completion runs")
    func completionAfterTransition() {
        let stage = Fixtures.Stage()
        let presented = Fixtures.Controller("presented", log: stage.log)
        var completed = false
        stage.root.present(presented, animated: true) { completed = true }
        stage.advance(0.49)
        #expect(!completed && presented.isBeingPresented)
        stage.advance(0.02)
        #expect(completed && !presented.isBeingPresented)
        #expect(presented.view.frame == CGRect(x: 0, y: 10, width: 400, height: 590), "a large page sheet (PR-6)")
    }

    @Test("PR-13: a touch during a non-interactive transition goes nowhere; after it, the presented view gets it")
    func touchesDuringTransitionGoNowhere() throws {
        let stage = Fixtures.Stage()
        let presented = Fixtures.Controller("presented", log: stage.log)
        presented.modalPresentationStyle = .overFullScreen
        stage.root.present(presented, animated: true)
        try stage.sim.tap(at: CGPoint(x: 200, y: 300), in: stage.window)
        #expect(presented.taps == 0 && stage.root.taps == 0)
        #expect(
            stage.stage.tracer.entries.contains {
                if case .note(let text) = $0 { text.contains("ignored") } else { false }
            })
        try stage.tap(200, 300)
        #expect(presented.taps == 1 && stage.root.taps == 0)
    }

    @Test("PR-1: a child presents through the root; current context through the ancestor that defines it")
    func presentationContext() throws {
        let log = EventLog()
        let navigation = UINavigationController(rootViewController: Fixtures.Controller("top", log: log))
        let stage = ContainerFixtures.stage(root: navigation)
        let top = try #require(navigation.topViewController)
        let presented = Fixtures.Controller("presented", log: log)
        top.present(presented, animated: false)
        #expect(presented.presentingViewController === navigation, "the root of the controller tree presents")
        #expect(navigation.presentedViewController === presented)
        #expect(top.presentedViewController === presented, "a child answers with its ancestor's")
        #expect(top.next === navigation.view, "the child's chain is unchanged")
        #expect(presented.next === navigation)

        let again = Fixtures.Controller("again", log: log)
        presented.present(again, animated: false)
        #expect(again.presentingViewController === presented, "a presented controller presents over itself")
        navigation.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil && presented.presentedViewController == nil)
        #expect(again.viewIfLoaded?.window == nil && presented.viewIfLoaded?.window == nil)

        navigation.definesPresentationContext = true
        let context = Fixtures.Controller("context", log: log)
        context.modalPresentationStyle = .currentContext
        top.present(context, animated: false)
        #expect(context.presentingViewController === navigation)
        #expect(context.view.frame == navigation.view.frame)
        #expect(navigation.view.window == nil, ".currentContext removes the context's view")
        withExtendedLifetime(stage) {}
    }

    @Test("PR-4, PR-5: the window's size gives the traits; a popover adapts to a sheet unless the delegate says .none")
    func adaptation() {
        let stage = Fixtures.Stage()
        // An iPhone's window: compact wide in portrait, compact high in landscape; an iPad's: regular wide (SH-8).
        let environment = { (size: CGSize) in UITraitCollection.presentationEnvironment(of: size, in: stage.window) }
        #expect(environment(CGSize(width: 390, height: 844)).horizontalSizeClass == .compact)
        #expect(environment(CGSize(width: 844, height: 390)).verticalSizeClass == .compact)
        stage.window.application.device.setUserInterfaceIdiom(.pad)
        #expect(environment(CGSize(width: 1024, height: 768)).horizontalSizeClass == .regular)
        stage.window.application.device.setUserInterfaceIdiom(.phone)
        let sheetLike = Fixtures.Controller("popover", log: stage.log)
        sheetLike.modalPresentationStyle = .popover
        let popover = sheetLike.popoverPresentationController
        #expect(popover != nil && sheetLike.sheetPresentationController == nil)
        popover?.sourceView = stage.root.view
        stage.root.present(sheetLike, animated: false)
        #expect(popover?.effectiveStyle == .pageSheet)
        #expect(sheetLike.view.frame == CGRect(x: 0, y: 10, width: 400, height: 590))
        stage.root.dismiss(animated: false)

        let kept = Fixtures.Controller("kept", log: stage.log)
        kept.modalPresentationStyle = .popover
        let delegate = Fixtures.Delegate(log: stage.log)
        delegate.keepsStyle = true
        kept.popoverPresentationController?.delegate = delegate
        kept.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 40, height: 40)
        kept.popoverPresentationController?.sourceView = stage.root.view
        kept.preferredContentSize = CGSize(width: 200, height: 150)
        stage.root.present(kept, animated: false)
        #expect(kept.popoverPresentationController?.effectiveStyle == .popover)
        #expect(kept.view.frame == CGRect(x: 10, y: 63, width: 200, height: 150), "below the source, 13 for the arrow")
        #expect(kept.popoverPresentationController?.arrowDirection == .up)
    }

    @Test("PR-6: sheets in a regular width are centred: a form sheet at 540 x 620 or its preferred size")
    func regularWidthSheets() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: app)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        #expect(form.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        root.dismiss(animated: false)
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        root.present(page, animated: false)
        #expect(page.view.frame == CGRect(x: 160, y: 10, width: 704, height: 748))
    }

    @Test("PR-6: on a 390 x 844 iPhone screen a large page sheet starts 10 points below the 47-point safe area")
    func iPhoneSheetGeometry() {
        let app = UIApplication()
        let screen = UIScreen(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3,
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let window = UIWindow(frame: screen.bounds, application: app)
        window.screen = screen
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        root.dismiss(animated: false)
        let half = UIViewController()
        half.sheetPresentationController?.detents = [.medium()]
        root.present(half, animated: false)
        #expect(half.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    }
}
