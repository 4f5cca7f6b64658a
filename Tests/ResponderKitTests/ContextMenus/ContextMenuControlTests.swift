// Menus on controls and bar items, as a person uses them: a button whose menu is its primary action opens it on a
// tap (and sends no primary action), a button with a menu otherwise opens it on a long press (its tracking is
// cancelled), a bar button item with only a menu opens it on a tap.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Menus on controls")
struct ContextMenuControlTests {
    typealias F = ContextMenuFixtures

    /// A button at (40, 40, 120, 44) logging its control events.
    private func button(_ stage: Stage, log: EventLog) -> UIButton {
        let button = stage.add(UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44)))
        button.setTitle("Sort", for: .normal)
        for (event, name) in [
            (UIControl.Event.touchUpInside, "touchUpInside"), (.primaryActionTriggered, "primaryAction"),
            (.menuActionTriggered, "menuAction"), (.touchCancel, "touchCancel"),
        ] {
            button.addAction(UIAction { _ in log.write(name) }, for: event)
        }
        return button
    }

    @Test("CM-13: with showsMenuAsPrimaryAction, a tap opens the menu instead of sending the primary action")
    func menuAsPrimaryAction() throws {
        let stage = F.stage()
        let log = EventLog()
        let button = button(stage, log: log)
        button.menu = F.menu(["Name", "Date"], log: log)
        button.showsMenuAsPrimaryAction = true
        #expect(button.isContextMenuInteractionEnabled)
        try stage.sim.tap(at: CGPoint(x: 60, y: 22), in: button)
        #expect(F.rowTitles(in: stage.window) == ["Name", "Date"])
        #expect(log.lines == ["touchUpInside", "menuAction"])
        try F.tapRow("Date", stage)
        #expect(log.count(of: "ran Date") == 1)
        #expect(log.count(of: "primaryAction") == 0)
    }

    @Test("CM-13: without it, a tap sends the primary action and a long press opens the menu, cancelling tracking")
    func menuOnLongPress() throws {
        let stage = F.stage()
        let log = EventLog()
        let button = button(stage, log: log)
        button.menu = F.menu(["Name"], log: log)
        try stage.sim.tap(at: CGPoint(x: 60, y: 22), in: button)
        #expect(log.lines == ["touchUpInside", "primaryAction"])
        #expect(F.container(in: stage.window) == nil)
        log.removeAll()
        try F.longPress(at: CGPoint(x: 60, y: 22), in: button, stage)
        #expect(log.lines == ["touchCancel"])
        #expect(F.rowTitles(in: stage.window) == ["Name"])
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled)
    }

    @Test("UI-5: changesSelectionAsPrimaryAction toggles isSelected on each tap, before the primary action")
    func changesSelection() throws {
        let stage = F.stage()
        let log = EventLog()
        let button = button(stage, log: log)
        button.changesSelectionAsPrimaryAction = true
        button.addAction(
            UIAction { [unowned button] _ in log.write("selected \(button.isSelected)") }, for: .primaryActionTriggered)
        try stage.sim.tap(at: CGPoint(x: 60, y: 22), in: button)
        try stage.sim.tap(at: CGPoint(x: 60, y: 22), in: button)
        #expect(log.lines(startingWith: "selected") == ["selected true", "selected false"])
    }

    @Test("CM-14: a bar button item with only a menu opens it on a tap; with an action too, the tap runs the action")
    func barButtonItemMenu() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let stage = Stage(frame: CGRect(x: 0, y: 0, width: 400, height: 600), rootViewController: navigation)
        let log = EventLog()
        let item = UIBarButtonItem(title: "More", menu: F.menu(["Archive"], log: log))
        let other = UIBarButtonItem(
            title: "Edit", primaryAction: UIAction(title: "Edit") { _ in log.write("edit") },
            menu: F.menu(["Rename"], log: log))
        root.navigationItem.rightBarButtonItems = [item, other]
        navigation.view.layoutIfNeeded()
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        let buttons = bar.allSubviewsOfType(BarItemButton.self)
        let more = try #require(buttons.first { $0.item === item })
        let edit = try #require(buttons.first { $0.item === other })
        try stage.sim.tap(at: CGPoint(x: more.bounds.midX, y: more.bounds.midY), in: more)
        #expect(F.rowTitles(in: stage.window) == ["Archive"])
        try F.tapRow("Archive", stage)
        #expect(log.count(of: "ran Archive") == 1)
        try stage.sim.tap(at: CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), in: edit)
        #expect(log.count(of: "edit") == 1)
        #expect(F.container(in: stage.window) == nil)
        try F.longPress(at: CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), in: edit, stage)
        #expect(F.rowTitles(in: stage.window) == ["Rename"])
    }
}

extension UIView {
    /// Every descendant of type `T`, depth first.
    fileprivate func allSubviewsOfType<T: UIView>(_ type: T.Type) -> [T] {
        subviews.flatMap { ($0 as? T).map { [$0] } ?? [] + $0.allSubviewsOfType(type) }
    }
}
