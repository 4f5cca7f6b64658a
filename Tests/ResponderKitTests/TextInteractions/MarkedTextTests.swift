// Marked text from an input method (docs/spec-text-interactions.md, TX-9 … TX-13): compositions arrive through the
// application's input (`EventSimulator.compose`, as SDL_TEXTEDITING does), are part of the text while marked, ask
// the delegate and report changes; the commit (`commitText`, SDL_TEXTINPUT) replaces them without asking.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A text field delegate that records the edits it is asked about and answers `answer`.
@MainActor
private final class EditRecorder: UITextFieldDelegate, UITextViewDelegate {
    var asked: [(NSRange, String)] = []
    var answer = true
    var viewChanges = 0
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        asked.append((range, string))
        return answer
    }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        asked.append((range, text))
        return answer
    }
    func textViewDidChange(_ textView: UITextView) { viewChanges += 1 }
}

@MainActor
@Suite("Marked text")
struct MarkedTextTests {
    /// A stage with an editing text field holding `text`, its delegate and a count of `.editingChanged`.
    private func editingField(text: String = "") throws -> (Stage, UITextField, EditRecorder, () -> Int) {
        let stage = Stage()
        let field = stage.add(UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 30)))
        field.text = text
        let recorder = EditRecorder()
        field.delegate = recorder
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        try stage.sim.tap(at: CGPoint(x: 100, y: 15), in: field)
        #expect(field.isEditing)
        return (stage, field, recorder, { changes })
    }

    private func offsets(_ range: UITextRange?) -> [Int]? {
        range.map { [$0.start.offset, $0.end.offset] }
    }

    @Test("TX-9, TX-10: composing shows the marked text in the text, asks the delegate; the commit replaces it")
    func composeThenCommit() throws {
        let (stage, field, recorder, changes) = try editingField(text: "a")
        try stage.sim.compose("n")
        try stage.sim.compose("ni")
        #expect(field.text == "ani")
        #expect(offsets(field.markedTextRange) == [1, 3])
        #expect(offsets(field.selectedTextRange) == [3, 3])
        #expect(recorder.asked.map(\.1) == ["n", "ni"])
        #expect(recorder.asked.map(\.0) == [NSRange(location: 1, length: 0), NSRange(location: 1, length: 1)])
        #expect(changes() == 2)
        try stage.sim.commitText("你")
        #expect(field.text == "a你")
        #expect(field.markedTextRange == nil)
        #expect(recorder.asked.count == 2, "the commit is not asked about")
        #expect(changes() == 3, "the commit is reported")
        try stage.sim.commitText("b")
        #expect(field.text == "a你b")
        #expect(recorder.asked.count == 3, "plain committed text is an ordinary edit again")
    }

    @Test("TX-9: a refusing delegate keeps the composition out; an empty composition removes the marked text")
    func refusedAndCancelled() throws {
        let (stage, field, recorder, changes) = try editingField()
        recorder.answer = false
        try stage.sim.compose("ka")
        #expect(field.text == "")
        #expect(field.markedTextRange == nil)
        recorder.answer = true
        try stage.sim.compose("ka")
        try stage.sim.compose("ka", selectedRange: NSRange(location: 1, length: 0))
        #expect(changes() == 1, "moving the composition's cursor changes no text")
        #expect(offsets(field.selectedTextRange) == [1, 1])
        try stage.sim.compose("")
        #expect(field.text == "")
        #expect(field.markedTextRange == nil)
        #expect(changes() == 2)
    }

    @Test("TX-11: unmarkText commits the marked text as it is; with nothing marked it does nothing")
    func unmark() throws {
        let (stage, field, _, changes) = try editingField(text: "x")
        field.unmarkText()
        #expect(field.text == "x")
        #expect(changes() == 0)
        try stage.sim.compose("yz", selectedRange: NSRange(location: 0, length: 0))
        field.unmarkText()
        #expect(field.text == "xyz")
        #expect(field.markedTextRange == nil)
        #expect(offsets(field.selectedTextRange) == [3, 3])
        #expect(changes() == 1)
    }

    @Test("TX-11: resigning first responder commits the composition")
    func resignCommits() throws {
        let (stage, field, _, _) = try editingField()
        try stage.sim.compose("mi")
        field.resignFirstResponder()
        #expect(field.text == "mi")
        #expect(field.markedTextRange == nil)
    }

    @Test("TX-12: a selected range beyond the marked text is clamped to it")
    func selectedRangeClamped() throws {
        let (_, field, _, _) = try editingField(text: "ab")
        field.setMarkedText("cd", selectedRange: NSRange(location: 10, length: 5))
        #expect(offsets(field.selectedTextRange) == [4, 4])
        field.setMarkedText("ce", selectedRange: NSRange(location: NSNotFound, length: 3))
        #expect(offsets(field.selectedTextRange) == [4, 4])
        field.setMarkedText("cf", selectedRange: NSRange(location: 0, length: 99))
        #expect(offsets(field.selectedTextRange) == [2, 4])
        #expect(field.text == "abcf")
        field.markedTextStyle = [.backgroundColor: UIColor.yellow]
        #expect(field.markedTextStyle?[.backgroundColor] as? UIColor == .yellow)
    }

    @Test("TX-13: a composition with no text input first responder is dropped and traced; a focused one gets it")
    func compositionWithoutFocus() throws {
        let stage = Stage()
        let field = stage.add(UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 30)))
        try stage.sim.compose("ni")
        #expect(field.text == "")
        let dropped = stage.tracer.entries.contains {
            if case .inputDropped(let reason) = $0, reason.contains("marked text") { return true }
            return false
        }
        #expect(dropped)
        try stage.sim.tap(at: CGPoint(x: 100, y: 15), in: field)
        try stage.sim.compose("ni")
        #expect(field.text == "ni")
    }

    @Test("TX-9, TX-10: a text view composes and commits the same way, telling textViewDidChange")
    func textViewComposes() throws {
        let stage = Stage()
        let view = stage.add(UITextView(frame: CGRect(x: 20, y: 40, width: 200, height: 100)))
        let recorder = EditRecorder()
        view.delegate = recorder
        try stage.sim.tap(at: CGPoint(x: 50, y: 20), in: view)
        try stage.sim.compose("にほ")
        #expect(view.text == "にほ")
        #expect(offsets(view.markedTextRange) == [0, 2])
        try stage.sim.commitText("日本")
        #expect(view.text == "日本")
        #expect(view.markedTextRange == nil)
        #expect(recorder.asked.count == 1)
        #expect(recorder.viewChanges == 2)
    }
}
