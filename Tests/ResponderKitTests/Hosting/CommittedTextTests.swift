// Committed text from a host's input system: keys sent with `insertsText = false` plus `TextSample`s insert each
// character once, non-ASCII text arrives whole, text with nowhere to go is dropped, empty text is refused, and
// `wantsTextInput` follows the first responder (contract 2 of issue 14; spec FR-9, FR-13).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Committed text")
struct CommittedTextTests {
    private typealias Fixtures = FocusFixtures

    private let fieldFrame = CGRect(x: 10, y: 10, width: 200, height: 30)

    /// A key sample as a host with its own text input sends it: the press travels, its characters do not.
    private func hostKey(_ phase: PressSample.Phase, _ key: UIKey) -> PressSample {
        var sample = PressSample(phase: phase, key: key)
        sample.insertsText = false
        return sample
    }

    /// Types `text` as SDL does: for each character its key goes down, the text is committed, the key goes up.
    private func typeAsHost(_ text: String, on stage: Fixtures.Stage) throws {
        for character in text {
            let key = Fixtures.key(character)
            try stage.app.input.send(.press(hostKey(.began, key)))
            try stage.app.input.send(.text(TextSample(text: String(character))))
            try stage.app.input.send(.press(hostKey(.ended, key)))
        }
    }

    @Test("FR-13: keys with insertsText off plus committed text insert each character once")
    func eachCharacterOnce() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        field.delegate = delegate
        try stage.tap(field)

        try typeAsHost("Hello, world", on: stage)
        #expect(field.text == "Hello, world")
        #expect(delegate.changes.count == 12)
        // The field consumed the keys: nothing typed reached the controller behind it.
        #expect(stage.log.entries(startingWith: "controller.presses").isEmpty)
    }

    @Test("FR-13: a key pressed with insertsText on still types by itself (the simulator's keyboard)")
    func insertsTextDefaultStillTypes() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        try stage.app.input.send(.press(PressSample(phase: .began, key: Fixtures.key("q"))))
        try stage.app.input.send(.press(PressSample(phase: .ended, key: Fixtures.key("q"))))
        #expect(field.text == "q")
    }

    @Test("A pooled press forgets insertsText: a host key, then a simulator key, each types as asked")
    func reusedPressResetsTheFlag() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        try stage.app.input.send(.press(hostKey(.began, Fixtures.key("a"))))
        try stage.app.input.send(.press(hostKey(.ended, Fixtures.key("a"))))
        #expect(field.text == "")
        try stage.sim.type("b")
        #expect(field.text == "b")
    }

    @Test("Non-ASCII committed text arrives whole: one insertion per sample")
    func nonASCIIArrivesWhole() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        field.delegate = delegate
        try stage.tap(field)

        try stage.app.input.send(.text(TextSample(text: "é")))
        try stage.app.input.send(.text(TextSample(text: "日本")))
        #expect(field.text == "é日本")
        #expect(delegate.changes.map(\.2) == ["é", "日本"])
        #expect(delegate.changes.map(\.0) == [0, 1])
    }

    @Test("Text with no text input first responder is dropped and traced; text for a field then arrives")
    func droppedThenDelivered() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)

        try stage.app.input.send(.text(TextSample(text: "x")))
        #expect(field.text == "")
        #expect(stage.droppedInput == ["text with no text input first responder"])

        try stage.tap(field)
        try stage.app.input.send(.text(TextSample(text: "y")))
        #expect(field.text == "y")
        #expect(stage.droppedInput.count == 1)
    }

    @Test("Empty committed text is refused with emptyText, traced once, and changes nothing")
    func emptyTextRefused() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        #expect(throws: InputError.emptyText) { try stage.app.input.send(.text(TextSample(text: ""))) }
        #expect(throws: InputError.emptyText) { try stage.sim.commitText("") }
        #expect(stage.rejectedInput == [.emptyText, .emptyText])
        #expect(field.text == "")
        #expect(InputError.emptyText.description == "committed text is empty")
    }

    @Test("Input from a handler of the inserted text is refused as re-entrant")
    func textHandlersCannotFeedInput() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)
        var refusals: [InputError] = []
        field.addAction(
            UIAction { _ in
                do throws(InputError) {
                    try stage.app.input.send(.text(TextSample(text: "again")))
                } catch {
                    refusals.append(error)
                }
            }, for: .editingChanged)

        try stage.app.input.send(.text(TextSample(text: "once")))
        #expect(field.text == "once")
        #expect(refusals == [.reentrantInput])
        try stage.app.input.send(.text(TextSample(text: "!")))
        #expect(field.text == "once!")
    }

    @Test("wantsTextInput follows the key window's first responder")
    func wantsTextInputFollowsFocus() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let other = Fixtures.View("other", log: stage.log)
        other.focusable = true
        stage.root.addSubview(other)
        #expect(!stage.app.input.wantsTextInput)

        try stage.tap(field)
        #expect(stage.app.input.wantsTextInput)
        #expect(other.becomeFirstResponder())
        #expect(!stage.app.input.wantsTextInput)
        #expect(field.becomeFirstResponder())
        #expect(stage.app.input.wantsTextInput)
        #expect(field.resignFirstResponder())
        #expect(!stage.app.input.wantsTextInput)

        #expect(field.becomeFirstResponder())
        stage.window.isHidden = true
        #expect(!stage.app.input.wantsTextInput)
    }

    @Test("FR-13: Ctrl (as .command) A selects all with insertsText off; Backspace and arrows still edit")
    func shortcutsAndEditingKeys() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)
        try typeAsHost("abc", on: stage)

        let left = UIKey(characters: "", keyCode: .keyboardLeftArrow)
        try stage.app.input.send(.press(hostKey(.began, left)))
        try stage.app.input.send(.press(hostKey(.ended, left)))
        try stage.app.input.send(.text(TextSample(text: "X")))
        #expect(field.text == "abXc")

        let backspace = UIKey(characters: "\u{8}", keyCode: .keyboardDeleteOrBackspace)
        try stage.app.input.send(.press(hostKey(.began, backspace)))
        try stage.app.input.send(.press(hostKey(.ended, backspace)))
        #expect(field.text == "abc")

        let selectAll = UIKey(
            characters: "a", charactersIgnoringModifiers: "a", keyCode: .keyboardA, modifierFlags: .command)
        try stage.app.input.send(.press(hostKey(.began, selectAll)))
        try stage.app.input.send(.press(hostKey(.ended, selectAll)))
        #expect(field.text == "abc")
        let selection = try #require(field.selectedTextRange)
        #expect(selection.start.offset == 0 && selection.end.offset == 3)
        #expect(stage.sentActions.map(\.0) == [.selectAll])

        try stage.app.input.send(.press(hostKey(.began, backspace)))
        try stage.app.input.send(.press(hostKey(.ended, backspace)))
        #expect(field.text == "")
    }

    @Test("The simulator commits characters no key types through the input layer, dropped when nothing edits")
    func simulatorUsesTheSamePath() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)

        try stage.sim.type("é")
        #expect(stage.droppedInput == ["text with no text input first responder"])
        try stage.tap(field)
        try stage.sim.type("né")
        try stage.sim.commitText("日本")
        #expect(field.text == "né日本")
    }
}
