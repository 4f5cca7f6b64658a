// Notifications an app posts move the navigator's focus as VoiceOver's does, and reach only the application they
// belong to; `isVoiceOverRunning` is true exactly while a navigator is attached.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Accessibility notifications and routing")
struct AccessibilityNotificationTests {
    private typealias Fixtures = AccessibilityFixtures

    /// A stage with three buttons, A above B above C, and the focus on B.
    private func threeButtons() -> (Fixtures.Stage, UIButton, UIButton, UIButton) {
        let stage = Fixtures.Stage()
        let a = stage.button("A", CGRect(x: 0, y: 0, width: 100, height: 44))
        let b = stage.button("B", CGRect(x: 0, y: 100, width: 100, height: 44))
        let c = stage.button("C", CGRect(x: 0, y: 200, width: 100, height: 44))
        stage.navigator.focus(b)
        return (stage, a, b, c)
    }

    @Test("AX-5: .screenChanged moves the focus to the first element, or to the element posted")
    func screenChanged() {
        let (stage, a, b, c) = threeButtons()
        stage.app.post(.screenChanged, argument: nil)
        #expect(stage.navigator.focusedElement === a)
        UIAccessibility.post(notification: .screenChanged, argument: c)
        #expect(stage.navigator.focusedElement === c, "routed to the application of the element's window")
        stage.app.post(.screenChanged, argument: UIButton(frame: .zero))
        #expect(stage.navigator.focusedElement === a, "an element not on screen: the first element")
        stage.navigator.focus(b)
        stage.app.post(.screenChanged, argument: "Settings")
        #expect(stage.navigator.focusedElement === a)
        #expect(stage.navigator.announcements == ["Settings"], "a string argument is spoken")
    }

    @Test("AX-5: .layoutChanged keeps a focus that is still there, else the first element; an element posted wins")
    func layoutChanged() {
        let (stage, a, b, c) = threeButtons()
        stage.app.post(.layoutChanged, argument: nil)
        #expect(stage.navigator.focusedElement === b)
        stage.app.post(.layoutChanged, argument: c)
        #expect(stage.navigator.focusedElement === c)
        c.isHidden = true
        stage.app.post(.layoutChanged, argument: nil)
        #expect(stage.navigator.focusedElement === a)
        stage.app.post(.layoutChanged, argument: 42)
        #expect(stage.navigator.focusedElement === a, "an argument of the wrong kind is ignored")
    }

    @Test("AX-5: .announcement and .pageScrolled are recorded in order; other arguments and names are ignored")
    func announcements() {
        let (stage, _, b, _) = threeButtons()
        stage.app.post(.announcement, argument: "Message sent")
        stage.app.post(.pageScrolled, argument: NSAttributedString(string: "Page 1 of 3"))
        stage.app.post(.announcement, argument: 7)
        stage.app.post(UIAccessibility.Notification(rawValue: "somethingElse"), argument: "ignored")
        #expect(stage.navigator.announcements == ["Message sent", "Page 1 of 3"])
        #expect(stage.navigator.focusedElement === b, "announcements do not move the focus")
    }

    @Test("AX-5: two independent applications each get only their own notifications")
    func routingPerApplication() {
        let (first, firstA, firstB, _) = threeButtons()
        let (second, secondA, secondB, secondC) = threeButtons()
        UIAccessibility.post(notification: .layoutChanged, argument: secondC)
        #expect(second.navigator.focusedElement === secondC)
        #expect(first.navigator.focusedElement === firstB)
        first.app.post(.screenChanged, argument: nil)
        first.app.post(.announcement, argument: "Only first")
        #expect(first.navigator.focusedElement === firstA)
        #expect(second.navigator.focusedElement === secondC)
        #expect(first.navigator.announcements == ["Only first"])
        #expect(second.navigator.announcements.isEmpty)
        // An element of the other application is not focusable here.
        #expect(!first.navigator.focus(secondA))
        #expect(second.navigator.focus(secondB))
    }

    @Test("AX-5: isVoiceOverRunning is true only while a navigator is attached")
    func voiceOverRunning() {
        let stage = Fixtures.Stage()
        let button = stage.button("A", CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(!stage.app.isVoiceOverRunning)
        let navigator = stage.navigator
        #expect(stage.app.isVoiceOverRunning)
        #expect(navigator.isAttached)
        #expect(navigator.moveFirst() === button)

        navigator.detach()
        #expect(!stage.app.isVoiceOverRunning)
        #expect(navigator.elements.isEmpty, "a detached navigator sees nothing")
        #expect(!navigator.activate())
        stage.app.post(.announcement, argument: "Not heard")
        #expect(navigator.announcements.isEmpty)

        navigator.attach()
        #expect(stage.app.isVoiceOverRunning)
        #expect(navigator.focusedElement === button, "the focus is kept across a detach")

        // A second navigator replaces the first; releasing it turns VoiceOver off.
        var replacement: AccessibilityNavigator? = AccessibilityNavigator(window: stage.window)
        #expect(!navigator.isAttached)
        #expect(replacement?.isAttached == true)
        replacement = nil
        #expect(!stage.app.isVoiceOverRunning)
    }
}
