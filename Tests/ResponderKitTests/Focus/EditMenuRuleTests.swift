// Edit menus (spec MN-1 … MN-7): the menu belongs to the first responder, shows exactly the items some responder
// on its chain can perform (standard actions first, then custom items), sends the chosen action along the chain,
// and hides after a choice, a change of first responder, or a tap elsewhere.

import Foundation
import Testing

@testable import ResponderKit

/// A label that opts into first-responder status to offer a custom "Copy" item, as UIKit apps commonly do.
private final class CopyableLabel: UILabel {
    static let copyText: Selector = "copyLabelText:"
    let pasteboard: UIPasteboard

    init(frame: CGRect, pasteboard: UIPasteboard) {
        self.pasteboard = pasteboard
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    override func actionHandler(for action: Selector) -> ActionHandler? {
        guard action == CopyableLabel.copyText else { return super.actionHandler(for: action) }
        return { [unowned self] _, _ in pasteboard.string = text }
    }
}

/// An edit-menu delegate that records the suggestions it is offered and answers with `answer`.
@MainActor
private final class MenuDelegate: UIEditMenuInteractionDelegate {
    var suggestions: [[String]] = []
    var answer: (([UIMenuElement]) -> UIMenu?) = { _ in nil }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        suggestions.append(suggestedActions.map(\.title))
        return answer(suggestedActions)
    }
}

@MainActor
@Suite("Edit menus (MN-1 … MN-7)")
struct EditMenuRuleTests {
    private typealias Fixtures = FocusFixtures

    private let share: Selector = "share:"
    private let tag: Selector = "tag:"
    private let nowhere: Selector = "nowhere:"
    private let fieldFrame = CGRect(x: 10, y: 10, width: 200, height: 30)

