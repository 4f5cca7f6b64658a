// Command-Z and Shift-Command-Z (UN-5, UN-7): typing is one undo group per run; Command-Z undoes it, restoring the
// text and the selection, Shift-Command-Z redoes it; with nothing to undo the keys do nothing.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Command-Z undoes typing")
struct CommandZTests {
    @Test("UN-5, UN-7: Command-Z undoes a run of typing at once; Shift-Command-Z redoes it")
    func undoRedoTyping() throws {
        let stage = UndoFixtures.FieldStage()
        try stage.sim.type("hello")
        try stage.sim.press("z", modifiers: .command)
        #expect(stage.field.text == "")
        try stage.sim.press("z", modifiers: [.command, .shift])
        #expect(stage.field.text == "hello")
        // The keys never typed a "z".
        #expect(stage.field.text?.contains("z") == false)
    }

    @Test("UN-7: moving the caret or switching to deleting starts a new run; undo restores the selection")
    func runsAndSelection() throws {
        let stage = UndoFixtures.FieldStage()
        try stage.sim.type("abc")
        try stage.sim.press(.keyboardLeftArrow)
        try stage.sim.type("X")
        #expect(stage.field.text == "abXc")
        try stage.sim.press(.keyboardDeleteOrBackspace)
        try stage.sim.press(.keyboardDeleteOrBackspace)
        #expect(stage.field.text == "ac")
        try stage.sim.press("z", modifiers: .command)
        #expect(stage.field.text == "abXc")
        #expect(stage.field.buffer.selection == 3..<3)
        try stage.sim.press("z", modifiers: .command)
        #expect(stage.field.text == "abc")
        #expect(stage.field.buffer.selection == 2..<2)
        try stage.sim.press("z", modifiers: .command)
        #expect(stage.field.text == "")
        #expect(stage.field.undoManager?.canUndo == false)
        #expect(stage.field.undoManager?.canRedo == true)
    }

    @Test("UN-5: Command-Z with nothing to undo does nothing, and types nothing")
    func nothingToUndo() throws {
        let stage = UndoFixtures.FieldStage()
        try stage.sim.press("z", modifiers: .command)
        try stage.sim.press("z", modifiers: [.command, .shift])
        #expect(stage.field.text == "")
        try stage.sim.type("ok")
        #expect(stage.field.text == "ok")
    }

    @Test("UN-5: a responder implementing undo: takes Command-Z instead of the undo manager")
    func responderUndoAction() throws {
        final class Document: UIViewController {
            var undos = 0
            override func actionHandler(for action: Selector) -> ActionHandler? {
                guard action == .undo else { return super.actionHandler(for: action) }
                return { [unowned self] _, _ in undos += 1 }
            }
        }
        let document = Document()
        let stage = Stage(rootViewController: document)
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 32))
        document.view.addSubview(field)
        stage.window.layoutIfNeeded()
        try stage.sim.tap(at: CGPoint(x: 50, y: 16), in: field)
        try stage.sim.type("hi")
        try stage.sim.press("z", modifiers: .command)
        #expect(document.undos == 1)
        #expect(field.text == "hi")
    }

    @Test("UN-5: a responder chain that loops has no undo manager: typing, Command-Z and a shake change nothing")
    func cyclicChain() throws {
        let stage = UndoFixtures.FieldStage()
        let loop = LoopingView(frame: stage.root.view.bounds)
        stage.root.view.addSubview(loop)
        loop.addSubview(stage.field)
        try stage.sim.type("ab")
        try stage.sim.press("z", modifiers: .command)
        try stage.sim.shake()
        // The typing arrived; with no undo manager along a looping chain nothing undid it and no alert showed.
        #expect(stage.field.text == "ab")
        #expect(stage.presentedAlert() == nil)
    }
}

/// A view whose `next` is a responder whose `next` is the view again: a cycle, as an app's bug would make one.
@MainActor
private final class LoopingView: UIView {
    private lazy var back = LoopBack(view: self)
    override var next: UIResponder? { back }
}

/// The other half of a ``LoopingView``'s cycle.
@MainActor
private final class LoopBack: UIResponder {
    unowned let view: UIView
    init(view: UIView) {
        self.view = view
        super.init()
    }
    override var next: UIResponder? { view }
}
