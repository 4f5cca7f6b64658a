// Text editing as users describe it in issues: copy and paste between fields, a delegate that keeps focus or
// refuses edits (with UTF-16 ranges), and where a button's nil-targeted action goes while a field is active
// (spec FR-4, FR-7, FR-8, FR-13, MN-4, MN-7, AC-5, SP-14).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Text editing scenarios")
struct TextEditingScenarioTests {
    private typealias Fixtures = FocusFixtures

    private let firstFrame = CGRect(x: 10, y: 10, width: 200, height: 30)
    private let secondFrame = CGRect(x: 10, y: 60, width: 200, height: 30)

    // MARK: Copy and paste

    @Test("MN-7: tap a field, type hello, select all, copy, tap a second field, paste (edit menu)")
    func copyAndPasteThroughTheMenu() throws {
        let stage = Fixtures.Stage()
        let first = stage.addField("first", frame: firstFrame)
        let second = stage.addField("second", frame: secondFrame)
        let menu = stage.app.menuController

        try stage.tap(first)
        try stage.sim.type("hello")
        menu.showMenu(from: first, rect: first.bounds)
        #expect(menu.performAction(.selectAll))
        menu.showMenu(from: first, rect: first.bounds)
        #expect(menu.performAction(.copy))
        #expect(UIPasteboard.general.string == "hello")

        try stage.tap(second)
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        menu.showMenu(from: second, rect: second.bounds)
        #expect(menu.visibleActions.contains(.paste))
        #expect(menu.performAction(.paste))
        #expect(second.text == "hello")
        #expect(first.text == "hello")
        #expect(stage.sentActions.map(\.0) == [.selectAll, .copy, .paste])
    }

    @Test("FR-13: tap a field, type hello, Cmd-A, Cmd-C, tap a second field, Cmd-V")
    func copyAndPasteWithShortcuts() throws {
        let stage = Fixtures.Stage()
        let first = stage.addField("first", frame: firstFrame)
        let second = stage.addField("second", frame: secondFrame)

        try stage.tap(first)
        try stage.sim.type("hello")
        try stage.sim.press("a", modifiers: .command)
        try stage.sim.press("c", modifiers: .command)
        try stage.tap(second)
        try stage.sim.type(">")
        try stage.sim.press("v", modifiers: .command)
        #expect(second.text == ">hello")
        #expect(first.text == "hello")
    }

    // MARK: A delegate that keeps focus

    @Test("FR-4: a field whose delegate refuses to end editing keeps focus against taps, Tab, Escape and code")
    func delegateRefusingEndKeepsFocus() throws {
        let stage = Fixtures.Stage()
        let first = stage.addField("first", frame: firstFrame)
        let second = stage.addField("second", frame: secondFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        first.delegate = delegate
        try stage.tap(first)
        delegate.allowsEnd = false

        try stage.tap(second)
        #expect(first.isFirstResponder)
        #expect(!second.isFirstResponder)
        try stage.sim.press(.keyboardTab)
        try stage.sim.press(.keyboardEscape)
        #expect(first.isFirstResponder)
        #expect(!first.resignFirstResponder())
        #expect(!second.becomeFirstResponder())
        #expect(!stage.root.endEditing(false))
        #expect(first.isFirstResponder)
        #expect(first.isEditing)
        #expect(stage.app.keyboard.isVisible)
        #expect(!stage.log.entries.contains("first.didEnd"))

        delegate.allowsEnd = true
        try stage.tap(second)
        #expect(second.isFirstResponder)
        #expect(stage.log.entries.contains("first.didEnd"))
    }

    // MARK: Refused edits and UTF-16 ranges

    @Test("FR-8: shouldChangeCharactersIn can refuse an edit; refused edits change nothing and send no event")
    func delegateRefusesEdits() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: firstFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        delegate.refuses = { $0.allSatisfy(\.isNumber) && !$0.isEmpty }
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        try stage.tap(field)

        try stage.sim.type("a1b2")
        #expect(field.text == "ab")
        #expect(changes == 2)
        #expect(delegate.changes.map(\.0) == [0, 1, 1, 2])
        #expect(delegate.changes.map(\.1) == [0, 0, 0, 0])
        #expect(delegate.changes.map(\.2) == ["a", "1", "b", "2"])
    }

