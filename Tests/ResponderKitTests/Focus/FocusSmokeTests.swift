import Foundation
import Testing

@testable import ResponderKit

private final class EditorController: UIViewController {
    var saved = 0
    var shakes: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")]
    }
    override func actionHandler(for action: Selector) -> ActionHandler? {
        if action == "save:" { return { [unowned self] _, _ in saved += 1 } }
        return super.actionHandler(for: action)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shakes.append("began") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shakes.append("ended") }
}

@MainActor
struct FocusSmokeTests {
    private func makeEditor() -> (UIApplication, UIWindow, EventSimulator, EditorController, UITextField, UITextField) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = EditorController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let first = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let second = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        return (app, window, EventSimulator(application: app), controller, first, second)
    }

    @Test("Tap a field, type hello, select all, copy, tap a second field, paste")
    func copyPasteBetweenFields() throws {
        let (app, window, sim, _, first, second) = makeEditor()
        try sim.tap(at: CGPoint(x: 5, y: 5), in: first)
        #expect(first.isFirstResponder)
        #expect(app.keyboard.isVisible)
        try sim.type("hello")
        #expect(first.text == "hello")
        #expect(app.sendAction(.selectAll, to: nil, from: nil, for: nil))
        #expect(app.sendAction(.copy, to: nil, from: nil, for: nil))
        try sim.tap(at: CGPoint(x: 5, y: 5), in: second)
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        #expect(app.sendAction(.paste, to: nil, from: nil, for: nil))
        #expect(second.text == "hello")
        _ = window
    }

    @Test("FR-11: a view controller's key command for Cmd-S is found from a focused text field")
    func keyCommandFromTextField() throws {
        let (_, window, sim, controller, first, _) = makeEditor()
        try sim.tap(at: CGPoint(x: 5, y: 5), in: first)
        try sim.press("s", modifiers: .command)
        #expect(controller.saved == 1)
        #expect(first.text == "")
        try sim.press("s")
        #expect(first.text == "s")
        #expect(controller.saved == 1)
        _ = window
    }

    @Test("FR-14: a shake is handled by the controller when the focused view ignores it")
    func shakeReachesController() throws {
        let (_, window, sim, controller, first, _) = makeEditor()
        try sim.tap(at: CGPoint(x: 5, y: 5), in: first)
        try sim.shake()
        #expect(controller.shakes == ["began", "ended"])
        _ = window
    }

    @Test("Tab moves focus between text fields in reading order")
    func tabMovesFocus() throws {
        let (_, window, sim, _, first, second) = makeEditor()
        try sim.tap(at: CGPoint(x: 5, y: 5), in: first)
        try sim.press(.keyboardTab)
        #expect(second.isFirstResponder)
        try sim.press(.keyboardTab, modifiers: .shift)
        #expect(first.isFirstResponder)
        _ = window
    }

    @Test("FR-8: keyboard notifications: show once, change frame when focus moves, hide at the end")
    func keyboardNotifications() throws {
        let (app, window, sim, _, first, second) = makeEditor()
        // Notifications are posted synchronously on the main thread; the box only satisfies @Sendable.
        final class Names: @unchecked Sendable { var list: [String] = [] }
        let names = Names()
        let observer = app.notificationCenter.addObserver(forName: nil, object: nil, queue: nil) { note in
            if note.name.rawValue.hasPrefix("UIKeyboard") { names.list.append(note.name.rawValue) }
        }
        defer { app.notificationCenter.removeObserver(observer) }
        try sim.tap(at: CGPoint(x: 5, y: 5), in: first)
        try sim.tap(at: CGPoint(x: 5, y: 5), in: second)
        second.resignFirstResponder()
        #expect(
            names.list == [
                "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
                "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
            ])
        _ = window
    }
}
