// The view hierarchy API UIKit apps rely on: adding, inserting, reordering and removing subviews, queries,
// `window` propagation, the move hooks and their order, and views that outlive their superview.

import Foundation
import Testing

@testable import ResponderKit

/// An ordered record of hook calls, shared by the views of one test.
/// Whether two view lists hold the same objects in the same order.
@MainActor
private func same(_ lhs: [UIView], _ rhs: [UIView]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

@MainActor
private final class HookLog {
    var entries: [String] = []
}

/// A view that logs every move hook it receives, by name.
private final class HookView: UIView {
    let name: String
    let log: HookLog
    /// What the view saw of itself in each hook: its superview and window at the time, by name.
    var seen: [String: String] = [:]

    init(_ name: String, log: HookLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.entries.append("\(name).willMove(toSuperview: \(label(newSuperview)))")
        seen["willMove(toSuperview:)"] = label(superview)
    }

    override func didMoveToSuperview() {
        log.entries.append("\(name).didMoveToSuperview")
        seen["didMoveToSuperview"] = "\(label(superview)) in \(label(window))"
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        log.entries.append("\(name).willMove(toWindow: \(label(newWindow)))")
        seen["willMove(toWindow:)"] = label(window)
    }

    override func didMoveToWindow() {
        log.entries.append("\(name).didMoveToWindow")
        seen["didMoveToWindow"] = label(window)
    }

    override func didAddSubview(_ subview: UIView) {
        log.entries.append("\(name).didAddSubview(\(label(subview)))")
        seen["didAddSubview"] = subviews.contains { $0 === subview } ? "contains it" : "does not contain it"
    }

    override func willRemoveSubview(_ subview: UIView) {
        log.entries.append("\(name).willRemoveSubview(\(label(subview)))")
        seen["willRemoveSubview"] = subviews.contains { $0 === subview } ? "contains it" : "does not contain it"
    }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return view.accessibilityIdentifier ?? (view as? HookView)?.name ?? "?"
    }
}

/// A window with a name for hook logs.
@MainActor
private func namedWindow(_ name: String, app: UIApplication) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
    window.accessibilityIdentifier = name
    return window
}

/// The name of the view a hook-log entry is about.
private func owner(_ entry: String) -> String {
    String(entry.prefix { $0 != "." })
}

@MainActor
private func views(_ count: Int) -> [UIView] {
    (0..<count).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
}

@MainActor
struct SubviewOrderTests {
    @Test("addSubview puts the view in front of its siblings and sets its superview")
    func addSubviewAppends() {
        let parent = UIView()
        let (a, b) = (UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(same(parent.subviews, [a, b]))
        #expect(a.superview === parent && b.superview === parent)
    }

    @Test("addSubview of a view that is already a subview moves it to the front without duplicating it")
    func readdingMovesToFront() {
        let parent = UIView()
        let v = views(3)
        for view in v { parent.addSubview(view) }
        parent.addSubview(v[0])
        #expect(same(parent.subviews, [v[1], v[2], v[0]]))
        #expect(v[0].superview === parent)
    }

    @Test("addSubview of a view that has another superview takes it out of that superview")
    func addingMovesBetweenParents() {
        let (oldParent, newParent, child) = (UIView(), UIView(), UIView())
        oldParent.addSubview(child)
        newParent.addSubview(child)
        #expect(oldParent.subviews.isEmpty)
        #expect(same(newParent.subviews, [child]))
        #expect(child.superview === newParent)
    }

    @Test("addSubview refuses the receiver itself, without crashing or changing anything")
    func addingSelfIsRefused() {
        let view = UIView()
        view.addSubview(view)
        #expect(view.subviews.isEmpty)
        #expect(view.superview == nil)
        #expect(view.next == nil)
    }

    @Test("addSubview refuses an ancestor of the receiver, without crashing or changing anything")
    func addingAnAncestorIsRefused() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let (a, b, c) = (UIView(), UIView(), UIView())
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)

