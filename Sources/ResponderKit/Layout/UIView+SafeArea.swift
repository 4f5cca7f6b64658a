// A view's safe area: the part of its bounds that its window's screen, its containers' bars and its controllers'
// `additionalSafeAreaInsets` leave uncovered, and the layout-pass bookkeeping that calls `safeAreaInsetsDidChange()`.
//
// Invariants:
// - `safeAreaInsets` is computed from the current geometry on every read: zero outside a window; a window's are the
//   part of it its screen's insets cover; any other view's are the part of its bounds that its superview's unsafe
//   bands cover (an overlap, so never more than the superview's inset on that edge), and for a controller's root
//   view, edge by edge, the larger of that and what its parent container's bars cover, plus the controller's
//   `additionalSafeAreaInsets`.
// - `recordedSafeAreaInsets` (ViewLayout.safeAreaInsets) is the value the last layout pass saw. A pass refreshes it
//   at the start of each view's layout, before `layoutSubviews()`, and calls the callbacks exactly when it changed;
//   after `layoutSubviews()` it marks the subviews whose value now differs for layout, so a change reaches the
//   subtree in the same pass and stops where values stop changing. Views that never had insets keep no record.
// - Nothing here is on the hit-test path.
import Foundation

extension UIView {
    /// The insets that give the view's safe area when applied to its bounds: the part of the view covered by the
    /// screen's unsafe edges (``UIScreen/safeAreaInsets``), by its containers' bars (a navigation bar, a tab bar)
    /// and by its controllers' `additionalSafeAreaInsets`. Zero for a view in no window. Computed from the current
    /// geometry; ``safeAreaInsetsDidChange()`` is called in the layout pass that first sees a new value.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window = storedWindow else { return .zero }
        if window.screen.safeAreaInsets == .zero && !chainHasControllerRoot { return .zero }
        var path: [UIView] = []
        var view: UIView = self
        while let parent = view.storedSuperview {
            path.append(view)
            view = parent
        }
        guard let root = view as? UIWindow else { return .zero }
        var insets = root.insetsFromScreen(root.screen)
        for view in path.reversed() { insets = view.insetsFromSuperview(insets) }
        return insets
    }

    /// The guide of the view's safe area: its bounds inset by ``safeAreaInsets``. Made on first use (identifier
    /// `UIViewSafeAreaLayoutGuide`) and kept up to date by the layout pass.
    public var safeAreaLayoutGuide: UILayoutGuide { uikitGuide(.safeArea) }

    // MARK: Computing

    /// Whether the view or an ancestor is a controller's root view (whose controller may add insets).
    private var chainHasControllerRoot: Bool {
        var current: UIView? = self
        while let view = current {
            if view.flags.contains(.isControllerRoot) { return true }
            current = view.storedSuperview
        }
        return false
    }

    /// The view's insets given its superview's: the overlap with the superview's unsafe bands, then what the view's
    /// controller and its parent container add. Zero for a view with no superview.
    final func insetsFromSuperview(_ parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        guard let superview = storedSuperview else { return .zero }
        var insets = UIEdgeInsets.zero
        if parentInsets != .zero {
            let outer = superview.storedBounds
            insets = Self.overlap(
                of: storedBounds, outer: rectFromSuperview(outer),
                safe: rectFromSuperview(outer.inset(by: parentInsets)))
        }
        guard let controller = controllerOwningRootView else { return insets }
        if let container = controller.parent {
            insets = Self.larger(insets, container.safeAreaOverlay(forChild: controller))
        }
        let extra = controller.additionalSafeAreaInsets
        func sum(_ a: CGFloat, _ b: CGFloat) -> CGFloat { b.isFinite ? max(0, a + b) : a }
        return UIEdgeInsets(
            top: sum(insets.top, extra.top), left: sum(insets.left, extra.left),
            bottom: sum(insets.bottom, extra.bottom),
            right: sum(insets.right, extra.right))
    }

    /// A window's insets: the part of it that `screen`'s insets cover (the window's centre is in screen
    /// coordinates).
    final func insetsFromScreen(_ screen: UIScreen) -> UIEdgeInsets {
        let screenInsets = screen.safeAreaInsets
        guard screenInsets != .zero else { return .zero }
        let outer = screen.bounds
        return Self.overlap(
            of: storedBounds, outer: rectFromSuperview(outer), safe: rectFromSuperview(outer.inset(by: screenInsets)))
    }

    /// How far the unsafe bands between `outer` and `safe` reach into `bounds`, edge by edge (all in the view's
    /// coordinates): a band overlapping the view only in part gives only that part, and a view reaching beyond
    /// `outer` gets no more than the band (UIKit caps a view's inset at its superview's).
    static func overlap(of bounds: CGRect, outer: CGRect, safe: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(0, min(safe.minY, bounds.maxY) - max(outer.minY, bounds.minY)),
            left: max(0, min(safe.minX, bounds.maxX) - max(outer.minX, bounds.minX)),
            bottom: max(0, min(outer.maxY, bounds.maxY) - max(safe.maxY, bounds.minY)),
            right: max(0, min(outer.maxX, bounds.maxX) - max(safe.maxX, bounds.minX)))
    }

    /// The larger inset of the two on each edge.
    static func larger(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(a.top, b.top), left: max(a.left, b.left), bottom: max(a.bottom, b.bottom),
            right: max(a.right, b.right))
    }

    /// A rectangle of the superview's coordinates (the screen's, for a window) in the receiver's: the bounding box of
    /// its corners, without allocating.
    final func rectFromSuperview(_ rect: CGRect) -> CGRect {
        let a = convertFromSuperview(CGPoint(x: rect.minX, y: rect.minY))
        let b = convertFromSuperview(CGPoint(x: rect.maxX, y: rect.maxY))
        if flags.contains(.transformIsIdentity) {
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        let c = convertFromSuperview(CGPoint(x: rect.maxX, y: rect.minY))
        let d = convertFromSuperview(CGPoint(x: rect.minX, y: rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    // MARK: The layout pass

    /// The safe-area insets the last layout pass saw (zero for a view that never had any).
    final var recordedSafeAreaInsets: UIEdgeInsets {
        get { extras?.layout?.safeAreaInsets ?? .zero }
        set {
            guard newValue != .zero || layoutState != nil else { return }
            ensuredLayout.safeAreaInsets = newValue
        }
    }

    /// Whether the view has made one of UIKit's guides (margins, safe area, readable content).
    final var hasUIKitGuide: Bool {
        guard let layout = layoutState else { return false }
        return layout.layoutMarginsGuide != nil || layout.safeAreaLayoutGuide != nil
            || layout.readableContentGuide != nil
    }

    /// Called by the layout pass just before the view's layout: brings the recorded insets up to date (from the
    /// superview's record, which the pass refreshed first; from the whole chain for the view the pass starts at),
    /// calls the callbacks when they changed, and brings the view's guides up to date.
    final func refreshSafeAreaForLayout(isPassRoot: Bool) {
        if !isPassRoot, Self.hasSettledSafeArea(.passUnretained(self)) { return }
        let old = recordedSafeAreaInsets
        let new: UIEdgeInsets
        if isPassRoot {
            new = safeAreaInsets
        } else if let superview = storedSuperview {
            let parentRecord = superview.recordedSafeAreaInsets
            // The common case: no insets above, none before, no controller to add any.
            if parentRecord == .zero && old == .zero && !flags.contains(.isControllerRoot) {
                new = .zero
            } else {
                new = insetsFromSuperview(parentRecord)
            }
        } else {
            new = (self as? UIWindow).map { insetsFromScreen($0.screen) } ?? .zero
        }
        if new != old {
            recordedSafeAreaInsets = new
            safeAreaInsetsChanged()
        }
        // Guides also follow the bounds (the readable width) and the superview's margins: the engine ignores
        // insets that did not change.
        if hasUIKitGuide { LayoutActivation.guideInsetsChanged(self) }
    }

    /// Whether the view's safe area has nothing to refresh: no insets recorded on it or its superview, no
    /// controller to add any, no UIKit guide to follow its bounds (the common case: what the general path would
    /// find, for every laid-out leaf of a plain screen). Reads without reference counting: no app code runs, and
    /// the superview of a live view is alive. (Nonisolated, as the unretained hop's walks: a main-actor closure
    /// passed to `Unmanaged` checks its executor on every call.)
    private nonisolated static func hasSettledSafeArea(_ view: Unmanaged<UIView>) -> Bool {
        view._withUnsafeGuaranteedRef { view in
            guard !view.flags.contains(.isControllerRoot), let superview = view.superviewRef else { return false }
            if let layout = view.extras?.layout {
                guard layout.safeAreaInsets == .zero, layout.layoutMarginsGuide == nil,
                    layout.safeAreaLayoutGuide == nil, layout.readableContentGuide == nil
                else { return false }
            }
            return superview._withUnsafeGuaranteedRef { ($0.extras?.layout?.safeAreaInsets ?? .zero) == .zero }
        }
    }

    /// Called by the layout pass just after the view's layout (which may have moved its subviews): marks the
    /// subviews whose insets now differ from their record for layout in this pass.
    final func propagateSafeAreaToSubviews() {
        let record = recordedSafeAreaInsets
        for subview in storedSubviews where !subview.flags.contains(.needsLayout) {
            if record == .zero && !subview.flags.contains(.isControllerRoot)
                && subview.recordedSafeAreaInsets == .zero
            {
                continue
            }
            guard subview.insetsFromSuperview(record) != subview.recordedSafeAreaInsets else { continue }
            // The pass descends into the receiver after this (its parents are done: no need to mark them).
            subview.flags.insert(.needsLayout)
            flags.insert(.subtreeNeedsLayout)
        }
    }

    /// The recorded insets changed: the view, its controller, and (as the margins are measured from the safe area)
    /// the margins' callbacks.
    private func safeAreaInsetsChanged() {
        safeAreaInsetsDidChange()
        let controller = controllerOwningRootView
        controller?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea {
            layoutMarginsDidChange()
            controller?.viewLayoutMarginsDidChange()
        }
    }
}
