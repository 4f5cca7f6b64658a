// What a context menu shows and how its elements behave when tapped: disabled, destructive, hidden and
// keeps-presented actions, deferred elements (cached, uncached, late, completing twice), inline and nested
// submenus, single selection.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Context menu elements")
struct ContextMenuElementTests {
    typealias F = ContextMenuFixtures

    /// A stage with a view at (50, 50, 200, 100) whose interaction shows what `menu()` returns at each press.
    private func setUp(log: EventLog = EventLog(), _ menu: @escaping () -> UIMenu) -> (
        Stage, UIView, F.Delegate, EventLog
    ) {
        let stage = F.stage()
        let view = stage.add(UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100)))
        let delegate = F.Delegate(log: log) { _ in F.configuration(menu()) }
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        return (stage, view, delegate, log)
    }

    private func open(_ view: UIView, _ stage: Stage) throws {
        try F.longPress(at: CGPoint(x: 20, y: 20), in: view, stage)
    }

    @Test("CM-9: a disabled action does nothing and the menu stays; hidden ones are not shown; rows are buttons")
    func disabledAndHidden() throws {
        let log = EventLog()
        let (stage, view, delegate, _) = setUp(log: log) {
            UIMenu(children: [
                UIAction(title: "Copy", attributes: .disabled) { _ in log.write("ran Copy") },
                UIAction(title: "Secret", attributes: .hidden) { _ in log.write("ran Secret") },
                UIAction(title: "Delete", identifier: .init("delete"), attributes: .destructive) { _ in
                    log.write("ran Delete")
                },
            ])
        }
        _ = delegate
        try open(view, stage)
        #expect(F.rowTitles(in: stage.window) == ["Copy", "Delete"])
        try F.tapRow("Copy", stage)
        #expect(log.lines(startingWith: "ran").isEmpty)
        #expect(F.container(in: stage.window) != nil)
        let rows = try #require(F.container(in: stage.window)?.rows)
        #expect(rows[0].accessibilityLabel == "Copy")
        #expect(rows[0].accessibilityTraits.contains(.notEnabled))
        #expect(rows[1].accessibilityIdentifier == "delete")
        #expect(rows[1].accessibilityTraits.contains(.button))
        try F.tapRow("Delete", stage)
        #expect(log.lines(startingWith: "ran") == ["ran Delete"])
    }

    @Test("CM-9: an action that keeps the menu presented runs and the menu stays, showing its new state")
    func keepsMenuPresented() throws {
        let toggle = UIAction(title: "Bold", attributes: .keepsMenuPresented) { action in
            action.state = action.state == .on ? .off : .on
        }
        let (stage, view, delegate, log) = setUp { UIMenu(children: [toggle]) }
        _ = delegate
        try open(view, stage)
        try F.tapRow("Bold", stage)
        #expect(toggle.state == .on)
        #expect(F.container(in: stage.window)?.rows.first?.isSelected == true)
        #expect(log.count(of: "willEnd") == 0)
    }

    @Test("CM-10: a deferred element's elements replace it when the menu shows; cached ones load once")
    func deferredCached() throws {
        var loads = 0
        let deferred = UIDeferredMenuElement { completion in
            loads += 1
            completion([UIAction(title: "Recent") { _ in }])
        }
        let (stage, view, delegate, _) = setUp { UIMenu(children: [UIAction(title: "New") { _ in }, deferred]) }
        _ = delegate
        #expect(loads == 0)
        try open(view, stage)
        #expect(F.rowTitles(in: stage.window) == ["New", "Recent"])
        try stage.sim.tap(at: CGPoint(x: 390, y: 590), in: stage.window)
        try open(view, stage)
        #expect(F.rowTitles(in: stage.window) == ["New", "Recent"])
        #expect(loads == 1)
    }

    @Test("CM-10: an uncached element loads each time; a late answer replaces Loading…, a second one is ignored")
    func deferredUncachedLate() throws {
        var pending: [([UIMenuElement]) -> Void] = []
        let deferred = UIDeferredMenuElement.uncached { completion in pending.append(completion) }
        let (stage, view, delegate, _) = setUp { UIMenu(children: [deferred]) }
        _ = delegate
        try open(view, stage)
        #expect(F.rowTitles(in: stage.window) == ["Loading…"])
        pending[0]([UIAction(title: "Alpha") { _ in }])
        #expect(F.rowTitles(in: stage.window) == ["Alpha"])
        pending[0]([UIAction(title: "Beta") { _ in }])
        #expect(F.rowTitles(in: stage.window) == ["Alpha"])
        try stage.sim.tap(at: CGPoint(x: 390, y: 590), in: stage.window)
        try open(view, stage)
        #expect(pending.count == 2)
        #expect(F.rowTitles(in: stage.window) == ["Loading…"])
    }

    @Test("CM-11: inline menus show their children in place; a submenu row opens its children")
    func submenus() throws {
        let log = EventLog()
        let (stage, view, delegate, _) = setUp(log: log) {
            UIMenu(children: [
                UIMenu(options: .displayInline, children: F.menu(["Cut", "Copy"], log: log).children),
                UIMenu(title: "Share", children: F.menu(["Mail", "Messages"], log: log).children),
            ])
        }
        _ = delegate
        try open(view, stage)
        #expect(F.rowTitles(in: stage.window) == ["Cut", "Copy", "Share"])
        try F.tapRow("Share", stage)
        #expect(F.rowTitles(in: stage.window) == ["Mail", "Messages"])
        try F.tapRow("Mail", stage)
        #expect(log.count(of: "ran Mail") == 1)
        #expect(F.container(in: stage.window) == nil)
    }

    @Test("CM-12: in a single-selection menu, choosing an action turns it on and the others off")
    func singleSelection() throws {
        let name = UIAction(title: "Name", state: .on) { _ in }
        let date = UIAction(title: "Date") { _ in }
        let (stage, view, delegate, _) = setUp { UIMenu(options: .singleSelection, children: [name, date]) }
        _ = delegate
        try open(view, stage)
        try F.tapRow("Date", stage)
        #expect(name.state == .off)
        #expect(date.state == .on)
    }
}