    /// A recording view in the root view that performs `actions`; it is made first responder when focusable.
    private func responder(
        _ name: String, on stage: Fixtures.Stage, actions: Set<Selector>, focusable: Bool = true, y: CGFloat = 120
    ) -> Fixtures.View {
        let view = Fixtures.View(name, log: stage.log, frame: CGRect(x: 10, y: y, width: 100, height: 40))
        view.actions = actions
        view.focusable = focusable
        stage.root.addSubview(view)
        if focusable { #expect(view.becomeFirstResponder()) }
        return view
    }

    private func menu(_ stage: Fixtures.Stage) -> UIMenuController { stage.app.menuController }

    private func show(_ stage: Fixtures.Stage, from view: UIView) {
        menu(stage).showMenu(from: view, rect: view.bounds)
    }

    // MARK: MN-1

    @Test("MN-1: no menu appears for a view that implements copy but cannot become first responder")
    func noMenuWithoutFirstResponder() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy], focusable: false)
        stage.controller.actions = [.copy, .paste]

        #expect(!view.becomeFirstResponder())
        show(stage, from: view)
        #expect(!menu(stage).isMenuVisible)
        #expect(menu(stage).visibleActions.isEmpty)
    }

    @Test("MN-1: once the view becomes first responder, the same request shows the menu")
    func menuForFirstResponder() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy])

        show(stage, from: view)
        #expect(menu(stage).isMenuVisible)
        #expect(menu(stage).visibleActions == [.copy])
    }

    // MARK: MN-2

    @Test("MN-2: standard actions come first in their order, then custom items in array order, all from the chain")
    func itemOrder() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.paste, .copy, tag])
        stage.controller.actions = [.cut, share]
        menu(stage).menuItems = [UIMenuItem(title: "Tag", action: tag), UIMenuItem(title: "Share", action: share)]

        show(stage, from: view)
        #expect(menu(stage).visibleActions == [.cut, .copy, .paste, tag, share])
        #expect(menu(stage).visibleTitles == ["cut:", "copy:", "paste:", "Tag", "Share"])
    }

    @Test("MN-2: an item the first responder refuses in canPerformAction is shown only if a responder above takes it")
    func refusedItemsFallBackToTheChain() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy, .paste])
        view.refusedActions = [.copy, .paste]
        stage.controller.actions = [.paste]

        show(stage, from: view)
        #expect(menu(stage).visibleActions == [.paste])
        #expect(menu(stage).performAction(.paste))
        #expect(stage.log.entries(startingWith: "controller performed") == ["controller performed paste:"])
        #expect(stage.log.entries(startingWith: "view performed").isEmpty)
    }

    // MARK: MN-3

    @Test("MN-3: when no item qualifies, no menu appears and isMenuVisible stays false")
    func emptyMenuIsNotShown() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [])
        menu(stage).menuItems = [UIMenuItem(title: "Nowhere", action: nowhere)]

        show(stage, from: view)
        #expect(!menu(stage).isMenuVisible)
        #expect(menu(stage).visibleActions.isEmpty)
        #expect(menu(stage).visibleTitles.isEmpty)
    }

    // MARK: MN-4

    @Test("MN-4: choosing an item sends its action with a nil target from the first responder up the chain")
    func choiceTravelsTheChain() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy])
        stage.controller.actions = [share]
        menu(stage).menuItems = [UIMenuItem(title: "Share", action: share)]

        show(stage, from: view)
        #expect(menu(stage).performAction(share))
        #expect(stage.log.entries(startingWith: "controller performed") == ["controller performed share:"])
        #expect(stage.sentActions.count == 1)
        #expect(stage.sentActions.first?.0 == share)
        #expect(stage.sentActions.first?.1 === stage.controller)
    }

    @Test("MN-4: a custom item whose action no responder implements is never shown and cannot be chosen")
    func unimplementedItemIsHidden() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy])
        menu(stage).menuItems = [UIMenuItem(title: "Nowhere", action: nowhere)]

        show(stage, from: view)
        #expect(menu(stage).visibleActions == [.copy])
        #expect(!menu(stage).visibleTitles.contains("Nowhere"))
        #expect(!menu(stage).performAction(nowhere))
        #expect(menu(stage).isMenuVisible)
        #expect(stage.sentActions.isEmpty)
    }

    // MARK: MN-5

    @Test("MN-5: the menu hides after a choice")
    func hidesAfterChoice() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy])

        show(stage, from: view)
        #expect(menu(stage).performAction(.copy))
        #expect(!menu(stage).isMenuVisible)
        #expect(menu(stage).visibleActions.isEmpty)
    }

    @Test("MN-5: the menu hides when the first responder changes or resigns")
    func hidesWhenFirstResponderChanges() {
        let stage = Fixtures.Stage()
        let second = responder("second", on: stage, actions: [.copy], y: 200)
        let first = responder("first", on: stage, actions: [.copy])

        show(stage, from: first)
        #expect(menu(stage).isMenuVisible)
        #expect(second.becomeFirstResponder())
        #expect(!menu(stage).isMenuVisible)

        show(stage, from: second)
        #expect(menu(stage).isMenuVisible)
        #expect(second.resignFirstResponder())
        #expect(!menu(stage).isMenuVisible)
    }

    @Test("MN-5: the menu hides on a tap elsewhere")
    func hidesOnTapElsewhere() throws {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy])

        show(stage, from: view)
        #expect(menu(stage).isMenuVisible)
        try stage.sim.tap(at: CGPoint(x: 200, y: 400), in: stage.root)
        #expect(view.isFirstResponder)
        #expect(!menu(stage).isMenuVisible)
    }

    // MARK: MN-6

    @Test("MN-6: the delegate is offered the standard actions of the chain; returning nil shows them")
    func interactionSuggestsTheChainsActions() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.paste, .copy])
        stage.controller.actions = [.selectAll, share]
        let delegate = MenuDelegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(delegate.suggestions == [["copy:", "paste:", "selectAll:"]])
        #expect(interaction.presentedMenu?.children.map(\.title) == ["copy:", "paste:", "selectAll:"])
    }

    @Test("MN-6: returning an empty UIMenu shows nothing")
    func emptyMenuFromTheDelegateShowsNothing() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy])
        let delegate = MenuDelegate()
        delegate.answer = { _ in UIMenu(children: []) }
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(delegate.suggestions.count == 1)
        #expect(interaction.presentedMenu == nil)
    }

    @Test("MN-6: a delegate's own command is sent along the chain when chosen, and the menu closes")
    func customCommandFromTheDelegate() {
        let stage = Fixtures.Stage()
        let view = responder("view", on: stage, actions: [.copy])
        stage.controller.actions = [share]
        let delegate = MenuDelegate()
        delegate.answer = { suggested in UIMenu(children: suggested + [UICommand(title: "Share", action: "share:")]) }
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        let element = interaction.presentedMenu?.children.last
        #expect(element?.title == "Share")
        #expect(element.map { interaction.perform($0) } == true)
        #expect(interaction.presentedMenu == nil)
        #expect(stage.log.entries(startingWith: "controller performed") == ["controller performed share:"])
    }

    // MARK: MN-7

    @Test("MN-7: a focused text field offers select and select all, then cut and copy once text is selected")
    func textFieldMenu() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        UIPasteboard.general.strings = nil
        try stage.tap(field)
        try stage.sim.type("hello")

        show(stage, from: field)
        #expect(menu(stage).visibleActions.contains(.select))
        #expect(menu(stage).visibleActions.contains(.selectAll))
        #expect(!menu(stage).visibleActions.contains(.copy))
        #expect(!menu(stage).visibleActions.contains(.paste))
        #expect(menu(stage).performAction(.selectAll))

        show(stage, from: field)
        #expect(menu(stage).visibleActions.contains(.cut))
        #expect(menu(stage).visibleActions.contains(.copy))
        #expect(menu(stage).performAction(.copy))
        #expect(UIPasteboard.general.string == "hello")

        show(stage, from: field)
        #expect(menu(stage).visibleActions.contains(.paste))
        #expect(menu(stage).performAction(.cut))
        #expect(field.text == "")
    }

    @Test("MN-7: a focused text view offers the standard edit actions too")
    func textViewMenu() throws {
        let stage = Fixtures.Stage()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        stage.root.addSubview(textView)
        UIPasteboard.general.string = "pasted"
        try stage.tap(textView)
        try stage.sim.type("note")

        show(stage, from: textView)
        #expect(menu(stage).visibleActions.contains(.paste))
        #expect(menu(stage).visibleActions.contains(.selectAll))
        #expect(menu(stage).performAction(.paste))
        #expect(textView.text == "notepasted")
    }

    @Test("MN-7: long-pressing an editing text field shows its edit menu without any app code")
    func textFieldMenuIsBuiltIn() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)
        try stage.sim.type("hello")

        try stage.sim.tap(at: CGPoint(x: 20, y: 15), in: field, duration: 0.8)
        #expect(field.isFirstResponder)
        #expect(menu(stage).isMenuVisible)
        #expect(menu(stage).visibleActions.contains(.selectAll))
    }

    // MARK: Issue: a copyable label

    /// A label in the root view with a long-press that makes it first responder and shows the menu.
    private func label(
        _ label: UILabel, on stage: Fixtures.Stage
    ) -> UILongPressGestureRecognizer {
        label.text = "Hello label"
        label.isUserInteractionEnabled = true
        stage.root.addSubview(label)
        let app = stage.app
        let press = UILongPressGestureRecognizer { recognizer in
            guard recognizer.state == .began, let view = recognizer.view else { return }
            _ = view.becomeFirstResponder()
            app.menuController.showMenu(from: view, rect: view.bounds)
        }
        label.addGestureRecognizer(press)
        return press
    }

    @Test("MN-1: a label subclass that becomes first responder shows its custom Copy item; a plain label none")
    func copyableLabel() throws {
        let stage = Fixtures.Stage()
        let pasteboard = UIPasteboard()
        menu(stage).menuItems = [UIMenuItem(title: "Copy", action: CopyableLabel.copyText)]
        let copyable = CopyableLabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30), pasteboard: pasteboard)
        _ = label(copyable, on: stage)
        let plain = UILabel(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
        _ = label(plain, on: stage)

        try stage.sim.tap(at: CGPoint(x: 20, y: 15), in: plain, duration: 0.8)
        #expect(!plain.isFirstResponder)
        #expect(!menu(stage).isMenuVisible)
        #expect(menu(stage).visibleTitles.isEmpty)

        try stage.sim.tap(at: CGPoint(x: 20, y: 15), in: copyable, duration: 0.8)
        #expect(copyable.isFirstResponder)
        #expect(menu(stage).isMenuVisible)
        #expect(menu(stage).visibleTitles == ["Copy"])
        #expect(menu(stage).performAction(CopyableLabel.copyText))
        #expect(pasteboard.string == "Hello label")
        #expect(!menu(stage).isMenuVisible)
    }
}
