// UIMenuController's older API (spec MN-1 … MN-5): setTargetRect(_:in:) with setMenuVisible(_:animated:) or the
// isMenuVisible setter shows the menu under the same rules as showMenu(from:rect:); update() checks the items
// again; every appearance and disappearance posts its will/did notifications on the application's center.

import Foundation
import Testing

@testable import ResponderKit

/// Records the menu controller's notifications, with their object, until stopped.
@MainActor
private final class MenuNotes {
    private let center: NotificationCenter
    private var token: (any NSObjectProtocol)?
    private let log = FocusFixtures.Log()

    init(center: NotificationCenter, menu: UIMenuController) {
        self.center = center
        let log = log
        let expected = ObjectIdentifier(menu)
        token = center.addObserver(forName: nil, object: nil, queue: nil) { note in
            let name = note.name.rawValue
            guard name.hasPrefix("UIMenuController") else { return }
            let fromMenu = (note.object as AnyObject?).map { ObjectIdentifier($0) == expected } ?? false
            log.append(
                String(name.dropFirst("UIMenuController".count).dropLast("Notification".count))
                    + (fromMenu ? "" : " (other object)"))
        }
    }

    /// The notifications so far, as "WillShowMenu", "DidHideMenu", ...; then forgets them.
    func take() -> [String] {
        defer { log.entries.removeAll() }
        return log.entries
    }

    func stop() {
        if let token { center.removeObserver(token) }
        token = nil
    }
}

@MainActor
@Suite("UIMenuController target rectangles, visibility and notifications (MN-1 … MN-5)")
struct MenuControllerTests {
    private typealias Fixtures = FocusFixtures

