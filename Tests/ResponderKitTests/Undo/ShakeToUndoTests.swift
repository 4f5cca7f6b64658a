// Shake to undo (UN-1, UN-6, UN-7): type in a field, shake, tap Undo in the alert and the text is restored; shake
// again to redo; no alert when nothing can be undone, when shake to edit is off, or when a responder handles the
// shake itself.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Shake to undo")
struct ShakeToUndoTests {
    @Test("UN-1: the undo manager is found along the chain: the window's own by default")
    func undoManagerAlongChain() throws {
        let stage = UndoFixtures.FieldStage()
        let windowManager = try #require(stage.window.undoManager)
        #expect(stage.window.undoManager === windowManager)
        #expect(stage.field.undoManager === windowManager)
        #expect(stage.root.undoManager === windowManager)
        #expect(UIView().undoManager == nil)
        #expect(stage.app.applicationSupportsShakeToEdit)
    }

    @Test("UN-6, UN-7: type, shake, tap Undo: the text and the caret are back; shake again offers Redo")
    func shakeUndoRestoresText() throws {
        let stage = UndoFixtures.FieldStage()
        #expect(stage.field.isFirstResponder)
        try stage.sim.type("hello")
        #expect(stage.field.text == "hello")
        try stage.sim.shake()
        let alert = try #require(stage.presentedAlert())
        #expect(alert.title == "Undo Typing")
        #expect(alert.actions.map(\.title) == ["Cancel", "Undo"])
        try stage.tapAction("Undo", in: alert)
        #expect(stage.field.text == "")
        #expect(stage.root.presentedViewController == nil)

        try stage.sim.shake()
        let redo = try #require(stage.presentedAlert())
        #expect(redo.title == "Redo Typing")
        #expect(redo.actions.map(\.title) == ["Cancel", "Redo"])
        try stage.tapAction("Redo", in: redo)
        #expect(stage.field.text == "hello")
    }

    @Test("UN-6: Cancel leaves the text as it is")
    func cancelKeepsText() throws {
        let stage = UndoFixtures.FieldStage()
        try stage.sim.type("abc")
        try stage.sim.shake()
        let alert = try #require(stage.presentedAlert())
        try stage.tapAction("Cancel", in: alert)
        #expect(stage.field.text == "abc")
        #expect(stage.field.undoManager?.canUndo == true)
    }

    @Test("UN-6: a shake with nothing to undo, or with shake to edit off, shows no alert; the shake still arrives")
    func noAlertWithoutUndo() throws {
        final class ShakeWatcher: UIViewController {
            var shakes = 0
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                if motion == .motionShake { shakes += 1 }
                super.motionEnded(motion, with: event)
            }
        }
        let watcher = ShakeWatcher()
        let stage = Stage(rootViewController: watcher)
        try stage.sim.shake()
        #expect(watcher.shakes == 1)
        #expect(watcher.presentedViewController == nil)

        let fields = UndoFixtures.FieldStage()
        try fields.sim.type("x")
        fields.app.applicationSupportsShakeToEdit = false
        try fields.sim.shake()
        #expect(fields.presentedAlert() == nil)
        #expect(fields.field.text == "x")
    }

    @Test("UN-6: a responder that handles the shake without calling super keeps the alert away")
    func handledShakeNoAlert() throws {
        final class ShakeEater: UIViewController {
            var shakes = 0
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shakes += 1 }
        }
        let eater = ShakeEater()
        let stage = Stage(rootViewController: eater)
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 32))
        eater.view.addSubview(field)
        stage.window.layoutIfNeeded()
        try stage.sim.tap(at: CGPoint(x: 50, y: 16), in: field)
        try stage.sim.type("hi")
        try stage.sim.shake()
        stage.sim.advance(by: 1)
        #expect(eater.shakes == 1)
        #expect(eater.presentedViewController == nil)
    }

    @Test("UN-6: a shake with no undo manager on the chain (an override returning nil) shows no alert")
    func noUndoManager() throws {
        final class NoUndoController: UIViewController {
            override var undoManager: UndoManager? { nil }
        }
        let root = NoUndoController()
        let stage = Stage(rootViewController: root)
        stage.window.undoManager?.registerUndo(withTarget: root) { _ in }
        try stage.sim.shake()
        stage.sim.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }
}