    @Test("FR-8: shouldChangeCharactersIn receives UTF-16 ranges: an emoji counts as two units")
    func utf16Ranges() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: firstFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        field.delegate = delegate
        try stage.tap(field)

        // The emoji is not on the keyboard layout: the simulator commits it with insertText, as an input method.
        try stage.sim.type("a😀b")
        #expect(field.text == "a😀b")
        try stage.sim.press(.keyboardDeleteOrBackspace)
        try stage.sim.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "a")
        try stage.sim.type("😀😀")
        try stage.sim.press("a", modifiers: .command)
        try stage.sim.type("x")
        #expect(field.text == "x")
        let expected: [(Int, Int, String)] = [
            (0, 0, "a"), (1, 0, "😀"), (3, 0, "b"), (3, 1, ""), (1, 2, ""), (1, 0, "😀"), (3, 0, "😀"), (0, 5, "x"),
        ]
        #expect(delegate.changes.count == expected.count)
        for (actual, wanted) in zip(delegate.changes, expected) {
            #expect(actual.0 == wanted.0 && actual.1 == wanted.1 && actual.2 == wanted.2)
        }
    }

    @Test("FR-8: refusing an emoji leaves the text unchanged")
    func refusingAnEmoji() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: firstFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        delegate.refuses = { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }
        field.delegate = delegate
        try stage.tap(field)

        try stage.sim.type("hi😀!")
        #expect(field.text == "hi!")
        #expect(delegate.changes.map(\.0) == [0, 1, 2, 2])
    }

    /// A text view delegate that ends editing on Return instead of inserting a newline, a common UIKit recipe.
    @MainActor
    private final class ReturnDismisses: UITextViewDelegate {
        var ranges: [NSRange] = []

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            ranges.append(range)
            guard text == "\n" else { return true }
            textView.resignFirstResponder()
            return false
        }
    }

    @Test("FR-8: a text view delegate can refuse the Return newline and end editing from shouldChangeTextIn")
    func textViewReturnDismisses() throws {
        let stage = Fixtures.Stage()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        let delegate = ReturnDismisses()
        textView.delegate = delegate
        stage.root.addSubview(textView)
        try stage.tap(textView)

        try stage.sim.type("a😀")
        try stage.sim.press(.keyboardReturnOrEnter)
        #expect(textView.text == "a😀")
        #expect(!textView.isFirstResponder)
        #expect(!stage.app.keyboard.isVisible)
        #expect(delegate.ranges.map(\.location) == [0, 1, 3])
        try stage.sim.type("b")
        #expect(textView.text == "a😀")
    }

    // MARK: SP-14

    /// A root controller holding a text field and a child controller whose view holds a button with a
    /// nil-targeted `save:` action; both controllers implement `save:`.
    private struct Form {
        let stage: Fixtures.Stage
        let child: Fixtures.Controller
        let field: UITextField
        let button: UIButton
    }

    private func makeForm() -> Form {
        let stage = Fixtures.Stage()
        stage.controller.actions = ["save:"]
        let field = stage.addField("field", frame: firstFrame)
        let child = Fixtures.Controller("child", log: stage.log)
        child.actions = ["save:"]
        stage.controller.addChild(child)
        child.view.frame = CGRect(x: 0, y: 200, width: 320, height: 200)
        stage.root.addSubview(child.view)
        child.didMove(toParent: stage.controller)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        child.view.addSubview(button)
        return Form(stage: stage, child: child, field: field, button: button)
    }

    @Test("SP-14: with no first responder, a button's nil-targeted action reaches the button's own controller")
    func nilTargetedActionWithoutFirstResponder() throws {
        let form = makeForm()

        try form.stage.tap(form.button)
        #expect(form.stage.log.entries.filter { $0.contains("performed") } == ["child performed save:"])
    }

    @Test("SP-14: a nil-targeted button action goes to an active text field's chain, not the button's controller")
    func nilTargetedActionFollowsTheActiveField() throws {
        let form = makeForm()
        try form.stage.tap(form.field)
        #expect(form.field.isFirstResponder)

        try form.stage.tap(form.button)
        #expect(form.stage.log.entries.filter { $0.contains("performed") } == ["controller performed save:"])
        #expect(form.field.isFirstResponder)
        #expect(form.stage.app.keyboard.isVisible)
    }
}