        c.addSubview(a)
        c.addSubview(b)
        c.addSubview(window)
        b.insertSubview(a, at: 0)
        #expect(c.subviews.isEmpty)
        #expect(a.superview === window && b.superview === a && c.superview === b)
        #expect(same(window.subviews, [a]))
        #expect(same(a.subviews, [b]))
        #expect(window.superview == nil)
        #expect(c.window === window)
    }

    @Test("insertSubview(_:at:) places the view at that index")
    func insertAtIndex() {
        let parent = UIView()
        let v = views(5)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 0)
        #expect(same(parent.subviews, [v[2], v[0], v[1]]))
        parent.insertSubview(v[3], at: 2)
        #expect(same(parent.subviews, [v[2], v[0], v[3], v[1]]))
        parent.insertSubview(v[4], at: 4)
        #expect(same(parent.subviews, [v[2], v[0], v[3], v[1], v[4]]))
        #expect(v.allSatisfy { $0.superview === parent })
    }

    @Test("insertSubview(_:at:) of an existing subview moves it to that index")
    func insertExistingAtIndex() {
        let parent = UIView()
        let v = views(3)
        for view in v { parent.addSubview(view) }
        parent.insertSubview(v[2], at: 0)
        #expect(same(parent.subviews, [v[2], v[0], v[1]]))
        #expect(parent.subviews.count == 3)
    }

    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) place the view next to the sibling")
    func insertAboveAndBelow() {
        let parent = UIView()
        let v = views(6)
        for view in v[0..<3] { parent.addSubview(view) }
        parent.insertSubview(v[3], aboveSubview: v[0])
        #expect(same(parent.subviews, [v[0], v[3], v[1], v[2]]))
        parent.insertSubview(v[4], belowSubview: v[2])
        #expect(same(parent.subviews, [v[0], v[3], v[1], v[4], v[2]]))
        parent.insertSubview(v[5], belowSubview: v[0])
        #expect(same(parent.subviews, [v[5], v[0], v[3], v[1], v[4], v[2]]))
    }

    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) move an existing subview next to the sibling")
    func insertExistingAboveAndBelow() {
        let parent = UIView()
        let v = views(3)
        for view in v { parent.addSubview(view) }
        parent.insertSubview(v[0], aboveSubview: v[2])
        #expect(same(parent.subviews, [v[1], v[2], v[0]]))
        parent.insertSubview(v[0], belowSubview: v[1])
        #expect(same(parent.subviews, [v[0], v[1], v[2]]))
        parent.insertSubview(v[2], belowSubview: v[1])
        #expect(same(parent.subviews, [v[0], v[2], v[1]]))
    }

    @Test("insertSubview(_:aboveSubview:) takes a view from another parent")
    func insertAboveFromAnotherParent() {
        let (parent, other) = (UIView(), UIView())
        let v = views(3)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        other.addSubview(v[2])
        parent.insertSubview(v[2], aboveSubview: v[0])
        #expect(same(parent.subviews, [v[0], v[2], v[1]]))
        #expect(other.subviews.isEmpty)
        #expect(v[2].superview === parent)
    }

    @Test("exchangeSubview(at:withSubviewAt:) swaps two subviews, and hit-testing follows the new order")
    func exchangeSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        for view in v { parent.addSubview(view) }
        #expect(parent.hitTest(CGPoint(x: 5, y: 5), with: nil) === v[2])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(same(parent.subviews, [v[2], v[1], v[0]]))
        #expect(parent.hitTest(CGPoint(x: 5, y: 5), with: nil) === v[0])
        parent.exchangeSubview(at: 1, withSubviewAt: 1)
        #expect(same(parent.subviews, [v[2], v[1], v[0]]))
    }

    @Test("bringSubviewToFront and sendSubviewToBack reorder, and hit-testing follows")
    func bringToFrontAndSendToBack() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        for view in v { parent.addSubview(view) }
        parent.bringSubviewToFront(v[0])
        #expect(same(parent.subviews, [v[1], v[2], v[0]]))
        #expect(parent.hitTest(CGPoint(x: 5, y: 5), with: nil) === v[0])
        parent.sendSubviewToBack(v[0])
        #expect(same(parent.subviews, [v[0], v[1], v[2]]))
        #expect(parent.hitTest(CGPoint(x: 5, y: 5), with: nil) === v[2])
    }

    @Test("bringSubviewToFront and sendSubviewToBack ignore a view that is not a subview")
    func reorderingAStrangerDoesNothing() {
        let parent = UIView()
        let v = views(2)
        let stranger = UIView()
        let grandchild = UIView()
        for view in v { parent.addSubview(view) }
        v[0].addSubview(grandchild)
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(grandchild)
        #expect(same(parent.subviews, v))
        #expect(stranger.superview == nil)
        #expect(grandchild.superview === v[0])
    }

    @Test("removeFromSuperview detaches the view with its own subtree; a detached view ignores it")
    func removeFromSuperview() {
        let parent = UIView()
        let v = views(3)
        for view in v { parent.addSubview(view) }
        let grandchild = UIView()
        v[1].addSubview(grandchild)
        v[1].removeFromSuperview()
        #expect(same(parent.subviews, [v[0], v[2]]))
        #expect(v[1].superview == nil)
        #expect(grandchild.superview === v[1])
        v[1].removeFromSuperview()
        parent.removeFromSuperview()
        #expect(parent.subviews.count == 2)
    }
}

