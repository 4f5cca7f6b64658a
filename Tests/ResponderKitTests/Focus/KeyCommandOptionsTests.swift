// Key commands beyond letters (spec FR-11, FR-12, MN-6): Page Up/Down, Home, End and the function keys match their
// `input…` constants; the `.disabled` attribute stops a command from matching (`.hidden` does not); alternates
// perform another action for extra modifiers; the command, with its property list, is the action's sender.

import Foundation
import Testing

@testable import ResponderKit

/// A root view controller that records the key command each `insert:` arrives with.
private final class InsertRecordingController: FocusFixtures.Controller {
    var insertedValues: [String] = []

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("insert:") { (command: UIKeyCommand) in
            insertedValues.append(command.propertyList as? String ?? "none")
        } || super.invokeSelector(call)
    }
}

@MainActor
@Suite("Key command inputs, attributes and alternates (FR-11, FR-12)")
struct KeyCommandOptionsTests {
    private typealias Fixtures = FocusFixtures

    /// The actions the controller performed, in order.
    private func performed(_ stage: Fixtures.Stage) -> [String] {
        stage.log.entries(startingWith: "controller performed").map {
            String($0.dropFirst("controller performed ".count))
        }
    }

    @Test("FR-11: Page Up, Page Down, Home and End trigger the commands for their input constants")
    func pageAndHomeKeys() throws {
        let stage = Fixtures.Stage()
        let keys: [(String, UIKeyboardHIDUsage, Selector)] = [
            (UIKeyCommand.inputPageUp, .keyboardPageUp, "pageUp:"),
            (UIKeyCommand.inputPageDown, .keyboardPageDown, "pageDown:"),
            (UIKeyCommand.inputHome, .keyboardHome, "home:"),
            (UIKeyCommand.inputEnd, .keyboardEnd, "end:"),
        ]
        stage.controller.commands = keys.map { UIKeyCommand(input: $0.0, modifierFlags: [], action: $0.2) }
        stage.controller.actions = Set(keys.map(\.2))

        for (_, key, _) in keys { try stage.sim.press(key) }
        try stage.sim.press(.keyboardEnd, modifiers: .shift)
        try stage.sim.press(.keyboardDeleteForward)

        #expect(performed(stage) == ["pageUp:", "pageDown:", "home:", "end:"])
    }

    @Test("FR-11: F1 to F12 each trigger the command for their own input constant, with modifiers as declared")
    func functionKeys() throws {
        let stage = Fixtures.Stage()
        let inputs = [
            UIKeyCommand.inputF1, UIKeyCommand.inputF2, UIKeyCommand.inputF3, UIKeyCommand.inputF4,
            UIKeyCommand.inputF5, UIKeyCommand.inputF6, UIKeyCommand.inputF7, UIKeyCommand.inputF8,
            UIKeyCommand.inputF9, UIKeyCommand.inputF10, UIKeyCommand.inputF11, UIKeyCommand.inputF12,
        ]
        let actions = (1...12).map { Selector("function\($0):") }
        stage.controller.commands =
            zip(inputs, actions).map { UIKeyCommand(input: $0, modifierFlags: [], action: $1) }
            + [UIKeyCommand(input: UIKeyCommand.inputF5, modifierFlags: .command, action: "commandF5:")]
        stage.controller.actions = Set(actions + ["commandF5:"])

        for offset in (0..<12).reversed() {
            try stage.sim.press(UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + offset))
        }
        try stage.sim.press(.keyboardF5, modifiers: .command)

