// The navigator's actions that travel the responder chain (spec AX-8, AX-9) and adjust elements: escape dismissing
// a presented controller two levels up, magic tap reaching the app delegate, scrolling by a page, and increment and
// decrement of a slider and a stepper.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Accessibility navigator: chain actions and adjusting (AX-8, AX-9)")
struct AccessibilityChainActionTests {
    private typealias Fixtures = AccessibilityFixtures

    @Test("AX-9: escape walks from the focused element up its containers until one answers true")
    func escapeWalksUp() {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let outer = stage.add(Fixtures.AnsweringView("outer", log: log, frame: stage.window.bounds))
        let inner = stage.add(Fixtures.AnsweringView("inner", log: log, frame: outer.bounds), to: outer)
        stage.button("Close", CGRect(x: 0, y: 0, width: 80, height: 44), in: inner)
        stage.navigator.moveFirst()

        #expect(!stage.navigator.escape(), "nobody handles it: false, after asking everyone")
        #expect(log.entries == ["escape inner", "escape outer"])
        outer.escapes = true
        inner.escapes = false
        #expect(stage.navigator.escape())
        #expect(log.entries == ["escape inner", "escape outer", "escape inner", "escape outer"])
    }

    @Test("AX-9: escape dismisses a presented controller two levels up the chain; focus moves to what remains")
    func escapeDismissesPresentedController() {
        let root = UIViewController()
        let stage = Fixtures.Stage(rootViewController: root)
        let home = stage.button("Home", CGRect(x: 0, y: 0, width: 100, height: 44), in: root.view)
        let presented = Fixtures.DismissingController()
        root.present(presented, animated: true)
        stage.sim.advance(by: 1)  // the presentation runs on the clock (PR-12)
        let content = UIViewController()
        presented.addChild(content)
        presented.view.addSubview(content.view)
        content.didMove(toParent: presented)
        let cancel = stage.button("Cancel", CGRect(x: 10, y: 300, width: 100, height: 44), in: content.view)

        #expect(stage.navigator.focus(cancel))
        #expect(stage.navigator.escape())
        #expect(presented.escapes == 1)
        stage.sim.advance(by: 1)  // the dismissal too
        #expect(root.presentedViewController == nil)
        #expect(cancel.window == nil)
        #expect(stage.navigator.focusedElement === home)
        #expect(!root.accessibilityPerformEscape(), "the root controller did not handle it: it answers false")
    }

    @Test("AX-9: magic tap reaches the application delegate when nobody on the way handles it")
    func magicTapReachesAppDelegate() {
        let stage = Fixtures.Stage()
        let delegate = Fixtures.MagicAppDelegate()
        stage.app.delegate = delegate
        let log = Fixtures.Log()
        let player = stage.add(Fixtures.AnsweringView("player", log: log, frame: stage.window.bounds))
        stage.button("Track", CGRect(x: 0, y: 0, width: 100, height: 44), in: player)
        stage.navigator.moveFirst()

        #expect(stage.navigator.magicTap())
        #expect(log.entries == ["magicTap player"])
        #expect(delegate.magicTaps == 1)

        // A view on the way that handles it stops the walk before the delegate.
        player.magicTaps = true
        #expect(stage.navigator.magicTap())
        #expect(delegate.magicTaps == 1)

        // Nobody handles it: false.
        player.magicTaps = false
        delegate.answer = false
        #expect(!stage.navigator.magicTap())
        #expect(delegate.magicTaps == 2)
    }

    @Test("AX-9: magic tap reaches the delegate even from a responder whose chain does not reach the application")
    func magicTapFromBrokenChain() {
        let stage = Fixtures.Stage()
        let delegate = Fixtures.MagicAppDelegate()
        stage.app.delegate = delegate
        let stray = stage.add(Fixtures.LoopingView(frame: CGRect(x: 0, y: 0, width: 100, height: 44)))
        stray.custom = nil  // its chain ends at itself
        stage.navigator.moveFirst()
        #expect(stage.navigator.magicTap())
        #expect(delegate.magicTaps == 1)
        #expect(!stage.navigator.escape(), "escape finds no handler on the broken chain")
        #expect(stray.escapes == 1)
    }