@MainActor
struct ViewQueryTests {
    @Test("isDescendant(of:) is true for the view itself and its descendants only")
    func isDescendant() {
        let (root, a, b, aChild) = (UIView(), UIView(), UIView(), UIView())
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(aChild)
        #expect(aChild.isDescendant(of: root))
        #expect(aChild.isDescendant(of: a))
        #expect(aChild.isDescendant(of: aChild))
        #expect(!aChild.isDescendant(of: b))
        #expect(!root.isDescendant(of: aChild))
        #expect(!a.isDescendant(of: b))
        a.removeFromSuperview()
        #expect(!aChild.isDescendant(of: root))
        #expect(aChild.isDescendant(of: a))
    }

    @Test("viewWithTag(_:) checks the receiver first, then searches depth first in subview order")
    func viewWithTag() {
        let root = UIView()
        let first = UIView()
        let firstChild = UIView()
        let second = UIView()
        root.tag = 1
        first.tag = 2
        firstChild.tag = 7
        second.tag = 7
        root.addSubview(first)
        first.addSubview(firstChild)
        root.addSubview(second)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(7) === firstChild)
        #expect(root.viewWithTag(2) === first)
        #expect(root.viewWithTag(99) == nil)
        #expect(second.viewWithTag(7) === second)
        #expect(first.viewWithTag(1) == nil)
    }

    @Test("tag defaults to 0, so viewWithTag(0) finds the receiver")
    func tagDefaultsToZero() {
        let root = UIView()
        root.addSubview(UIView())
        #expect(root.tag == 0)
        #expect(root.viewWithTag(0) === root)
    }
}

@MainActor
struct WindowPropagationTests {
    @Test("window is set on every view of a subtree added to a window, and a window's window is itself")
    func subtreeJoinsTheWindow() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let (a, b, c) = (UIView(), UIView(), UIView())
        a.addSubview(b)
        b.addSubview(c)
        #expect(window.window === window)
        #expect(a.window == nil && c.window == nil)
        window.addSubview(a)
        #expect(a.window === window && b.window === window && c.window === window)
        let late = UIView()
        c.addSubview(late)
        #expect(late.window === window)
    }

    @Test("window follows a subtree moved from one window to another, and is nil once it is removed")
    func subtreeMovesBetweenWindows() {
        let app = UIApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let host = UIView()
        second.addSubview(host)
        let (a, b, c) = (UIView(), UIView(), UIView())
        first.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)

        host.addSubview(b)
        #expect(b.window === second && c.window === second)
        #expect(a.window === first)
        b.removeFromSuperview()
        #expect(b.window == nil && c.window == nil)
        host.removeFromSuperview()
        #expect(host.window == nil)
    }
}

