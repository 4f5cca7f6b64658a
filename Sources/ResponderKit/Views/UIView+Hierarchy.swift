// Adding, removing and reordering subviews, with UIKit's move hooks, keeping `window` up to date.
//
// Invariants: see UIView.swift. Every structural change goes through `attach(_:at:)` or `detach(_:)`, which call
// the hooks in UIKit's order and propagate the window change to the whole moved subtree without recursion
// (hierarchies may be 10,000 levels deep).
import Foundation

extension UIView {
    /// The superview, from `superviewRef`.
    final var storedSuperview: UIView? {
        get { superviewRef?.takeUnretainedValue() }
        set { superviewRef = .passUnretained(ifPresent: newValue) }
    }

    /// The window, from `windowRef`.
    final var storedWindow: UIWindow? {
        get { windowRef?.takeUnretainedValue() }
        set { windowRef = .passUnretained(ifPresent: newValue) }
    }

    /// Whether the view is in `window`, compared without retaining either.
    @inline(__always)
    final func isInWindow(_ window: UIWindow) -> Bool {
        windowRef?.toOpaque() == Unmanaged.passUnretained(window).toOpaque()
    }

    /// The subviews, back to front (owned by `subviewStorage`).
    nonisolated var storedSubviews: [UIView] { subviewStorage.views }

    // MARK: Adding

    /// Adds a view at the front of the receiver's subviews. Adding a subview that is already there moves it to
    /// the front. Adding the receiver itself or one of its ancestors does nothing (UIKit raises an exception).
    final func addSubviewImpl(_ view: UIView) {
        insert(view, at: Int(subviewStorage.count))
    }

