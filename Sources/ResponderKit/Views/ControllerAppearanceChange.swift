// View controllers' appearance callbacks: a controller appears when its root view joins a visible window (added
// to one, or its window is shown) and disappears when it leaves it (removed, or its window is hidden). Presenting
// and dismissing announce their controllers' changes themselves, with `animated`, at UIKit's moments (PR-2).
//
// Invariants: `viewWillAppear` and `viewWillDisappear` alternate for each controller (its `isAppeared` flag
// changes only here); every `will` is followed by its `did` after the move; parents are told before children.

/// The appearance changes one move or show/hide causes, announced before it and completed after it.
@MainActor
struct ControllerAppearanceChange {
    private var changes: [(controller: UIViewController, appears: Bool)] = []
    /// The `animated` argument of the callbacks: true for an animated presentation or dismissal.
    private let animated: Bool

    /// Collects the controllers whose root views are among `views` (parents first) and whose appearance differs
    /// from `visibleAfter`.
    init(views: [UIView], visibleAfter: Bool, animated: Bool = false) {
        self.animated = animated
        for view in views where view.flags.contains(.isControllerRoot) {
            guard let controller = view.owningViewController, controller.viewIfLoaded === view,
                controller.isAppeared != visibleAfter
            else { continue }
            changes.append((controller, visibleAfter))
        }
    }

    /// Whether no controller's appearance changes.
    var isEmpty: Bool { changes.isEmpty }

    /// The subtree of `root`, parents first.
    static func subtree(of root: UIView) -> [UIView] {
        var views: [UIView] = []
        var stack = [root]
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
        return views
    }

    /// Whether views in `window` are on screen.
    static func isVisible(_ window: UIWindow?) -> Bool {
        guard let window else { return false }
        return !window.isHidden
    }

    /// Calls `viewWillAppear` / `viewWillDisappear`.
    func announce() {
        for change in changes {
            change.controller.isAppeared = change.appears
            if change.appears {
                change.controller.viewWillAppear(animated)
            } else {
                change.controller.viewWillDisappear(animated)
            }
        }
    }

    /// Calls `viewDidAppear` / `viewDidDisappear`.
    func complete() {
        for change in changes {
            if change.appears {
                change.controller.viewDidAppear(animated)
            } else {
                change.controller.viewDidDisappear(animated)
            }
        }
    }
}
