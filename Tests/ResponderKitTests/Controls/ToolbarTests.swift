// Toolbars and bar button items (spec AC-4, AC-5, CT-5, CT-7): a real tap on an item sends its action through
// UIApplication.sendAction — to a responder target, to a plain object that answers the name, or along the
// responder chain for a nil target — or runs its primary action; a disabled item does nothing and passes the touch
// on. Items are laid out left to right with flexible and fixed space.

import Foundation
import Testing

@testable import ResponderKit

/// A plain object (not a responder) that answers `tapped:` through its selector table.
@MainActor
private final class TapHandler: NSObject {
    private(set) var senders: [UIBarButtonItem] = []

    func tapped(_ sender: UIBarButtonItem) {
        senders.append(sender)
    }
}

extension TapHandler: SelectorDispatching {
    func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("tapped:") { tapped($0) }
    }
}

/// A view controller that answers `share:` with the sender and the event.
@MainActor
private final class SharingController: UIViewController {
    private(set) var calls: [(sender: Any?, event: UIEvent?)] = []

    func share(_ sender: Any?, _ event: UIEvent?) {
        calls.append((sender, event))
    }

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("share:event:") { share($0, $1) } || call.match("share:") { (sender: Any?) in share(sender, nil) }
            || super.invokeSelector(call)
    }
}

@MainActor
@Suite("Toolbars and bar button items (AC-4, AC-5, CT-7)")
struct ToolbarTests {
    private typealias Fixtures = ControlFixtures

