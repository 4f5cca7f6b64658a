// The edit menu: shows exactly the actions the first responder's chain can perform (MN-1 … MN-5).
//
// Invariants:
// - `isMenuVisible` is true only while `visibleActions` is non-empty and a first responder exists; the menu hides
//   after a choice, when the first responder changes, and on a new touch.
// - Every change of visibility posts its will/did pair on the application's notification center, the will before
//   the change and the did after; a menu that is already visible updates in place and posts no show pair.
import Foundation

/// The editing menu with Cut, Copy, Paste and custom items.
@preconcurrency @MainActor
open class UIMenuController {
    /// The directions the menu's arrow can point.
    public enum ArrowDirection: Int, Sendable {
        /// The arrow points where there is room.
        case `default`
        /// The arrow points up.
        case up
        /// The arrow points down.
        case down
        /// The arrow points left.
        case left
        /// The arrow points right.
        case right
    }

    /// Posted before the menu appears; the object is the menu controller.
    public nonisolated static let willShowMenuNotification = Notification.Name(
        "UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu appeared; the object is the menu controller.
    public nonisolated static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu disappears; the object is the menu controller.
    public nonisolated static let willHideMenuNotification = Notification.Name(
        "UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu disappeared; the object is the menu controller.
    public nonisolated static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when a visible menu moves to another target rectangle; the object is the menu controller.
    public nonisolated static let menuFrameDidChangeNotification = Notification.Name(
        "UIMenuControllerMenuFrameDidChangeNotification")

    /// The shared application's menu controller.
    public static var shared: UIMenuController { UIApplication.shared.menuController }

    private unowned let application: UIApplication
    private weak var shownForResponder: UIResponder?
    private weak var targetView: UIView?
    private var targetRect: CGRect = .zero
    private var menuShown = false

    /// Custom items shown after the standard edit actions, in order. Call ``update()`` after changing them while
    /// the menu is visible.
    open var menuItems: [UIMenuItem]?
    /// The actions the menu shows, in order: standard actions first, then custom items (MN-2).
    public private(set) var visibleActions: [Selector] = []
    /// The rectangle the menu points at, in the target view's window coordinates.
    public private(set) var menuFrame: CGRect = .zero
    /// Where the menu's arrow points: stored for source compatibility and drawn only by a backend.
    open var arrowDirection: ArrowDirection = .default

    init(application: UIApplication) {
        self.application = application
    }

    /// Whether the menu is showing. Setting it shows the menu at the rectangle of ``setTargetRect(_:in:)`` (with
    /// the rules of ``showMenu(from:rect:)``) or hides it, as ``setMenuVisible(_:animated:)``.
    open var isMenuVisible: Bool {
        get { menuShown }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// Sets the rectangle, in `targetView`'s coordinates, that ``setMenuVisible(_:animated:)`` shows the menu at.
    /// The view is held weakly; a visible menu stays where it is until shown again.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetRect = targetRect
        self.targetView = targetView
    }

    /// Shows the menu at the target rectangle (as ``showMenu(from:rect:)``), or hides it. Showing does nothing when
    /// no target rectangle was set or its view is gone. Animation is not modelled: the change is immediate.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible {
            guard let targetView else { return }
            showMenu(from: targetView, rect: targetRect)
        } else {
            hideMenu()
        }
    }

    /// Shows the menu for the first responder of `targetView`'s window, pointing at `targetRect` (in the view's
    /// coordinates), and makes them the target rectangle. Nothing shows when there is no first responder (MN-1) or
    /// when no action qualifies (MN-3); a visible menu then hides. A visible menu moves and updates its items.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        setTargetRect(targetRect, in: targetView)
        guard let window = targetView.window, let responder = window.currentFirstResponder else {
            hideMenu()
            return
        }
        let actions = qualifyingActions(for: responder)
        guard !actions.isEmpty else {
            hideMenu()
            return
        }
        let frame = targetView.convert(targetRect, to: nil)
        if menuShown, shownForResponder === responder {
            visibleActions = actions
            if frame != menuFrame {
                menuFrame = frame
                post(UIMenuController.menuFrameDidChangeNotification)
            }
            return
        }
        hideMenu()
        post(UIMenuController.willShowMenuNotification)
        visibleActions = actions
        menuFrame = frame
        shownForResponder = responder
        menuShown = true
        post(UIMenuController.didShowMenuNotification)
    }

    /// Checks the shown items again, for example after ``menuItems`` changed: the menu shows the items the first
    /// responder's chain can perform now (MN-2), and hides when none is left (MN-3). Does nothing while hidden.
    open func update() {
        guard menuShown, let responder = shownForResponder else { return }
        let actions = qualifyingActions(for: responder)
        if actions.isEmpty { hideMenu() } else { visibleActions = actions }
    }

    /// Hides the menu.
    open func hideMenu() {
        guard menuShown else { return }
        post(UIMenuController.willHideMenuNotification)
        menuShown = false
        visibleActions = []
        shownForResponder = nil
        post(UIMenuController.didHideMenuNotification)
    }

    /// Hides the menu (the view is ignored).
    open func hideMenu(from targetView: UIView) {
        hideMenu()
    }

    /// The titles of the shown items, standard actions named after their selectors.
    public var visibleTitles: [String] {
        visibleActions.map { action in
            menuItems?.first(where: { $0.action == action })?.title ?? actionName(action)
        }
    }

    /// Chooses a shown item, as the user's tap would: the menu hides and the action is sent with a nil target
    /// from the first responder (MN-4, MN-5). Returns whether a responder performed it.
    @discardableResult
    public func performAction(_ action: Selector) -> Bool {
        guard menuShown, visibleActions.contains(action) else { return false }
        hideMenu()
        return application.sendAction(action, to: nil, from: self, for: nil)
    }

    func firstResponderChanged() {
        hideMenu()
    }

    /// The standard edit actions, then the custom items' actions, that some responder from `responder` up
    /// performs (MN-2).
    private func qualifyingActions(for responder: UIResponder) -> [Selector] {
        var candidates = Selector.standardEditActions
        candidates.append(contentsOf: (menuItems ?? []).map(\.action))
        var actions: [Selector] = []
        for action in candidates where !actions.contains(action) {
            if responder.target(forAction: action, withSender: self) != nil { actions.append(action) }
        }
        return actions
    }

    private func post(_ name: Notification.Name) {
        application.notificationCenter.post(name: name, object: self)
    }
}
