// The safe area: the part of a view's bounds that the screen's hardware and controllers' additional insets leave.
//
// Invariants: a view's safe rectangle (window coordinates) is its window's bounds inset by the screen's safe-area
// insets, narrowed by the `additionalSafeAreaInsets` of every controller whose root view is the view or an ancestor;
// `safeAreaInsets` is how far that rectangle's edges reach into the view's frame. The layout pass recomputes the
// stored insets of views that use Auto Layout or are controllers' root views, and calls the callbacks on a change.
import Foundation

extension UIView {
    /// The insets of the view's bounds that the screen's edges and controllers' additional insets cover.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let safe = safeRect(in: window)
        let frame = window === self ? bounds : boundsInWindow(window)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    }

    /// `convert(bounds, to: window)` in one walk up: the four corners go through each ancestor as `convertPoint`
    /// takes them (the same arithmetic, so the same result), without finding the root once per corner.
    private func boundsInWindow(_ window: UIWindow) -> CGRect {
        let r = bounds.standardized
        var a = CGPoint(x: r.minX, y: r.minY)
        var b = CGPoint(x: r.maxX, y: r.minY)
        var c = CGPoint(x: r.minX, y: r.maxY)
        var d = CGPoint(x: r.maxX, y: r.maxY)
        var view: UIView = self
        while view !== window, let parent = view.storedSuperview {
            a = view.convertToSuperview(a)
            b = view.convertToSuperview(b)
            c = view.convertToSuperview(c)
            d = view.convertToSuperview(d)
            view = parent
        }
        let minX = min(min(a.x, b.x), min(c.x, d.x))
        let minY = min(min(a.y, b.y), min(c.y, d.y))
        let maxX = max(max(a.x, b.x), max(c.x, d.x))
        let maxY = max(max(a.y, b.y), max(c.y, d.y))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The view's bounds inset by its safe-area insets, as a guide for constraints.
    public var safeAreaLayoutGuide: UILayoutGuide { uikitGuide(.safeArea) }

    /// The safe rectangle of the view, in its window's coordinates.
    private func safeRect(in window: UIWindow) -> CGRect {
        var rect = window.bounds.inset(by: window.screen.safeAreaInsets)
        // Intersections commute: the ancestors are visited upwards, with no list of them.
        var current: UIView? = self
        while let view = current, view !== window {
            current = view.superview
            guard let controller = view.controllerOwningRootView, controller.additionalSafeAreaInsets != .zero else {
                continue
            }
            let frame = view.convert(view.bounds, to: window).inset(by: controller.additionalSafeAreaInsets)
            rect = rect.intersection(frame)
        }
        return rect
    }

    /// Recomputes the stored safe-area insets of a view the layout pass reaches; on a change the guides follow and
    /// the callbacks run.
    func refreshSafeAreaInsets() {
        guard extras?.layout != nil || flags.contains(.isControllerRoot) else { return }
        let insets = safeAreaInsets
        let layout = ensuredLayout
        guard insets != layout.safeAreaInsets else { return }
        layout.safeAreaInsets = insets
        LayoutActivation.guideInsetsChanged(self)
        safeAreaInsetsDidChange()
        controllerOwningRootView?.viewSafeAreaInsetsDidChange()
    }
}
