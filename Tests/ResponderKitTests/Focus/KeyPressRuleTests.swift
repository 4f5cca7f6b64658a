// Physical key presses (spec FR-9 … FR-13): delivery to the key window's first responder and up its chain, the
// fallback when nothing is first responder, key commands and their priority against text input, the standard
// Command shortcuts, Tab/Shift-Tab/Escape, and malformed key input that must be dropped rather than crash.

import Foundation
import Testing

@testable import ResponderKit

/// A recording view that also keeps every press it receives, with the phase it had at delivery.
private final class PressCatcher: FocusFixtures.View {
    var seen: [(method: String, press: UIPress, phase: UIPress.Phase)] = []

    private func keep(_ method: String, _ presses: Set<UIPress>) {
        for press in presses { seen.append((method, press, press.phase)) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keep("began", presses)
        super.pressesBegan(presses, with: event)
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keep("changed", presses)
        super.pressesChanged(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keep("ended", presses)
        super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keep("cancelled", presses)
        super.pressesCancelled(presses, with: event)
    }
}

@MainActor
@Suite("Key presses and key commands (FR-9 … FR-13)")
struct KeyPressRuleTests {
    private typealias Fixtures = FocusFixtures

    private let save: Selector = "save:"
    private let fieldFrame = CGRect(x: 10, y: 10, width: 200, height: 30)

    /// A focusable recording view in the root view that is made first responder.
    private func focusedView(_ name: String, on stage: Fixtures.Stage, forwards: Bool = true) -> PressCatcher {
        let view = PressCatcher(name, log: stage.log, frame: CGRect(x: 10, y: 120, width: 100, height: 40))
        view.focusable = true
        view.forwards = forwards
        stage.root.addSubview(view)
        #expect(view.becomeFirstResponder())
        return view
    }

    // MARK: FR-9

    @Test("FR-9: a key press reaches the first responder as pressesBegan then pressesEnded, one UIPress for life")
    func pressesPairOnTheFirstResponder() throws {
        let stage = Fixtures.Stage()
        let view = focusedView("view", on: stage, forwards: false)
        let x = Fixtures.key("x")

        try stage.sim.keyDown(x)
        #expect(view.seen.map(\.method) == ["began"])
        try stage.sim.keyUp(x)
        #expect(view.seen.map(\.method) == ["began", "ended"])
        #expect(view.seen.map(\.phase) == [.began, .ended])
        let press = try #require(view.seen.first?.press)
        #expect(view.seen.last?.press === press)
        #expect(press.key?.keyCode == x.keyCode)
        #expect(press.key?.characters == "x")
        #expect(stage.log.entries(startingWith: "controller").isEmpty)
    }

    @Test("FR-9: the default presses methods forward every phase up the chain to the view controller")
    func pressesForwardUpTheChain() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage)
        let x = Fixtures.key("x")

        try stage.app.input.send(PressSample(phase: .began, key: x))
        try stage.app.input.send(PressSample(phase: .changed, key: x, force: 0.5))
        try stage.app.input.send(PressSample(phase: .ended, key: x, force: 0))
        #expect(
            stage.log.entries == [
                "view.pressesBegan x", "controller.pressesBegan x", "view.pressesChanged x",
                "controller.pressesChanged x", "view.pressesEnded x", "controller.pressesEnded x",
            ])
    }

    @Test("FR-9: presses go to the key window's first responder, not to another window's")
    func pressesGoToTheKeyWindow() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage)
        let otherController = Fixtures.Controller("other", log: stage.log)
        let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: stage.app)
        otherWindow.rootViewController = otherController
        otherWindow.makeKeyAndVisible()

        try stage.sim.press("x")
        #expect(stage.log.entries == ["other.pressesBegan x", "other.pressesEnded x"])
    }

    @Test("FR-9: a press ends on the responder that saw it begin, even if the first responder changed meanwhile")
    func pressEndsWhereItBegan() throws {
        let stage = Fixtures.Stage()
        let first = focusedView("first", on: stage, forwards: false)
        let second = PressCatcher("second", log: stage.log, frame: CGRect(x: 10, y: 200, width: 100, height: 40))
        second.focusable = true
        stage.root.addSubview(second)
        let x = Fixtures.key("x")

        try stage.sim.keyDown(x)
        #expect(second.becomeFirstResponder())
        try stage.sim.keyUp(x)
        #expect(first.seen.map(\.method) == ["began", "ended"])
        #expect(second.seen.isEmpty)
    }

    @Test("FR-9: resignActive cancels a held key: pressesCancelled, then the late key-up is dropped")
    func resignActiveCancelsHeldKeys() throws {
        let stage = Fixtures.Stage()
        let view = focusedView("view", on: stage, forwards: false)
        let x = Fixtures.key("x")

        try stage.sim.keyDown(x)
        stage.app.resignActive()
        #expect(view.seen.map(\.method) == ["began", "cancelled"])
        #expect(view.seen.last?.phase == .cancelled)
        #expect(view.seen.first?.press === view.seen.last?.press)
        try stage.sim.keyUp(x)
        #expect(view.seen.map(\.method) == ["began", "cancelled"])
        #expect(stage.droppedInput.count == 1)
    }

    // MARK: FR-10

    @Test("FR-10: with no first responder, presses start at the key window's root view controller")
    func pressesReachTheRootViewController() throws {
        let stage = Fixtures.Stage()
        stage.controller.forwards = false
        #expect(stage.firstResponder == nil)

        try stage.sim.press("x")
        #expect(stage.log.entries == ["controller.pressesBegan x", "controller.pressesEnded x"])
    }

    @Test("FR-10: with no first responder and no root view controller, presses start at the key window")
    func pressesReachTheWindow() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        app.tracer = recorder
        let sim = EventSimulator(application: app)

        try sim.press("x")
        let deliveries = recorder.entries.compactMap { entry -> (ResponderMethod, UIResponder)? in
            if case .delivered(let method, let responder, _) = entry { return (method, responder) }
            return nil
        }
        #expect(deliveries.map(\.0) == [.pressesBegan, .pressesEnded])
        #expect(deliveries.allSatisfy { $0.1 === window })
    }

    // MARK: FR-11

    @Test("FR-11: a view controller's key command for Cmd-S is found from a focused text field")
    func controllerKeyCommandFromTextField() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: save)]
        stage.controller.actions = [save]
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        try stage.sim.press("s", modifiers: .command)
        #expect(stage.log.entries(startingWith: "controller performed") == ["controller performed save:"])
        #expect(field.text == "")
        try stage.sim.press("s", modifiers: [.command, .shift])
        try stage.sim.press("s")
        #expect(stage.log.entries(startingWith: "controller performed").count == 1)
        #expect(field.text == "s")
        #expect(field.isFirstResponder)
    }

    @Test("FR-11: the command runs on the first responder up the chain that can perform its action")
    func commandRunsOnTheFirstCapableResponder() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: save)]
        stage.controller.actions = [save]
        let container = Fixtures.View("container", log: stage.log, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        container.actions = [save]
        stage.root.addSubview(container)
        let field = UITextField(frame: fieldFrame)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())

        try stage.sim.press("s", modifiers: .command)
        #expect(stage.log.entries(startingWith: "container performed") == ["container performed save:"])
        #expect(stage.log.entries(startingWith: "controller performed").isEmpty)
        #expect(stage.sentActions.last?.1 === container)
    }

    @Test("FR-11: key commands of responders outside the first responder's chain are not found")
    func commandsOutsideTheChainAreIgnored() throws {
        let stage = Fixtures.Stage()
        let sibling = Fixtures.View("sibling", log: stage.log, frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        sibling.commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: "kick:")]
        sibling.actions = ["kick:"]
        stage.root.addSubview(sibling)
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        try stage.sim.press("k", modifiers: .command)
        #expect(stage.log.entries(startingWith: "sibling performed").isEmpty)
        #expect(field.text == "")
    }

    @Test("FR-11: a matching command whose action nobody performs is traced as not handled, without a crash")
    func unperformableCommandIsTraced() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: "nobody:")]

        try stage.sim.press("k", modifiers: .command)
        #expect(stage.unhandledActions.contains("nobody:"))
        #expect(stage.sentActions.isEmpty)
    }

    /// An app delegate at the end of the chain (RC-5) that offers a key command and performs its action.
    private final class DelegateResponder: UIResponder, UIApplicationDelegate {
        let log: FocusFixtures.Log
        init(log: FocusFixtures.Log) { self.log = log }
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "n", modifierFlags: .command, action: "newWindow:")]
        }
        override func actionHandler(for action: Selector) -> ActionHandler? {
            guard action == "newWindow:" else { return super.actionHandler(for: action) }
            return { [unowned self] _, _ in log.append("delegate performed newWindow:") }
        }
    }

    @Test("FR-11: key commands are collected up to the end of the chain, including the app delegate")
    func appDelegateKeyCommand() throws {
        let stage = Fixtures.Stage()
        let delegate = DelegateResponder(log: stage.log)
        stage.app.delegate = delegate
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        try stage.sim.press("n", modifiers: .command)
        #expect(stage.log.entries(startingWith: "delegate performed") == ["delegate performed newWindow:"])
        #expect(field.text == "")
    }

    // MARK: FR-12

    /// A field inside a container; the container and the controller both declare Cmd-S.
    private func competingDeclarations(on stage: Fixtures.Stage) -> (Fixtures.View, UITextField) {
        let container = Fixtures.View("container", log: stage.log, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        container.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "saveDraft:")]
        stage.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "saveDocument:")]
        stage.root.addSubview(container)
        let field = UITextField(frame: fieldFrame)
        container.addSubview(field)
        return (container, field)
    }

    @Test("FR-12: when several responders declare the same keys, the declaration furthest up the chain wins")
    func furthestDeclarationWins() throws {
        let stage = Fixtures.Stage()
        let (container, field) = competingDeclarations(on: stage)
        container.actions = ["saveDraft:"]
        stage.controller.actions = ["saveDocument:"]
        #expect(field.becomeFirstResponder())

        try stage.sim.press("s", modifiers: .command)
        #expect(
            stage.log.entries.filter { $0.contains(" performed ") } == ["controller performed saveDocument:"])
    }

    @Test("FR-12: the winning command is still performed by the first responder up the chain that can perform it")
    func winningCommandDispatchesFromTheFirstResponder() throws {
        let stage = Fixtures.Stage()
        let (container, field) = competingDeclarations(on: stage)
        container.actions = ["saveDraft:", "saveDocument:"]
        stage.controller.actions = ["saveDocument:"]
        #expect(field.becomeFirstResponder())

        try stage.sim.press("s", modifiers: .command)
        #expect(
            stage.log.entries.filter { $0.contains(" performed ") } == ["container performed saveDocument:"])
    }

    // MARK: FR-13

    @Test("FR-13: text input gets a plain letter before a key command for that letter")
    func typingBeatsPlainLetterCommands() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [UIKeyCommand(input: "k", modifierFlags: [], action: "kick:")]
        stage.controller.actions = ["kick:"]
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        try stage.sim.type("kk")
        #expect(field.text == "kk")
        #expect(stage.log.entries(startingWith: "controller performed").isEmpty)
    }

    @Test("FR-13: wantsPriorityOverSystemBehavior makes a plain-letter key command win over typing")
    func priorityCommandBeatsTyping() throws {
        let stage = Fixtures.Stage()
        let command = UIKeyCommand(input: "k", modifierFlags: [], action: "kick:")
        #expect(!command.wantsPriorityOverSystemBehavior)
        command.wantsPriorityOverSystemBehavior = true
        stage.controller.commands = [command]
        stage.controller.actions = ["kick:"]
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        try stage.sim.type("kak")
        #expect(field.text == "a")
        #expect(
            stage.log.entries(startingWith: "controller performed")
                == Array(repeating: "controller performed kick:", count: 2))
    }

    @Test("FR-13: with no text input focused, a plain-letter key command fires")
    func plainLetterCommandWithoutTextInput() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [UIKeyCommand(input: "k", modifierFlags: [], action: "kick:")]
        stage.controller.actions = ["kick:"]

        try stage.sim.press("k")
        #expect(stage.log.entries(startingWith: "controller performed") == ["controller performed kick:"])
    }

    @Test("FR-13: Cmd-A, Cmd-C, Cmd-X and Cmd-V perform selectAll, copy, cut and paste on a focused text field")
    func standardEditShortcuts() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        UIPasteboard.general.string = "before"
        try stage.tap(field)
        try stage.sim.type("hello")

        try stage.sim.press("a", modifiers: .command)
        try stage.sim.press("c", modifiers: .command)
        #expect(UIPasteboard.general.string == "hello")
        #expect(field.text == "hello")
        try stage.sim.press("x", modifiers: .command)
        #expect(field.text == "")
        try stage.sim.press("v", modifiers: .command)
        try stage.sim.press("v", modifiers: .command)
        #expect(field.text == "hellohello")
        #expect(stage.sentActions.map(\.0) == [.selectAll, .copy, .cut, .paste, .paste])
        #expect(stage.sentActions.allSatisfy { $0.1 === field })
    }

    @Test("FR-13: the standard shortcuts perform the edit actions on any responder of the chain, not only text")
    func standardShortcutsOnCustomResponders() throws {
        let stage = Fixtures.Stage()
        stage.controller.actions = [.paste]
        let view = focusedView("view", on: stage)
        view.actions = [.copy]

        try stage.sim.press("c", modifiers: .command)
        try stage.sim.press("v", modifiers: .command)
        #expect(
            stage.log.entries.filter { $0.contains(" performed ") } == [
                "view performed copy:", "controller performed paste:",
            ])
    }

    @Test("FR-13: a text field with a selection copies on Cmd-C ahead of a key command without priority")
    func textInputCopiesBeforeKeyCommands() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [UIKeyCommand(input: "c", modifierFlags: .command, action: "copyDocument:")]
        stage.controller.actions = ["copyDocument:"]
        let field = stage.addField("field", frame: fieldFrame)
        UIPasteboard.general.string = "before"
        try stage.tap(field)
        try stage.sim.type("hello")
        try stage.sim.press("a", modifiers: .command)

        try stage.sim.press("c", modifiers: .command)
        #expect(UIPasteboard.general.string == "hello")
        #expect(stage.log.entries(startingWith: "controller performed").isEmpty)
    }

    @Test("FR-13: Tab moves focus ahead of a key command for Tab without priority")
    func focusMovesBeforeKeyCommands() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [UIKeyCommand(input: UIKeyCommand.inputTab, modifierFlags: [], action: "indent:")]
        stage.controller.actions = ["indent:"]
        let first = stage.addField("first", frame: fieldFrame)
        let second = stage.addField("second", frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        try stage.tap(first)

        try stage.sim.press(.keyboardTab)
        #expect(second.isFirstResponder)
        #expect(stage.log.entries(startingWith: "controller performed").isEmpty)
    }

    @Test("FR-13: a Tab key command with wantsPriorityOverSystemBehavior runs instead of moving focus")
    func priorityTabCommandKeepsFocus() throws {
        let stage = Fixtures.Stage()
        let command = UIKeyCommand(input: UIKeyCommand.inputTab, modifierFlags: [], action: "indent:")
        command.wantsPriorityOverSystemBehavior = true
        stage.controller.commands = [command]
        stage.controller.actions = ["indent:"]
        let first = stage.addField("first", frame: fieldFrame)
        _ = stage.addField("second", frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        try stage.tap(first)

        try stage.sim.press(.keyboardTab)
        #expect(first.isFirstResponder)
        #expect(stage.log.entries(startingWith: "controller performed") == ["controller performed indent:"])
    }

    @Test("FR-13: Tab and Shift-Tab move focus in reading order, skipping hidden, transparent and plain views")
    func tabMovesFocusInReadingOrder() throws {
        let stage = Fixtures.Stage()
        let log = stage.log
        func field(_ name: String, _ x: CGFloat, _ y: CGFloat) -> UITextField {
            let field = UITextField(frame: CGRect(x: x, y: y, width: 140, height: 30))
            field.accessibilityIdentifier = name
            return field
        }
        let f1 = field("f1", 10, 10)
        let custom = Fixtures.View("custom", log: log, frame: CGRect(x: 170, y: 10, width: 140, height: 30))
        custom.focusable = true
        let f2 = field("f2", 10, 60)
        let hidden = field("hidden", 10, 110)
        hidden.isHidden = true
        let transparent = field("transparent", 10, 160)
        transparent.alpha = 0
        let hiddenContainer = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 50))
        hiddenContainer.isHidden = true
        hiddenContainer.addSubview(field("inHiddenContainer", 10, 10))
        let f3 = field("f3", 10, 260)
        let plain = Fixtures.View("plain", log: log, frame: CGRect(x: 10, y: 310, width: 140, height: 30))
        // Added out of reading order: the order comes from the frames, not the subview order.
        for view in [f3, plain, hiddenContainer, transparent, custom, hidden, f2, f1] as [UIView] {
            stage.root.addSubview(view)
        }
        try stage.tap(f1)

        var forward: [UIResponder?] = []
        for _ in 0..<4 {
            try stage.sim.press(.keyboardTab)
            forward.append(stage.firstResponder)
        }
        #expect(forward.map { ($0 as? UIView)?.accessibilityIdentifier } == ["custom", "f2", "f3", "f1"])
        var backward: [UIResponder?] = []
        for _ in 0..<4 {
            try stage.sim.press(.keyboardTab, modifiers: .shift)
            backward.append(stage.firstResponder)
        }
        #expect(backward.map { ($0 as? UIView)?.accessibilityIdentifier } == ["f3", "f2", "custom", "f1"])
        #expect(f1.text == "")
    }

    @Test("FR-13: Escape ends editing of the focused text field and hides the keyboard")
    func escapeResignsTheTextField() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)
        try stage.sim.type("draft")

        try stage.sim.press(.keyboardEscape)
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(!stage.app.keyboard.isVisible)
        #expect(field.text == "draft")
    }

    @Test("FR-13: Escape still asks the delegate, which may keep the field editing")
    func escapeRespectsTheDelegate() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        delegate.allowsEnd = false
        field.delegate = delegate
        try stage.tap(field)

        try stage.sim.press(.keyboardEscape)
        #expect(field.isFirstResponder)
        #expect(stage.log.entries.contains("field.shouldEnd"))
    }

    @Test("FR-13: a text view consumes Return and inserts a newline, ahead of a key command for Return")
    func textViewReturnInsertsNewline() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [UIKeyCommand(input: UIKeyCommand.inputReturn, modifierFlags: [], action: "go:")]
        stage.controller.actions = ["go:"]
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        stage.root.addSubview(textView)
        try stage.tap(textView)
        #expect(textView.isFirstResponder)

        try stage.sim.type("ab")
        try stage.sim.press(.keyboardReturnOrEnter)
        try stage.sim.type("c\nd")
        #expect(textView.text == "ab\nc\nd")
        #expect(textView.isFirstResponder)
        #expect(stage.app.keyboard.isVisible)
        #expect(stage.log.entries(startingWith: "controller performed").isEmpty)
    }

    // MARK: Bad input

    @Test("FR-9: key events with no key window are dropped with an inputDropped trace entry")
    func noKeyWindowDropsKeys() throws {
        let log = Fixtures.Log()
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.rootViewController = Fixtures.Controller("controller", log: log)
        window.isHidden = false
        let recorder = TraceRecorder()
        app.tracer = recorder
        let sim = EventSimulator(application: app)
        #expect(app.keyWindow == nil)

        try sim.press("x")
        try sim.type("hi")
        #expect(log.entries.isEmpty)
        let dropped = recorder.entries.filter { if case .inputDropped = $0 { true } else { false } }
        #expect(dropped.count == 6)
        _ = window
    }

    @Test("FR-9: hiding the key window leaves no key window, and later key events are dropped")
    func hiddenKeyWindowDropsKeys() throws {
        let stage = Fixtures.Stage()
        stage.window.isHidden = true
        #expect(stage.app.keyWindow == nil)

        try stage.sim.press("x")
        #expect(stage.log.entries.isEmpty)
        #expect(!stage.droppedInput.isEmpty)
    }

    @Test("FR-9: unknown key codes (0x00, 0x1234, negative) are dropped and traced; later keys still work")
    func unknownKeyCodesAreDropped() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)

        for code in [0x00, 0x1234, -5] {
            let key = UIKey(characters: "q", keyCode: UIKeyboardHIDUsage(rawValue: code))
            try stage.app.input.send(PressSample(phase: .began, key: key))
            try stage.app.input.send(PressSample(phase: .ended, key: key))
        }
        #expect(field.text == "")
        #expect(stage.droppedInput.count == 6)
        #expect(stage.log.entries(startingWith: "controller").isEmpty)
        try stage.sim.type("ok")
        #expect(field.text == "ok")
        #expect(stage.droppedInput.count == 6)
    }

    @Test("FR-9: a key-up for a key that is not down, and a second key-down, are dropped and traced")
    func unbalancedKeyInputIsDropped() throws {
        let stage = Fixtures.Stage()
        let view = focusedView("view", on: stage, forwards: false)
        let x = Fixtures.key("x")

        try stage.sim.keyUp(x)
        #expect(view.seen.isEmpty)
        #expect(stage.droppedInput.count == 1)
        try stage.sim.keyDown(x)
        try stage.sim.keyDown(x)
        try stage.sim.keyUp(x)
        try stage.sim.keyUp(x)
        #expect(view.seen.map(\.method) == ["began", "ended"])
        #expect(stage.droppedInput.count == 3)
    }
}