    /// Inserts a view at `index` of the subviews (clamped to the valid range).
    final func insertSubviewImpl(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts a view just above `siblingSubview`; adds it at the front if the sibling is not a subview.
    final func insertSubviewImpl(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        let index = subviewStorage.firstIndex(of: siblingSubview).map { $0 + 1 } ?? Int(subviewStorage.count)
        insert(view, at: index, relativeTo: siblingSubview, above: true)
    }

    /// Inserts a view just below `siblingSubview`; adds it at the front if the sibling is not a subview.
    final func insertSubviewImpl(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        let index = subviewStorage.firstIndex(of: siblingSubview) ?? Int(subviewStorage.count)
        insert(view, at: index, relativeTo: siblingSubview, above: false)
    }

    /// Swaps the subviews at the two indices; out-of-range indices do nothing.
    final func exchangeSubviewImpl(at index1: Int, withSubviewAt index2: Int) {
        let indices = storedSubviews.indices
        guard indices.contains(index1), indices.contains(index2) else { return }
        subviewStorage.swapAt(index1, index2)
        noteViewChange()
    }

    /// Moves a subview to the front (the end of `subviews`).
    final func bringSubviewToFrontImpl(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(of: view) else { return }
        subviewStorage.remove(at: index)
        subviewStorage.append(view)
        noteViewChange()
    }

    /// Moves a subview to the back (the start of `subviews`).
    final func sendSubviewToBackImpl(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(of: view) else { return }
        subviewStorage.remove(at: index)
        subviewStorage.insert(view, at: 0)
        noteViewChange()
    }

    // MARK: Removing

    /// Removes the view from its superview. Touches bound to views that leave their window are cancelled
    /// (TD-12).
    final func removeFromSuperviewImpl() {
        guard let parent = storedSuperview else { return }
        // Counted before the move: after it, the view is in no window.
        noteViewChange()
        let newWindow: UIWindow? = self as? UIWindow
        willMove(toSuperview: nil)
        let moved = WindowChange(root: self, to: newWindow)
        parent.willRemoveSubview(self)
        // UIKit deactivates the constraints that cross the removed subtree's edge; its own go with it. (After the
        // hooks: what they deactivate stays inactive; a hook that moved the view already carried its layout.)
        let carried = storedSuperview === parent ? LayoutActivation.subtreeWillMove(self) : .none
        // The hooks may have moved the view already.
        if storedSuperview === parent, let index = parent.subviewStorage.firstIndex(of: self) {
            parent.subviewStorage.remove(at: index)
            storedSuperview = nil
            parent.addCustomHitTestingViews(-customHitTestingViews)
        }
        moved.commit()
        LayoutActivation.subtreeDidMove(carrying: carried)
        parent.requestLayout()
        didMoveToSuperview()
    }

    // MARK: Queries

    /// Whether the receiver is `view` or one of its descendants.
    final func isDescendantImpl(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view with this tag in the receiver's subtree, searched depth first starting with the receiver.
    final func viewWithTagImpl(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
        return nil
    }

    // MARK: Storage

    /// Clears the unowned back pointers into a view that is being deallocated, then releases its subviews through
    /// the queue so a 10,000-level hierarchy does not recurse 10,000 deinits deep.
    final func tearDown() {
        if let layout = extras?.layout {
            // First, as weak references read nil once deinitialisation begins.
            layout.handle?.clear()
            LayoutActivation.viewWillDeallocate(self)
        }
        for subview in storedSubviews where subview.storedSuperview === self {
            // A view's superview is the view whose storage holds it (what keeps `storedSuperview` valid).
            subview.storedSuperview = nil
        }
        for recognizer in storedGestureRecognizers ?? [] where recognizer.storedView === self {
            recognizer.storedView = nil
        }
        // A layer that outlives its view keeps the view's last geometry as its own.
        extras?.appearance?.layer?.detachFromView()
        var subviews = subviewStorage.takeAll()
        ViewReleaseQueue.release(&subviews)
    }

    // MARK: Implementation

    private func insert(_ view: UIView, at index: Int, relativeTo sibling: UIView? = nil, above: Bool = false) {
        // UIKit throws for these; we refuse quietly so hostile handlers cannot crash dispatch.
        guard view !== self, !isAncestorCycle(adding: view) else { return }
        // Both windows' applications: the one the view leaves and the one it joins.
        view.noteViewChange()
        noteViewChange()
        if view.storedSuperview === self {
            guard let current = subviewStorage.firstIndex(of: view) else { return }
            subviewStorage.remove(at: current)
            subviewStorage.insert(view, at: reinsertionIndex(index, removed: current, sibling: sibling, above: above))
            return
        }
        view.willMove(toSuperview: self)
        let moved = WindowChange(root: view, to: storedWindow)
        let oldParent = view.storedSuperview
        oldParent?.willRemoveSubview(view)
        // After the hook, as in removeFromSuperviewImpl.
        let carried = LayoutActivation.subtreeWillMove(view)
        if let oldParent {
            if view.storedSuperview === oldParent,
                let oldIndex = oldParent.subviewStorage.firstIndex(of: view)
            {
                oldParent.subviewStorage.remove(at: oldIndex)
                oldParent.addCustomHitTestingViews(-view.customHitTestingViews)
            }
            view.storedSuperview = nil
        }
        // A hook may have changed our subviews; recompute the position from the sibling when there is one.
        var position = min(max(index, 0), storedSubviews.count)
        if let sibling, let siblingIndex = subviewStorage.firstIndex(of: sibling) {
            position = above ? siblingIndex + 1 : siblingIndex
        }
        guard view !== self, !isAncestorCycle(adding: view) else {
            moved.commit()
            LayoutActivation.subtreeDidMove(carrying: carried)
            return
        }
        subviewStorage.insert(view, at: position)
        view.storedSuperview = self
        assert(subviewStorage.views[position] === view, "UIView: the added view is not where it was inserted")
        addCustomHitTestingViews(view.customHitTestingViews)
        moved.retarget(to: storedWindow)
        moved.commit()
        LayoutActivation.subtreeDidMove(carrying: carried)
        // UIKit lays out both the added view and its new superview.
        view.requestLayout()
        requestLayout()
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Adds `delta` to the custom hit-testing count of the receiver and its ancestors: O(depth), and only when a
    /// subtree with custom hit-testing moves.
    private func addCustomHitTestingViews(_ delta: Int32) {
        guard delta != 0 else { return }
        var view: UIView? = self
        while let current = view {
            current.customHitTestingViews &+= delta
            view = current.storedSuperview
        }
    }

    /// Whether adding `view` would make a cycle: the receiver is inside `view`'s subtree. A view without subviews
    /// can only contain itself, so building deep hierarchies top-down stays linear.
    private func isAncestorCycle(adding view: UIView) -> Bool {
        !view.storedSubviews.isEmpty && isDescendantImpl(of: view)
    }

    private func reinsertionIndex(_ index: Int, removed: Int, sibling: UIView?, above: Bool) -> Int {
        if let sibling, let siblingIndex = subviewStorage.firstIndex(of: sibling) {
            return above ? siblingIndex + 1 : siblingIndex
        }
        let adjusted = index > removed ? index - 1 : index
        return min(max(adjusted, 0), storedSubviews.count)
    }
}
