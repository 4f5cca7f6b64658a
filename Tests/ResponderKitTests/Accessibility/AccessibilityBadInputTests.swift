// Bad input (issue 15): cycles in accessibilityElements and in the responder chain, elements that remove themselves
// when activated, a navigator whose window is hidden or released, taps the input layer refuses. No crash, no hang,
// a clear result.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Accessibility bad input")
struct AccessibilityBadInputTests {
    private typealias Fixtures = AccessibilityFixtures

    @Test("AX-2: an element listing its ancestor (and itself) in accessibilityElements ends, each element once")
    func cycleInElements() {
        let stage = Fixtures.Stage()
        let outer = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
        let inner = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)), to: outer)
        let button = stage.button("Inside", CGRect(x: 0, y: 0, width: 100, height: 44), in: inner)
        inner.accessibilityElements = [outer, inner, stage.window, button, button]
        outer.accessibilityElements = [inner]

        #expect(stage.readingOrder == ["Inside"])
        #expect(stage.navigator.moveFirst() === button)
        #expect(stage.navigator.moveNext() == nil)
    }

    @Test("AX-9: a cycle in next ends escape, magic tap and scroll; the delegate is still asked for magic tap")
    func cycleInChain() {
        let stage = Fixtures.Stage()
        let delegate = Fixtures.MagicAppDelegate()
        stage.app.delegate = delegate
        let first = stage.add(Fixtures.LoopingView(frame: CGRect(x: 0, y: 0, width: 100, height: 44)))
        let second = stage.add(Fixtures.LoopingView(frame: CGRect(x: 0, y: 100, width: 100, height: 44)))
        first.custom = second
        second.custom = first
        stage.navigator.moveFirst()

        #expect(!stage.navigator.escape())
        #expect(first.escapes == 1)
        #expect(second.escapes == 1, "each responder of the cycle asked once")
        #expect(!stage.navigator.scroll(.down))
        #expect(stage.navigator.magicTap())
        #expect(delegate.magicTaps == 1)
    }

    @Test("AX-7: an element that removes itself when activated: the focus moves to the next element")
    func selfRemovingElement() {
        let stage = Fixtures.Stage()
        let a = stage.button("A", CGRect(x: 0, y: 0, width: 100, height: 44))
        let banner = stage.add(Fixtures.VanishingButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44)))
        let c = stage.button("C", CGRect(x: 0, y: 200, width: 100, height: 44))
        stage.navigator.focus(banner)
        #expect(stage.navigator.activate())
        #expect(banner.activations == 1)
        #expect(stage.navigator.focusedElement === c)

        // The last element vanishing: the first.
        let last = stage.add(Fixtures.VanishingButton(frame: CGRect(x: 0, y: 300, width: 100, height: 44)))
        stage.navigator.focus(last)
        #expect(stage.navigator.activate())
        #expect(stage.navigator.focusedElement === a)
    }

    @Test("AX-7: a focused element removed by other code: next moves on from where it was, previous back")
    func focusRemovedElsewhere() {
        let stage = Fixtures.Stage()
        let a = stage.button("A", CGRect(x: 0, y: 0, width: 100, height: 44))
        let b = stage.button("B", CGRect(x: 0, y: 100, width: 100, height: 44))
        let c = stage.button("C", CGRect(x: 0, y: 200, width: 100, height: 44))
        stage.navigator.focus(b)
        b.removeFromSuperview()
        #expect(stage.navigator.focusedElement == nil)
        #expect(stage.navigator.moveNext() === c)
        stage.add(b)
        stage.navigator.focus(b)
        b.removeFromSuperview()
        #expect(stage.navigator.movePrevious() === a)
        // A custom action that deletes the element it belongs to.
        c.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { [unowned c] _ in
                c.removeFromSuperview()
                return true
            }
        ]
        stage.navigator.focus(c)
        #expect(stage.navigator.performCustomAction(named: "Delete"))
        #expect(stage.navigator.focusedElement === a)
    }

    @Test("AX-3: a hidden window: no elements, no focus, every action false; shown again, the focus is back")
    func hiddenWindow() {
        let stage = Fixtures.Stage()
        let slider = stage.add(UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31)))
        stage.navigator.moveFirst()
        stage.window.isHidden = true

        let navigator = stage.navigator
        #expect(navigator.elements.isEmpty)
        #expect(navigator.focusedElement == nil)
        #expect(navigator.moveFirst() == nil)
        #expect(navigator.moveNext() == nil)
        #expect(!navigator.activate())
        #expect(!navigator.increment())
        #expect(!navigator.escape())
        #expect(!navigator.magicTap())
        #expect(!navigator.scroll(.down))
        #expect(!navigator.performCustomAction(named: "x"))
        #expect(slider.value == 0)

        stage.window.isHidden = false
        #expect(navigator.moveFirst() === slider)
        #expect(navigator.increment())
        #expect(slider.value > 0)
    }

    @Test("AX-3: a window released mid-navigation: nothing to navigate, no crash, notifications ignored")
    func releasedWindow() {
        let app = UIApplication()
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window?.isHidden = false
        weak var button: UIButton?
        let navigator = AccessibilityNavigator(window: window!)
        do {
            let made = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            window?.addSubview(made)
            button = made
        }
        #expect(navigator.moveFirst() === button)
        window = nil

        #expect(navigator.window == nil)
        #expect(navigator.elements.isEmpty)
        #expect(navigator.focusedElement == nil)
        #expect(navigator.moveNext() == nil)
        #expect(!navigator.activate())
        #expect(!navigator.magicTap())
        app.post(.screenChanged, argument: nil)
        app.post(.announcement, argument: "Still listening")
        #expect(navigator.announcements == ["Still listening"])
        #expect(app.isVoiceOverRunning, "the navigator itself is still attached")
    }

    @Test("AX-7: a tap the input layer refuses (from inside a handler, or at no real point) is reported as false")
    func refusedTaps() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let nested = stage.button("Nested", CGRect(x: 0, y: 0, width: 100, height: 44))
        let plain = stage.button("Plain", CGRect(x: 0, y: 100, width: 100, height: 44), log: log)
        var nestedResult: Bool?
        nested.addAction(UIAction { _ in nestedResult = stage.navigator.activate() }, for: .touchUpInside)
        stage.navigator.focus(plain)

        try stage.sim.tap(at: CGPoint(x: 50, y: 22), in: nested)
        #expect(nestedResult == false, "input is not re-entrant")
        #expect(log.entries.isEmpty)

        plain.accessibilityActivationPoint = CGPoint(x: CGFloat.nan, y: 10)
        #expect(!stage.navigator.activate())
        #expect(stage.app.input.activeTouchIDs.isEmpty)
        plain.accessibilityActivationPoint = CGPoint(x: 50, y: 122)
        stage.sim.advance(by: 1)
        #expect(stage.navigator.activate())
        #expect(log.entries == ["Plain touchUpInside"])
    }
}