@MainActor
struct MoveHookTests {
    @Test("Adding a view to a window: willMove(toSuperview:), willMove(toWindow:), didMoveToWindow, didMoveToSuperview")
    func hooksWhenAddingIntoAWindow() {
        let app = UIApplication()
        let log = HookLog()
        let window = namedWindow("window", app: app)
        let parent = HookView("parent", log: log)
        window.addSubview(parent)
        let view = HookView("view", log: log)
        log.entries.removeAll()

        parent.addSubview(view)
        #expect(
            log.entries == [
                "view.willMove(toSuperview: parent)",
                "view.willMove(toWindow: window)",
                "view.didMoveToWindow",
                "view.didMoveToSuperview",
                "parent.didAddSubview(view)",
            ])
    }

    @Test("Each hook sees the state before (will) or after (did) the move")
    func hooksSeeTheRightState() {
        let app = UIApplication()
        let log = HookLog()
        let window = namedWindow("window", app: app)
        let parent = HookView("parent", log: log)
        window.addSubview(parent)
        let oldParent = HookView("oldParent", log: log)
        let view = HookView("view", log: log)
        oldParent.addSubview(view)

        parent.addSubview(view)
        #expect(view.seen["willMove(toSuperview:)"] == "oldParent")
        #expect(view.seen["willMove(toWindow:)"] == "nil")
        #expect(view.seen["didMoveToWindow"] == "window")
        #expect(view.seen["didMoveToSuperview"] == "parent in window")
        #expect(parent.seen["didAddSubview"] == "contains it")
        #expect(oldParent.seen["willRemoveSubview"] == "contains it")
    }

    @Test("Removing a view from a window: the same hooks with nil, and the parent's willRemoveSubview before it leaves")
    func hooksWhenRemovingFromAWindow() {
        let app = UIApplication()
        let log = HookLog()
        let window = namedWindow("window", app: app)
        let parent = HookView("parent", log: log)
        let view = HookView("view", log: log)
        window.addSubview(parent)
        parent.addSubview(view)
        log.entries.removeAll()

        view.removeFromSuperview()
        #expect(
            log.entries.filter { $0.hasPrefix("view.") } == [
                "view.willMove(toSuperview: nil)",
                "view.willMove(toWindow: nil)",
                "view.didMoveToWindow",
                "view.didMoveToSuperview",
            ])
        let removal = log.entries.firstIndex(of: "parent.willRemoveSubview(view)")
        let left = log.entries.firstIndex(of: "view.didMoveToWindow")
        #expect(removal != nil)
        if let removal, let left { #expect(removal < left) }
        #expect(parent.seen["willRemoveSubview"] == "contains it")
        #expect(view.seen["didMoveToSuperview"] == "nil in nil")
        #expect(log.entries.count == 5)
    }

    @Test("Moving a view between parents in the same window calls no window hooks")
    func noWindowHooksWithinOneWindow() {
        let app = UIApplication()
        let log = HookLog()
        let window = namedWindow("window", app: app)
        let first = HookView("first", log: log)
        let second = HookView("second", log: log)
        let view = HookView("view", log: log)
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(view)
        log.entries.removeAll()

        second.addSubview(view)
        #expect(!log.entries.contains { $0.contains("Window") })
        #expect(log.entries.contains("view.willMove(toSuperview: second)"))
        #expect(log.entries.contains("first.willRemoveSubview(view)"))
        #expect(log.entries.contains("view.didMoveToSuperview"))
        #expect(log.entries.last == "second.didAddSubview(view)")
    }

    @Test("Moving a subtree from one window to another announces the new window to every view once")
    func hooksWhenMovingBetweenWindows() {
        let app = UIApplication()
        let log = HookLog()
        let first = namedWindow("first", app: app)
        let second = namedWindow("second", app: app)
        let view = HookView("view", log: log)
        let child = HookView("child", log: log)
        first.addSubview(view)
        view.addSubview(child)
        log.entries.removeAll()

        second.addSubview(view)
        #expect(log.entries.filter { $0.contains("Window") }.count == 4)
        #expect(log.entries.contains("view.willMove(toWindow: second)"))
        #expect(log.entries.contains("child.willMove(toWindow: second)"))
        #expect(view.seen["willMove(toWindow:)"] == "first")
        #expect(child.seen["willMove(toWindow:)"] == "first")
        #expect(view.seen["didMoveToWindow"] == "second")
        #expect(child.seen["didMoveToWindow"] == "second")
        #expect(log.entries.first == "view.willMove(toSuperview: second)")
        #expect(log.entries.last == "view.didMoveToSuperview")
        #expect(first.subviews.isEmpty)
    }

    @Test("Moving a detached view between detached parents calls no window hooks")
    func noWindowHooksWithoutWindows() {
        let log = HookLog()
        let parent = HookView("parent", log: log)
        let view = HookView("view", log: log)
        parent.addSubview(view)
        #expect(
            log.entries == [
                "view.willMove(toSuperview: parent)", "view.didMoveToSuperview", "parent.didAddSubview(view)",
            ])
        log.entries.removeAll()
        view.removeFromSuperview()
        #expect(
            log.entries.filter { $0.hasPrefix("view.") } == [
                "view.willMove(toSuperview: nil)", "view.didMoveToSuperview",
            ])
        #expect(log.entries.filter { $0.hasPrefix("parent.") } == ["parent.willRemoveSubview(view)"])
        #expect(log.entries.last == "view.didMoveToSuperview")
    }

    @Test("Every view of a moved subtree gets both window hooks, all will before any did")
    func wholeSubtreeGetsWindowHooks() {
        let app = UIApplication()
        let log = HookLog()
        let window = namedWindow("window", app: app)
        let root = HookView("root", log: log)
        let left = HookView("left", log: log)
        let right = HookView("right", log: log)
        let leaf = HookView("leaf", log: log)
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leaf)
        log.entries.removeAll()

        window.addSubview(root)
        let wills = log.entries.filter { $0.contains("willMove(toWindow: window)") }
        let dids = log.entries.filter { $0.hasSuffix("didMoveToWindow") }
        #expect(Set(wills.map(owner)) == ["root", "left", "right", "leaf"])
        #expect(Set(dids.map(owner)) == ["root", "left", "right", "leaf"])
        #expect(wills.count == 4 && dids.count == 4)
        if let lastWill = log.entries.lastIndex(where: { $0.contains("willMove(toWindow:") }),
            let firstDid = log.entries.firstIndex(where: { $0.hasSuffix("didMoveToWindow") })
        {
            #expect(lastWill < firstDid)
        }
        #expect(leaf.seen["didMoveToWindow"] == "window")
    }
}