    /// A stage whose window's root view controller is `controller`, with a 400 x 44 toolbar at the bottom of it.
    private func toolbarStage(
        controller: UIViewController = UIViewController()
    ) -> (Fixtures.Stage, UIToolbar, UIViewController) {
        let stage = Fixtures.Stage()
        stage.window.rootViewController = controller
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 556, width: 400, height: 44))
        controller.view.addSubview(toolbar)
        return (stage, toolbar, controller)
    }

    /// Taps the middle of the view that shows `item`.
    private func tap(_ item: UIBarButtonItem, _ stage: Fixtures.Stage) throws {
        let view = try #require(item.representingView)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }

    @Test("AC-4: a tap on an item sends its action to a responder target, with the item as sender and the event")
    func responderTarget() throws {
        let controller = SharingController()
        let (stage, toolbar, _) = toolbarStage()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: controller, action: "share:event:")
        toolbar.items = [item]

        try tap(item, stage)
        #expect(controller.calls.count == 1)
        #expect(controller.calls.first?.sender as AnyObject? === item)
        #expect(controller.calls.first?.event != nil)
        #expect(stage.performedActions == ["share:event: by SharingController"])
    }

    @Test("AC-4: a non-responder target answers the action through its own SelectorDispatching conformance")
    func nonResponderTarget() throws {
        let handler = TapHandler()
        let (stage, toolbar, _) = toolbarStage()
        let item = UIBarButtonItem(barButtonSystemItem: .refresh, target: handler, action: "tapped:")
        toolbar.setItems([item], animated: true)

        try tap(item, stage)
        #expect(handler.senders.count == 1)
        #expect(handler.senders.first === item)
    }

    @Test("AC-5: with a nil target the action goes along the chain from the item's view to the view controller")
    func nilTargetFindsTheController() throws {
        let controller = SharingController()
        let (stage, toolbar, _) = toolbarStage(controller: controller)
        let item = UIBarButtonItem(title: "Share", style: .done, target: nil, action: "share:")
        toolbar.items = [item]

        try tap(item, stage)
        #expect(controller.calls.count == 1)
        #expect(controller.calls.first?.sender as AnyObject? === item)
        #expect(stage.window.currentFirstResponder == nil, "no first responder: the search began at the item")
    }

    @Test("AC-5: with a nil target and a first responder, the search starts at the first responder")
    func nilTargetStartsAtTheFirstResponder() throws {
        let (stage, toolbar, controller) = toolbarStage()
        let log = Fixtures.Log()
        let field = Fixtures.FocusableActingView("field", log: log, actions: ["share:"])
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: "share:")
        toolbar.items = [item]

        try tap(item, stage)
        #expect(log.lines == ["field.share:"])
        #expect(field.senders.first as AnyObject? === item)
    }

    @Test("CT-14: an item's primary action runs with the item as sender, instead of target and action")
    func primaryAction() throws {
        let handler = TapHandler()
        let (stage, toolbar, _) = toolbarStage()
        var senders: [Any?] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Add") { action in senders.append(action.sender) })
        item.target = handler
        item.action = "tapped:"
        toolbar.items = [item]

        #expect(item.title == "Add", "the item takes the action's title")
        try tap(item, stage)
        #expect(senders.count == 1)
        #expect(senders.first as AnyObject? === item)
        #expect(handler.senders.isEmpty)
    }

    @Test("CT-7: a disabled item does nothing and its touch goes on to the views behind it; enabled again it works")
    func disabledItem() throws {
        let handler = TapHandler()
        let (stage, _, controller) = toolbarStage()
        let log = Fixtures.Log()
        let container = Fixtures.TouchLoggingView("container", log: log, frame: controller.view.bounds)
        controller.view.addSubview(container)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        container.addSubview(toolbar)
        let item = UIBarButtonItem(title: "Go", style: .plain, target: handler, action: "tapped:")
        item.isEnabled = false
        toolbar.items = [item]

        try tap(item, stage)
        #expect(handler.senders.isEmpty)
        #expect(log.lines == ["container.touchesBegan", "container.touchesEnded"])

        item.isEnabled = true
        try tap(item, stage)
        #expect(handler.senders.count == 1)
        #expect(log.lines.count == 2, "an enabled item consumes its touch")
    }

    @Test("CT-5: a release far outside the item sends nothing")
    func releaseOutside() throws {
        let handler = TapHandler()
        let (stage, toolbar, _) = toolbarStage()
        let item = UIBarButtonItem(title: "Go", style: .plain, target: handler, action: "tapped:")
        toolbar.items = [item]
        let view = try #require(item.representingView)

        try stage.sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: -200), in: view)
        #expect(handler.senders.isEmpty)
        try tap(item, stage)
        #expect(handler.senders.count == 1)
    }

    @Test("Items are laid out left to right; flexible space takes what is left; width changes relayout")
    func layout() throws {
        let (_, toolbar, _) = toolbarStage()
        let save = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: "save:")
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        fixed.width = 20
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: "trash:")
        trash.width = 60
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: "done:")
        toolbar.items = [save, space, trash, fixed, done]

        #expect(save.representingView?.frame == CGRect(x: 16, y: 0, width: 52, height: 44))
        #expect(done.representingView?.frame == CGRect(x: 340, y: 0, width: 44, height: 44))
        #expect(trash.representingView?.frame == CGRect(x: 244, y: 0, width: 60, height: 44))
        #expect(space.representingView === toolbar, "space has no view of its own")
        #expect(done.style == .done)

        trash.width = 40
        #expect(trash.representingView?.frame.minX == 264)
        toolbar.frame.size.width = 300
        #expect(done.representingView?.frame.minX == 240)
    }

    @Test("A custom view item shows the view, which gets the touches itself; the item sends nothing")
    func customView() throws {
        let handler = TapHandler()
        let (stage, toolbar, _) = toolbarStage()
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let item = UIBarButtonItem(customView: toggle)
        item.target = handler
        item.action = "tapped:"
        toolbar.items = [item]

        #expect(toggle.superview === toolbar)
        #expect(toggle.frame == CGRect(x: 16, y: 6.5, width: 51, height: 31))
        try tap(item, stage)
        #expect(toggle.isOn)
        #expect(handler.senders.isEmpty)

        item.customView = nil
        #expect(toggle.superview == nil)
        try tap(item, stage)
        #expect(handler.senders == [item], "without its custom view the item is a button again")
    }

    @Test("Replacing the items removes the old views; an item moved to another toolbar leaves the first")
    func replacingItems() throws {
        let (stage, toolbar, controller) = toolbarStage()
        let handler = TapHandler()
        let first = UIBarButtonItem(title: "One", style: .plain, target: handler, action: "tapped:")
        let second = UIBarButtonItem(title: "Two", style: .plain, target: handler, action: "tapped:")
        toolbar.items = [first, second]
        let firstView = try #require(first.representingView)

        toolbar.items = [second]
        #expect(firstView.superview == nil)
        #expect(toolbar.items?.count == 1)
        #expect(second.representingView?.frame.minX == 16)

        let other = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        controller.view.addSubview(other)
        other.items = [second]
        #expect(toolbar.items?.isEmpty == true)
        #expect(second.representingView?.superview === other)
        try tap(second, stage)
        #expect(handler.senders == [second])
    }

    @Test("Bar items are NSObjects: tag, title and isEnabled are stored; by default they answer no selector")
    func barItemBasics() {
        let item = UIBarButtonItem()
        item.tag = 7
        #expect(item.tag == 7)
        #expect(item.isEnabled)
        #expect(item.title == nil)
        #expect(item.style == .plain)
        #expect(item.width == 0)
        #expect(!item.responds(to: "tapped:"))
        #expect(item.isKind(of: UIBarItem.self))
        let system = UIBarButtonItem(systemItem: .add)
        #expect(system.systemItem == .add)
        #expect(system.primaryAction == nil)
    }
}