    @Test("AX-7: increment moves a slider by 10% and sends .valueChanged; decrement moves it back")
    func sliderIncrement() {
        let stage = Fixtures.Stage()
        let slider = stage.add(UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31)))
        slider.value = 0.5
        var changes: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in changes.append(slider.value) }, for: .valueChanged)
        stage.navigator.moveFirst()

        #expect(stage.navigator.increment())
        #expect(abs(slider.value - 0.6) < 0.0001)
        #expect(slider.accessibilityValue == "60%")
        #expect(stage.navigator.decrement())
        #expect(stage.navigator.decrement())
        #expect(slider.accessibilityValue == "40%")
        #expect(changes.count == 3)

        // Not adjustable: nothing happens.
        let button = stage.button("Play", CGRect(x: 20, y: 100, width: 100, height: 44))
        stage.navigator.focus(button)
        #expect(!stage.navigator.increment())
        #expect(!stage.navigator.decrement())
        #expect(changes.count == 3)
    }

    @Test("AX-7: a stepper steps by its step value, within its range, sending .valueChanged only on a change")
    func stepperIncrement() {
        let stage = Fixtures.Stage()
        let stepper = stage.add(UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32)))
        stepper.maximumValue = 2
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stage.navigator.moveFirst()
        stage.navigator.increment()
        stage.navigator.increment()
        stage.navigator.increment()
        #expect(stepper.value == 2)
        #expect(changes == 2)
        #expect(stage.navigator.decrement())
        #expect(stepper.value == 1)
        #expect(changes == 3)
    }

    /// A 320 x 200 scroll view 1000 high, scrolled to 400, with a button in view.
    private func scrollStage() -> (Fixtures.Stage, UIScrollView, UIButton) {
        let stage = Fixtures.Stage()
        let scroll = stage.add(UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200)))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        let button = stage.button("Row", CGRect(x: 0, y: 450, width: 100, height: 40), in: scroll)
        stage.navigator.focus(button)
        return (stage, scroll, button)
    }

    @Test("AX-9: scroll(.down) scrolls the enclosing scroll view by a page and speaks the page")
    func scrollByPage() {
        let (stage, scroll, _) = scrollStage()
        #expect(stage.navigator.scroll(.down))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        #expect(stage.navigator.scroll(.up))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        #expect(stage.navigator.announcements == ["Page 2 of 5", "Page 3 of 5"])
        #expect(stage.navigator.scroll(.down))
        #expect(stage.navigator.scroll(.down))
        #expect(!stage.navigator.scroll(.down), "at the top: nothing scrolls, nothing is spoken")
        #expect(scroll.contentOffset == .zero)
        #expect(stage.navigator.announcements.last == "Page 1 of 5")
        #expect(stage.navigator.announcements.count == 4)
    }

    @Test("AX-9: a responder on the way that handles scroll stops the walk; one that declines is passed")
    func scrollHandledOnTheWay() {
        let (stage, scroll, button) = scrollStage()
        let log = Fixtures.Log()
        let pager = Fixtures.AnsweringView("pager", log: log, frame: CGRect(x: 0, y: 400, width: 320, height: 200))
        scroll.addSubview(pager)
        pager.addSubview(button)
        button.frame.origin = CGPoint(x: 0, y: 50)
        stage.navigator.focus(button)

        #expect(stage.navigator.scroll(.down))
        #expect(log.entries == ["scroll pager"])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200), "the pager declined: the scroll view scrolled")
        pager.scrolls = true
        #expect(stage.navigator.scroll(.up))
        #expect(log.entries == ["scroll pager", "scroll pager"])
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200), "the pager handled it: the scroll view did not move")
        #expect(stage.navigator.announcements == ["Page 2 of 5"], "only a scroll view's scroll is spoken")
    }

    @Test("AX-9: a scroll view that posts its own .pageScrolled is spoken with its words, once")
    func scrollViewPostsItsOwnPage() {
        let stage = Fixtures.Stage()
        let scroll = stage.add(Fixtures.ChapterScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
        scroll.contentSize = CGSize(width: 320, height: 600)
        stage.button("Row", CGRect(x: 0, y: 10, width: 100, height: 40), in: scroll)
        stage.navigator.moveFirst()
        #expect(stage.navigator.scroll(.up))
        #expect(stage.navigator.scroll(.next))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        #expect(stage.navigator.announcements == ["Chapter 2", "Chapter 3"])
    }
}
