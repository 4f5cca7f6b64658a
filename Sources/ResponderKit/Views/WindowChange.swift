// Propagates a window change through a moved subtree: `willMove(toWindow:)` before, pointer updates, touch
// cancellation and first-responder clean-up, then `didMoveToWindow()` after.
//
// Invariants: the subtree is snapshotted once (pre-order, parents before children) so hooks that mutate the
// hierarchy cannot derail the walk; after `commit()` every snapshotted view's `window` equals its superview's
// (or itself for a window), whatever the hooks did.

/// One pending change of window for a subtree.
@MainActor
final class WindowChange {
    private let root: UIView
    private var target: UIWindow?
    private var views: [UIView] = []
    private var oldWindows: [UIWindow?] = []

    /// Snapshots the subtree of `root` and calls `willMove(toWindow:)` on the views whose window will change.
    init(root: UIView, to newWindow: UIWindow?) {
        self.root = root
        self.target = newWindow
        guard root.storedWindow !== newWindow else { return }
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            views.append(view)
            oldWindows.append(view.storedWindow)
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
        for view in views { view.willMove(toWindow: newWindow) }
    }

    /// Updates the target when the final parent's window differs from the one announced.
    func retarget(to newWindow: UIWindow?) {
        target = newWindow
    }

    /// Applies the change: updates window pointers, cancels touches and resigns first responders of views that
    /// left their window, then calls `didMoveToWindow()`.
    func commit() {
        guard !views.isEmpty || root.storedWindow !== target else { return }
        if views.isEmpty {
            // Nothing was announced (the window did not change at first) but it changes now.
            var stack: [UIView] = [root]
            while let view = stack.popLast() {
                views.append(view)
                oldWindows.append(view.storedWindow)
                stack.append(contentsOf: view.storedSubviews.reversed())
            }
        }
        let appearance = ControllerAppearanceChange(
            views: views, visibleAfter: ControllerAppearanceChange.isVisible(target))
        appearance.announce()
        for view in views {
            if let window = view as? UIWindow {
                view.storedWindow = window
            } else {
                view.storedWindow = view.storedSuperview?.storedWindow
            }
        }
        for (view, old) in zip(views, oldWindows) {
            guard let old, old !== view.storedWindow else { continue }
            if old.currentFirstResponder === view {
                // FR-5: leaving the window resigns without asking.
                old.setFirstResponder(nil)
                view.firstResponderStatusForciblyEnded(in: old.application)
            }
            if view.activeTouchCount > 0 {
                old.application.touchDispatcher.cancelTouches(boundTo: view, reason: .viewLeftWindow)
            }
        }
        for (view, old) in zip(views, oldWindows) where old !== view.storedWindow {
            // A view that leaves a window while unretained calls run there may be on their stack (_UnretainedHop).
            if let old, old.isRunningUnretainedCalls { old.deferRelease(view) }
            view.interactionsDidChangeWindow()
            view.didMoveToWindow()
        }
        appearance.complete()
        // Controllers appeared or disappeared: the windows they joined or left read the status bar again (LS-20).
        if !appearance.isEmpty {
            target?.updateStatusBarAppearance()
            if let old = oldWindows.first ?? nil, old !== target { old.updateStatusBarAppearance() }
        }
    }
}
