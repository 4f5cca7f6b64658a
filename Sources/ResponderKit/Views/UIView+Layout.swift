// Layout requests and layout passes: `setNeedsLayout()`, `layoutIfNeeded()` and `sizeToFit()` (not Auto Layout).
//
// Invariants:
// - A view that requested layout has `.needsLayout`, and each of its ancestors `.subtreeNeedsLayout`, so a pass
//   descends only into branches with pending layout.
// - A pass runs `layoutSubviews()` on each view of the subtree that requested layout, parents before children
//   (a controller's root view between its controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`),
//   without recursion (hierarchies may be 10,000 levels deep). Layout requested during the pass for a view the
//   pass has not reached yet is honoured in the same pass. Each view's safe area is refreshed just before its
//   layout, and subviews whose safe area changed are laid out in the same pass.
// - Headless there is no display cycle: a pass runs when `layoutIfNeeded()` is called, and a window runs one over
//   its tree before it hit-tests a new touch (where UIKit's run loop would have laid out before the touch arrived).
import Foundation

extension UIView {
    /// The value of an `intrinsicContentSize` dimension the view has no natural size for.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view as needing layout and its ancestors as leading to it.
    final func requestLayout() { Self.requestLayout(of: .passUnretained(self)) }

    /// `requestLayout()` without reference counting: setting flags runs no app code, and the ancestors of a live
    /// view are alive (each holds the next one down). The solver's changes ask this of a superview per changed
    /// view. (Nonisolated: a main-actor closure passed to `Unmanaged` checks its executor on every call.)
    nonisolated static func requestLayout(of view: Unmanaged<UIView>) {
        var ancestor = view._withUnsafeGuaranteedRef { view in
            view.flags.insert(.needsLayout)
            return view.superviewRef
        }
        while let view = ancestor {
            ancestor = view._withUnsafeGuaranteedRef { view in
                guard !view.flags.contains(.subtreeNeedsLayout) else { return nil }
                view.flags.insert(.subtreeNeedsLayout)
                return view.superviewRef
            }
        }
    }

    /// Whether a layout pass over the receiver would do anything.
    final var hasPendingLayout: Bool {
        !flags.isDisjoint(with: [.needsLayout, .subtreeNeedsLayout])
    }

    final func layoutIfNeededImpl() {
        // As a layer does, lay out from the highest ancestor that needs layout: a view's own frame is its
        // superview's to set (the solved frame of a constrained view is applied there).
        var top = self
        while let parent = top.storedSuperview, parent.flags.contains(.needsLayout) { top = parent }
        guard top.hasPendingLayout else { return }
        // The constraints pass first, then layout; a layout that changes constraints (a label that wraps at its
        // new width) runs another round, as UIKit's engine does, a bounded number of times.
        for _ in 0..<8 {
            LayoutActivation.runConstraintsPass(for: top)
            guard top.hasPendingLayout else { return }
            top.layOutPendingSubtree()
        }
    }

    /// One layout pass over the pending part of the receiver's subtree, parents first.
    private func layOutPendingSubtree() {
        let window = storedWindow
        var stack: [LayoutPassStep] = []
        if let window { swap(&stack, &window.layoutPassStack) }
        defer {
            if let window {
                stack.removeAll(keepingCapacity: true)
                window.layoutPassStack = stack
            }
        }
        // Depth first, parents before children and siblings back to front; each view's flags are read when the
        // walk reaches it (after the earlier siblings' subtrees, whose layout may have marked it).
        if let step = layOutIfPending(self, isPassRoot: true) { stack.append(step) }
        while let top = stack.indices.last {
            guard let index = stack[top].nextPending() else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            if let step = layOutIfPending(stack[top].subviews[index], isPassRoot: false) { stack.append(step) }
        }
    }

    /// Lays out `view` if it needs layout; returns the step into its subviews when one of them leads to layout.
    private func layOutIfPending(_ view: UIView, isPassRoot: Bool) -> LayoutPassStep? {
        if view.flags.contains(.needsLayout) {
            view.flags.remove(.needsLayout)
            // The safe area is brought up to date as each view is laid out (UIView+SafeArea.swift).
            view.refreshSafeAreaForLayout(isPassRoot: isPassRoot)
            view.layOutSubviewsAndController()
            view.propagateSafeAreaToSubviews()
        }
        // Checked after `layoutSubviews()`, which may have resized subviews.
        guard view.flags.contains(.subtreeNeedsLayout) else { return nil }
        view.flags.remove(.subtreeNeedsLayout)
        return LayoutPassStep(view.storedSubviews)
    }

    /// `layoutSubviews()`, framed by the owning controller's layout callbacks when the view is a controller's root
    /// view (containers lay out their children's views there).
    private func layOutSubviewsAndController() {
        guard flags.contains(.isControllerRoot), let controller = owningViewController, controller.viewIfLoaded === self
        else {
            layoutSubviews()
            return
        }
        controller.viewWillLayoutSubviews()
        controller.layoutContainedViews()
        layoutSubviews()
        controller.viewDidLayoutSubviews()
    }

    final func sizeToFitImpl() {
        let fitting = sizeThatFits(storedBounds.size)
        guard fitting.width.isFinite, fitting.height.isFinite else { return }
        let size = CGSize(width: max(fitting.width, 0), height: max(fitting.height, 0))
        if flags.contains(.transformIsIdentity) {
            frame = CGRect(origin: frameImpl.origin, size: size)
        } else {
            bounds = CGRect(origin: storedBounds.origin, size: size)
        }
    }
}