        #expect(performed(stage) == (1...12).reversed().map { "function\($0):" } + ["commandF5:"])
        #expect(UIKeyboardHIDUsage.keyboardF12.rawValue == 0x45)
    }

    @Test("FR-11: a .disabled command does not match its key; enabled again, it fires")
    func disabledCommandDoesNotMatch() throws {
        let stage = Fixtures.Stage()
        let command = UIKeyCommand(
            title: "Reload", action: "reload:", input: "r", modifierFlags: .command, attributes: .disabled)
        stage.controller.commands = [command]
        stage.controller.actions = ["reload:"]

        try stage.sim.press("r", modifiers: .command)
        #expect(performed(stage).isEmpty)
        #expect(stage.log.entries.contains("controller.pressesBegan r"), "the key itself still arrived")

        command.attributes = []
        try stage.sim.press("r", modifiers: .command)
        #expect(performed(stage) == ["reload:"])
    }

    @Test("FR-12: a disabled declaration further up the chain does not hide an enabled one below it")
    func disabledDeclarationDoesNotWin() throws {
        let stage = Fixtures.Stage()
        let view = Fixtures.View("view", log: stage.log, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.focusable = true
        view.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: "refresh:")]
        view.actions = ["refresh:"]
        stage.root.addSubview(view)
        #expect(view.becomeFirstResponder())
        stage.controller.commands = [
            UIKeyCommand(action: "reload:", input: "r", modifierFlags: .command, attributes: .disabled)
        ]
        stage.controller.actions = ["reload:"]

        try stage.sim.press("r", modifiers: .command)
        #expect(stage.log.entries(startingWith: "view performed") == ["view performed refresh:"])
        #expect(performed(stage).isEmpty)
    }

    @Test("FR-11: .hidden and .destructive commands still fire; state is only stored")
    func hiddenCommandsFire() throws {
        let stage = Fixtures.Stage()
        stage.controller.commands = [
            UIKeyCommand(action: "secret:", input: "k", modifierFlags: .control, attributes: .hidden, state: .on),
            UIKeyCommand(action: "erase:", input: "e", modifierFlags: .control, attributes: .destructive),
        ]
        stage.controller.actions = ["secret:", "erase:"]

        try stage.sim.press("k", modifiers: .control)
        try stage.sim.press("e", modifiers: .control)
        #expect(performed(stage) == ["secret:", "erase:"])
        #expect(stage.controller.commands[0].state == .on)
    }

    @Test("FR-11: an alternate performs its action when its modifiers are pressed with the command's")
    func alternates() throws {
        let stage = Fixtures.Stage()
        let reloadAll = UICommandAlternate(title: "Reload All", action: "reloadAll:", modifierFlags: .alternate)
        let command = UIKeyCommand(
            title: "Reload", action: "reload:", input: "r", modifierFlags: .command, alternates: [reloadAll])
        stage.controller.commands = [command]
        stage.controller.actions = ["reload:", "reloadAll:"]

        try stage.sim.press("r", modifiers: .command)
        try stage.sim.press("r", modifiers: [.command, .alternate])
        try stage.sim.press("r", modifiers: [.command, .shift])
        try stage.sim.press("r", modifiers: .alternate)

        #expect(performed(stage) == ["reload:", "reloadAll:"])
        #expect(command.alternates == [UICommandAlternate(title: "Other", action: "other:", modifierFlags: .alternate)])
    }

    @Test("FR-11: the command is the action's sender, so its property list tells commands with one action apart")
    func propertyListReachesTheAction() throws {
        let log = Fixtures.Log()
        let controller = InsertRecordingController("controller", log: log)
        let stage = Fixtures.Stage(log: log, controller: controller)
        controller.commands = [
            UIKeyCommand(action: "insert:", input: "1", modifierFlags: .command, propertyList: "one"),
            UIKeyCommand(action: "insert:", input: "2", modifierFlags: .command, propertyList: "two"),
            UIKeyCommand(action: "insert:", input: "3", modifierFlags: .command),
        ]

        try stage.sim.press("2", modifiers: .command)
        try stage.sim.press("1", modifiers: .command)
        try stage.sim.press("3", modifiers: .command)
        #expect(controller.insertedValues == ["two", "one", "none"])
    }

    @Test("UIKeyCommand(input:modifierFlags:action:discoverabilityTitle:) works; localization and mirroring default on")
    func deprecatedInitializerAndDefaults() throws {
        let stage = Fixtures.Stage()
        let command = UIKeyCommand(
            input: UIKeyCommand.inputLeftArrow, modifierFlags: .command, action: "back:", discoverabilityTitle: "Back")
        stage.controller.commands = [command]
        stage.controller.actions = ["back:"]

        try stage.sim.press(.keyboardLeftArrow, modifiers: .command)
        #expect(performed(stage) == ["back:"])
        #expect(command.discoverabilityTitle == "Back")
        #expect(command.allowsAutomaticLocalization)
        #expect(command.allowsAutomaticMirroring)
        #expect(command.attributes.isEmpty)
        #expect(command.state == .off)
        #expect(command.propertyList == nil)
    }

    @Test("MN-6: a disabled command in an edit menu cannot be chosen; an enabled one can")
    func disabledMenuCommand() {
        let stage = Fixtures.Stage()
        let view = Fixtures.View("view", log: stage.log, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.focusable = true
        stage.root.addSubview(view)
        #expect(view.becomeFirstResponder())
        stage.controller.actions = ["archive:", "share:"]
        let archive = UICommand(title: "Archive", action: "archive:", attributes: .disabled)
        let share = UICommand(title: "Share", action: "share:")
        let delegate = CommandMenuDelegate(elements: [archive, share])
        let offering = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(offering)
        offering.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(!offering.perform(archive))
        #expect(offering.presentedMenu != nil)
        #expect(offering.perform(share))
        #expect(performed(stage) == ["share:"])
    }
}

/// An edit-menu delegate that offers fixed elements.
@MainActor
private final class CommandMenuDelegate: UIEditMenuInteractionDelegate {
    let elements: [UIMenuElement]

    init(elements: [UIMenuElement]) { self.elements = elements }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        UIMenu(children: elements)
    }
}
