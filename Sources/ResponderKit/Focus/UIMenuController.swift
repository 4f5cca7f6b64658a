// The edit menu: shows exactly the actions the first responder's chain can perform (MN-1 … MN-5).
//
// Invariants: `isMenuVisible` is true only while `visibleActions` is non-empty and a first responder exists; the
// menu hides after a choice, when the first responder changes, and on a new touch.
import Foundation

/// The editing menu with Cut, Copy, Paste and custom items.
@preconcurrency @MainActor
open class UIMenuController {
    /// The shared application's menu controller.
    public static var shared: UIMenuController { UIApplication.shared.menuController }

    private unowned let application: UIApplication
    private weak var shownForResponder: UIResponder?

    /// Custom items shown after the standard edit actions, in order.
    open var menuItems: [UIMenuItem]?
    /// Whether the menu is showing.
    public private(set) var isMenuVisible = false
    /// The actions the menu shows, in order: standard actions first, then custom items (MN-2).
    public private(set) var visibleActions: [Selector] = []
    /// The rectangle the menu points at, in the target view's window coordinates.
    public private(set) var menuFrame: CGRect = .zero

    init(application: UIApplication) {
        self.application = application
    }

    /// Shows the menu for the first responder of `targetView`'s window, pointing at `targetRect` (in the view's
    /// coordinates). Nothing shows when there is no first responder (MN-1) or when no action qualifies (MN-3).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        hideMenu()
        guard let window = targetView.window, let responder = window.currentFirstResponder else { return }
        var candidates = Selector.standardEditActions
        candidates.append(contentsOf: (menuItems ?? []).map(\.action))
        var actions: [Selector] = []
        for action in candidates where !actions.contains(action) {
            if responder.target(forAction: action, withSender: self) != nil { actions.append(action) }
        }
        guard !actions.isEmpty else { return }
        visibleActions = actions
        menuFrame = targetView.convert(targetRect, to: nil)
        shownForResponder = responder
        isMenuVisible = true
    }

    /// Hides the menu.
    open func hideMenu() {
        isMenuVisible = false
        visibleActions = []
        shownForResponder = nil
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
        guard isMenuVisible, visibleActions.contains(action) else { return false }
        hideMenu()
        return application.sendAction(action, to: nil, from: self, for: nil)
    }

    func firstResponderChanged() {
        if isMenuVisible { hideMenu() }
    }
}
