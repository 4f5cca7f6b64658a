// Key commands and the standard edit shortcuts are performed by the window's delivery: the press tracker returns
// the action, and `EventRouting` sends it through `UIApplication.sendAction(_:to:from:for:)`. So an override of
// `UIWindow.sendEvent(_:)` that does not call `super` performs no command, and an override of `sendAction` sees
// every one.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Key commands are performed by the window's delivery (FR-11, FR-13, TD-1)")
struct KeyCommandRoutingTests {
    /// An application that records every action sent through it, with its sender, then sends it.
    final class ActionRecordingApplication: UIApplication {
        var sent: [String] = []

        override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
            let from = (sender as? UIKeyCommand)?.input ?? "nil"
            sent.append("\(action) from \(from) in \(event.map { "\($0.type)" } ?? "no event")")
            return super.sendAction(action, to: target, from: sender, for: event)
        }
    }

    /// A first responder with a key command for Command-K, one with priority for P, that performs copy and paste.
    final class CommandView: UIView {
        var performed: [String] = []

        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? {
            let priority = UIKeyCommand(input: "p", modifierFlags: [], action: .paste)
            priority.wantsPriorityOverSystemBehavior = true
            return [UIKeyCommand(input: "k", modifierFlags: .command, action: .copy), priority]
        }

        override func actionHandler(for action: Selector) -> ActionHandler? {
            guard action == .copy || action == .paste || action == .selectAll else {
                return super.actionHandler(for: action)
            }
            return { [unowned self] _, _ in performed.append("\(action)") }
        }
    }

    /// An application, a recording key window and a `CommandView` as its first responder.
    @MainActor
    private struct Stage {
        let app = ActionRecordingApplication()
        let window: SendEventRecordingWindow
        let view = CommandView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sim: EventSimulator

        init() {
            window = SendEventRecordingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
            window.makeKeyAndVisible()
            window.addSubview(view)
            sim = EventSimulator(application: app)
            _ = view.becomeFirstResponder()
        }

        /// Presses Command-K (a key command), P (a key command with priority) and Command-A (a standard shortcut).
        func pressAll() throws {
            try sim.press("k", modifiers: .command)
            try sim.press("p")
            try sim.press("a", modifiers: .command)
        }
    }

    @Test("FR-11, FR-13: key commands, with priority or not, and shortcuts go through the application's sendAction")
    func actionsGoThroughSendAction() throws {
        let stage = Stage()

        try stage.pressAll()

        #expect(stage.view.performed == ["copy:", "paste:", "selectAll:"])
        #expect(
            stage.app.sent == ["copy: from k in presses", "paste: from p in presses", "selectAll: from nil in presses"])
    }

    @Test("TD-1: a window's sendEvent override that does not call super performs no key command and no shortcut")
    func windowWithoutSuperPerformsNoCommand() throws {
        let stage = Stage()
        stage.window.passes = false

        try stage.pressAll()
        #expect(stage.window.seen.filter { $0 == .presses }.count == 6, "each key's down and up reached the window")
        #expect(stage.view.performed.isEmpty)
        #expect(stage.app.sent.isEmpty)

        // With super called again, the same keys perform.
        stage.window.passes = true
        try stage.pressAll()
        #expect(stage.view.performed == ["copy:", "paste:", "selectAll:"])
    }

    @Test("FR-11: a window override that calls super twice delivers one began and performs the command once")
    func secondSuperPerformsNothingMore() throws {
        final class TwiceWindow: UIWindow {
            override func sendEvent(_ event: UIEvent) {
                super.sendEvent(event)
                super.sendEvent(event)
            }
        }
        let app = ActionRecordingApplication()
        let window = TwiceWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        window.makeKeyAndVisible()
        let view = CommandView(frame: .zero)
        window.addSubview(view)
        #expect(view.becomeFirstResponder())

        try EventSimulator(application: app).press("k", modifiers: .command)

        #expect(view.performed == ["copy:"])
        #expect(app.sent == ["copy: from k in presses"])
    }
}