@MainActor
struct SuperviewLifetimeTests {
    @Test("A subview outliving its deallocated superview has no superview and can be added elsewhere")
    func subviewOutlivesItsSuperview() {
        let child = UIView()
        let grandchild = UIView()
        child.addSubview(grandchild)
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            weakParent = parent
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.next == nil)
        #expect(grandchild.superview === child)
        #expect(!child.isDescendant(of: grandchild))

        let newParent = UIView()
        newParent.addSubview(child)
        #expect(child.superview === newParent)
        #expect(same(newParent.subviews, [child]))
        child.removeFromSuperview()
        #expect(newParent.subviews.isEmpty)
    }

    @Test("A superview deallocated after its subview moved away leaves the subview's new superview alone")
    func formerSuperviewDeallocation() {
        let child = UIView()
        let newParent = UIView()
        weak var weakOldParent: UIView?
        do {
            let oldParent = UIView()
            oldParent.addSubview(child)
            newParent.addSubview(child)
            weakOldParent = oldParent
        }
        #expect(weakOldParent == nil)
        #expect(child.superview === newParent)
        #expect(child.next === newParent)
    }

    @Test("Releasing a subtree whose views are still referenced elsewhere does not crash")
    func releasingAMiddleView() {
        let top = UIView()
        let bottom = UIView()
        weak var weakMiddle: UIView?
        do {
            let middle = UIView()
            top.addSubview(middle)
            middle.addSubview(bottom)
            weakMiddle = middle
            middle.removeFromSuperview()
        }
        #expect(weakMiddle == nil)
        #expect(top.subviews.isEmpty)
        #expect(bottom.superview == nil)
        top.addSubview(bottom)
        #expect(bottom.superview === top)
    }
}