    /// A stage with a focusable view that performs `actions`, made first responder when `focused`.
    private func setUp(
        actions: Set<Selector> = [.copy], focused: Bool = true
    ) -> (Fixtures.Stage, Fixtures.View, MenuNotes) {
        let stage = Fixtures.Stage()
        let view = Fixtures.View("view", log: stage.log, frame: CGRect(x: 10, y: 120, width: 100, height: 40))
        view.actions = actions
        view.focusable = true
        stage.root.addSubview(view)
        if focused { #expect(view.becomeFirstResponder()) }
        return (stage, view, MenuNotes(center: stage.app.notificationCenter, menu: stage.app.menuController))
    }

    @Test("MN-1: setTargetRect then setMenuVisible(true) shows the menu there, posting will-show then did-show")
    func setMenuVisibleShowsAtTheTargetRect() {
        let (stage, view, notes) = setUp()
        defer { notes.stop() }
        let menu = stage.app.menuController

        menu.setTargetRect(CGRect(x: 5, y: 5, width: 20, height: 10), in: view)
        #expect(!menu.isMenuVisible, "setting the rectangle alone shows nothing")
        #expect(notes.take().isEmpty)

        menu.setMenuVisible(true, animated: true)
        #expect(menu.isMenuVisible)
        #expect(menu.visibleActions == [.copy])
        #expect(menu.menuFrame == CGRect(x: 15, y: 125, width: 20, height: 10))
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu"])

        menu.setMenuVisible(false, animated: true)
        #expect(!menu.isMenuVisible)
        #expect(menu.visibleActions.isEmpty)
        #expect(notes.take() == ["WillHideMenu", "DidHideMenu"])
    }

    @Test("MN-1: the isMenuVisible setter shows and hides like setMenuVisible(_:animated:)")
    func isMenuVisibleSetter() {
        let (stage, view, notes) = setUp()
        defer { notes.stop() }
        let menu = stage.app.menuController
        menu.setTargetRect(view.bounds, in: view)

        menu.isMenuVisible = true
        #expect(menu.isMenuVisible)
        #expect(menu.menuFrame == CGRect(x: 10, y: 120, width: 100, height: 40))
        menu.isMenuVisible = false
        #expect(!menu.isMenuVisible)
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu", "WillHideMenu", "DidHideMenu"])
    }

    @Test("MN-1: without a first responder setMenuVisible(true) shows nothing and posts nothing")
    func noFirstResponderNoMenu() {
        let (stage, view, notes) = setUp(focused: false)
        defer { notes.stop() }
        let menu = stage.app.menuController
        menu.setTargetRect(view.bounds, in: view)

        menu.setMenuVisible(true, animated: false)
        #expect(!menu.isMenuVisible)
        #expect(notes.take().isEmpty)

        #expect(view.becomeFirstResponder())
        menu.setMenuVisible(true, animated: false)
        #expect(menu.isMenuVisible)
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu"])
    }

    @Test("MN-1: setMenuVisible(true) before any target rectangle, or after its view is gone, shows nothing")
    func noTargetRectNoMenu() {
        let (stage, _, notes) = setUp()
        defer { notes.stop() }
        let menu = stage.app.menuController

        menu.setMenuVisible(true, animated: false)
        #expect(!menu.isMenuVisible)
        do {
            let transient = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.root.addSubview(transient)
            menu.setTargetRect(transient.bounds, in: transient)
            transient.removeFromSuperview()
        }
        menu.setMenuVisible(true, animated: false)
        #expect(!menu.isMenuVisible)
        #expect(notes.take().isEmpty)
    }

    @Test("MN-3: when no item qualifies, setMenuVisible(true) shows nothing and posts nothing")
    func nothingQualifies() {
        let (stage, view, notes) = setUp(actions: [])
        defer { notes.stop() }
        let menu = stage.app.menuController
        menu.menuItems = [UIMenuItem(title: "Nowhere", action: "nowhere:")]
        menu.setTargetRect(view.bounds, in: view)

        menu.isMenuVisible = true
        #expect(!menu.isMenuVisible)
        #expect(menu.visibleActions.isEmpty)
        #expect(notes.take().isEmpty)
    }

    @Test("MN-2: update() shows the custom items added while the menu is visible, in order after the standard ones")
    func updateAddsItems() {
        let (stage, view, notes) = setUp(actions: [.copy, "share:"])
        defer { notes.stop() }
        let menu = stage.app.menuController
        menu.setTargetRect(view.bounds, in: view)
        menu.setMenuVisible(true, animated: false)
        #expect(menu.visibleActions == [.copy])

        menu.menuItems = [UIMenuItem(title: "Share", action: "share:"), UIMenuItem(title: "Nope", action: "nope:")]
        #expect(menu.visibleActions == [.copy], "nothing changes until update()")
        menu.update()
        #expect(menu.visibleActions == [.copy, "share:"])
        #expect(menu.visibleTitles == ["copy:", "Share"])
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu"])
    }

    @Test("MN-3: update() hides the menu when no item qualifies any more")
    func updateHidesAnEmptyMenu() {
        let (stage, view, notes) = setUp(actions: [.copy])
        defer { notes.stop() }
        let menu = stage.app.menuController
        menu.setTargetRect(view.bounds, in: view)
        menu.setMenuVisible(true, animated: false)

        view.actions = []
        menu.update()
        #expect(!menu.isMenuVisible)
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu", "WillHideMenu", "DidHideMenu"])
        menu.update()
        #expect(notes.take().isEmpty, "update() does nothing while hidden")
    }

    @Test("MN-1: showing a visible menu at another rectangle moves it, posting only the frame change")
    func showingAgainMoves() {
        let (stage, view, notes) = setUp()
        defer { notes.stop() }
        let menu = stage.app.menuController
        menu.showMenu(from: view, rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        menu.setTargetRect(CGRect(x: 50, y: 0, width: 10, height: 10), in: view)
        #expect(menu.menuFrame.minX == 10, "the target rectangle applies the next time the menu is shown")

        menu.setMenuVisible(true, animated: false)
        #expect(menu.isMenuVisible)
        #expect(menu.menuFrame == CGRect(x: 60, y: 120, width: 10, height: 10))
        menu.setMenuVisible(true, animated: false)
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu", "MenuFrameDidChange"])
    }

    @Test("MN-5: a choice, a change of first responder and a tap elsewhere each post will-hide then did-hide")
    func hidingPostsNotifications() throws {
        let (stage, view, notes) = setUp(actions: [.copy])
        defer { notes.stop() }
        let menu = stage.app.menuController
        let other = Fixtures.View("other", log: stage.log, frame: CGRect(x: 10, y: 300, width: 100, height: 40))
        other.focusable = true
        other.actions = [.copy]
        stage.root.addSubview(other)

        menu.showMenu(from: view, rect: view.bounds)
        #expect(menu.performAction(.copy))
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu", "WillHideMenu", "DidHideMenu"])

        menu.showMenu(from: view, rect: view.bounds)
        #expect(other.becomeFirstResponder())
        #expect(!menu.isMenuVisible)
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu", "WillHideMenu", "DidHideMenu"])

        menu.showMenu(from: other, rect: other.bounds)
        try stage.sim.tap(at: CGPoint(x: 300, y: 450), in: stage.window)
        #expect(!menu.isMenuVisible)
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu", "WillHideMenu", "DidHideMenu"])

        menu.hideMenu()
        #expect(notes.take().isEmpty, "hiding a hidden menu posts nothing")
    }

    @Test("Menu notifications go to the application's own center, not to NotificationCenter.default")
    func notificationsStayInTheApplication() {
        let (stage, view, notes) = setUp()
        defer { notes.stop() }
        let shared = MenuNotes(center: .default, menu: stage.app.menuController)
        defer { shared.stop() }

        stage.app.menuController.showMenu(from: view, rect: view.bounds)
        #expect(notes.take() == ["WillShowMenu", "DidShowMenu"])
        #expect(shared.take().isEmpty)
    }

    @Test("arrowDirection is stored for a backend and changes nothing else")
    func arrowDirection() {
        let (stage, view, notes) = setUp()
        defer { notes.stop() }
        let menu = stage.app.menuController
        #expect(menu.arrowDirection == .default)
        menu.arrowDirection = .up
        menu.showMenu(from: view, rect: view.bounds)
        #expect(menu.arrowDirection == .up)
        #expect(menu.isMenuVisible)
    }
}
