// Moving the navigator's focus and activating elements (spec AX-5, AX-7), as a person using VoiceOver does: a login
// form read in order, fields activated and typed into, a button activated so it sends touchUpInside.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Accessibility navigator: moving and activating (AX-7)")
struct AccessibilityNavigatorTests {
    private typealias Fixtures = AccessibilityFixtures

    /// A login form: a name field, a password field and a "Sign In" button, top to bottom.
    private func loginForm(_ stage: Fixtures.Stage, log: Fixtures.Log) -> (UITextField, UITextField, UIButton) {
        let name = stage.add(UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34)))
        name.placeholder = "Name"
        let password = stage.add(UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34)))
        password.placeholder = "Password"
        let button = stage.button("Sign In", CGRect(x: 20, y: 210, width: 280, height: 44), log: log)
        button.addAction(UIAction { _ in log.append("signed in as \(name.text ?? "")") }, for: .touchUpInside)
        return (name, password, button)
    }

    @Test("AX-5: first, next and previous follow the reading order and do not wrap at the ends")
    func movingDoesNotWrap() {
        let stage = Fixtures.Stage()
        let (name, password, button) = loginForm(stage, log: Fixtures.Log())
        let navigator = stage.navigator
        #expect(navigator.focusedElement == nil)
        #expect(navigator.moveFirst() === name)
        #expect(navigator.moveNext() === password)
        #expect(navigator.moveNext() === button)
        #expect(navigator.moveNext() == nil)
        #expect(navigator.focusedElement === button, "the focus stays on the last element")
        #expect(navigator.movePrevious() === password)
        #expect(navigator.movePrevious() === name)
        #expect(navigator.movePrevious() == nil)
        #expect(navigator.focusedElement === name)
        #expect(navigator.focus(button))
        #expect(navigator.focusedElement === button)
        #expect(!navigator.focus(UIButton(frame: .zero)), "an element not on screen cannot be focused")
        #expect(navigator.focusedElement === button)
    }

    @Test("AX-5: with no focus, next and previous start at the first element; an empty window has none")
    func movingWithoutFocus() {
        let stage = Fixtures.Stage()
        #expect(stage.navigator.moveFirst() == nil)
        #expect(stage.navigator.moveNext() == nil)
        let only = stage.button("Only", CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(stage.navigator.movePrevious() === only)
    }

    @Test("AX-7: a person using VoiceOver signs in: fields in order, typed into, then the button sends touchUpInside")
    func loginWithVoiceOver() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let (name, password, _) = loginForm(stage, log: log)
        let navigator = stage.navigator

        navigator.moveFirst()
        #expect(navigator.focusedElement?.accessibilityLabel == "Name")
        #expect(navigator.activate())
        #expect(name.isFirstResponder)
        try stage.sim.type("ann")

        stage.sim.advance(by: 1)
        navigator.moveNext()
        #expect(navigator.activate())
        #expect(password.isFirstResponder)
        try stage.sim.type("pw")

        stage.sim.advance(by: 1)
        navigator.moveNext()
        #expect(navigator.focusedElement?.accessibilityLabel == "Sign In")
        #expect(navigator.activate())
        #expect(name.text == "ann")
        #expect(password.text == "pw")
        #expect(name.accessibilityValue == "ann")
        #expect(log.entries == ["Sign In touchUpInside", "signed in as ann"])
    }

    @Test("AX-7: the synthesized tap goes through hit-testing and recognizers, at the activation point")
    func activationTapsThroughTheEventPath() {
        let stage = Fixtures.Stage()
        let card = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        let recorder = Fixtures.TapRecorder()
        let tap = UITapGestureRecognizer()
        tap.addTarget(recorder, action: Fixtures.TapRecorder.tapped)
        card.addGestureRecognizer(tap)

        stage.navigator.moveFirst()
        #expect(stage.navigator.activate())
        #expect(recorder.points == [CGPoint(x: 160, y: 50)])

        // The activation point decides where: a point outside the card taps the window instead.
        stage.sim.advance(by: 1)
        card.accessibilityActivationPoint = CGPoint(x: 160, y: 300)
        #expect(stage.navigator.activate())
        #expect(recorder.points.count == 1)
        #expect(stage.app.input.activeTouchIDs.isEmpty, "the navigator's finger always comes up")
    }

    @Test("AX-7: an element that handles accessibilityActivate() gets no tap")
    func activateHandledGetsNoTap() {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        final class Handling: UIButton {
            var activations = 0
            override func accessibilityActivate() -> Bool {
                activations += 1
                return true
            }
        }
        let button = stage.add(Handling(frame: CGRect(x: 0, y: 0, width: 100, height: 44)))
        button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
        let plain = stage.button("Plain", CGRect(x: 0, y: 100, width: 100, height: 44), log: log)

        stage.navigator.moveFirst()
        #expect(stage.navigator.activate())
        #expect(button.activations == 1)
        #expect(log.entries.isEmpty)
        // The same call on a plain button does tap: the log was empty because the tap was skipped, not lost.
        stage.navigator.focus(plain)
        #expect(stage.navigator.activate())
        #expect(log.entries == ["Plain touchUpInside"])
    }

    @Test("AX-7: a disabled button is read with notEnabled and its activation sends nothing")
    func disabledButton() {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let button = stage.button("Send", CGRect(x: 0, y: 0, width: 100, height: 44), log: log)
        button.isEnabled = false
        stage.navigator.moveFirst()
        #expect(stage.navigator.focusedElement?.accessibilityTraits.contains(.notEnabled) == true)
        stage.navigator.activate()
        #expect(log.entries.isEmpty)
        button.isEnabled = true
        stage.sim.advance(by: 1)
        stage.navigator.activate()
        #expect(log.entries == ["Send touchUpInside"])
    }

    @Test("AX-5: focusing an element inside a scroll view scrolls it into view, by the least amount")
    func focusScrollsIntoView() {
        let stage = Fixtures.Stage()
        let scroll = stage.add(UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200)))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        let top = stage.button("Top", CGRect(x: 0, y: 0, width: 100, height: 40), in: scroll)
        let far = stage.button("Far", CGRect(x: 0, y: 500, width: 100, height: 40), in: scroll)
        let visible = stage.button("Visible", CGRect(x: 0, y: 150, width: 100, height: 40), in: scroll)

        #expect(stage.navigator.focus(far))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 340), "the bottom edge of Far meets the bottom of the view")
        #expect(stage.window.hitTest(far.accessibilityActivationPoint, with: nil) === far)
        #expect(stage.navigator.focus(top))
        #expect(scroll.contentOffset == .zero)
        stage.navigator.focus(visible)
        #expect(scroll.contentOffset == .zero, "a visible element does not scroll")

        // Activating it then taps it where it now is.
        let log = Fixtures.Log()
        far.addAction(UIAction { _ in log.append("far") }, for: .touchUpInside)
        stage.navigator.focus(far)
        stage.navigator.activate()
        #expect(log.entries == ["far"])
    }

    @Test("AX-5: an element of a custom view inside nested scroll views scrolls both, inner first, sideways too")
    func nestedScrollIntoView() {
        let stage = Fixtures.Stage()
        let outer = stage.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
        outer.contentSize = CGSize(width: 320, height: 800)
        let inner = stage.add(UIScrollView(frame: CGRect(x: 0, y: 500, width: 200, height: 100)), to: outer)
        inner.contentSize = CGSize(width: 1000, height: 100)
        let chart = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100)), to: inner)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "December"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 900, y: 10, width: 50, height: 80)
        chart.accessibilityElements = [bar]

        #expect(stage.navigator.focus(bar))
        #expect(inner.contentOffset == CGPoint(x: 750, y: 0), "its right edge meets the inner view's right edge")
        #expect(outer.contentOffset == CGPoint(x: 0, y: 390), "then the outer one, until the bar's bottom edge shows")
        #expect(stage.window.bounds.contains(bar.accessibilityFrame))
    }
}
