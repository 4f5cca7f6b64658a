// Finds the views that contain a point on screen but did not get it, and the first reason for each.
//
// Invariants:
// - Both walks are iterative (no recursion). `misses` is one pre-order walk over the window's tree, linear in the
//   number of views; `reason(for:)` walks only the view's ancestor path, the hit view's ancestor path and the
//   subviews of the one ancestor where the two paths part.
// - The point moves into each view exactly as hit-testing moves it (`convertFromSuperview`, HT-8: centre, inverse
//   transform, bounds origin).
// - "Contains the point" means inside the view's bounds (min edges in, max edges out, HT-5) or its hit area
//   (`point(inside:with:)`), and not clipped away by an ancestor with `clipsToBounds`. Hidden or transparent views
//   count: the point is where they are laid out.
// - The hit view and its ancestors never miss: they took, or passed on, the point.
// - The reason given is the first that applies from the window down: a blocking ancestor (the top-most one, since
//   the hit-test never got below it), then the view's own state, then a view in front that won, then an override.
// - Only view state is read, and `point(inside:with:)` and `hitTest(_:with:)` are called with a nil event, which
//   has no side effects (HT-13, HT-15).
import Foundation

/// Why views did not get a point: the "why not" of one hit-test of one window.
///
/// The analysis answers, for a point given to a window's hit-test, which views contain the point on screen (in
/// their bounds or hit area, not clipped away) but were not returned, and the first reason each was passed over:
/// an ancestor that is hidden, transparent, disabled or does not contain the point; the view's own state; a view in
/// front that took the point; or an override. It only reads views, so it may run at any time, for any point.
///
/// ```swift
/// let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 40, y: 300))
/// for miss in analysis.misses(limit: 10).misses { print(miss.summary) }
/// if !analysis.reaches(saveButton) { print(analysis.reason(for: saveButton)!) }
/// ```
@MainActor
public struct HitTestAnalysis {
    /// The window whose hit-test is analysed.
    public let window: UIWindow
    /// The point, in the window's bounds coordinates (what `window.hitTest(_:with:)` is given).
    public let point: CGPoint
    /// The view the hit-test returned, or nil.
    public let hitView: UIView?

    /// Analyses `point` in `window`, hit-testing the window (`hitTest(_:with: nil)`, no side effects) to find the
    /// hit view.
    public init(window: UIWindow, point: CGPoint) {
        self.init(window: window, point: point, hitView: window.hitTest(point, with: nil))
    }

    /// Analyses `point` in `window` when the caller already knows the hit view (for example from the touch the
    /// point began): `hitView` should be what `window.hitTest(point, with:)` returned.
    public init(window: UIWindow, point: CGPoint, hitView: UIView?) {
        self.window = window
        self.point = point
        self.hitView = hitView
    }

    /// Whether the point reaches `view`: the hit view is `view` or one of its descendants. Exactly the views for
    /// which ``reason(for:)`` is nil.
    public func reaches(_ view: UIView) -> Bool {
        var current = hitView
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The views that contain the point on screen but did not get it, in pre-order (a view before its subviews,
    /// back to front), each with its first reason; at most `limit` of them (0: all), and how many more there were.
    public func misses(limit: Int = 0) -> (misses: [HitTestMiss], omitted: Int) {
        misses(limit: limit) { _ in true }
    }

    /// The misses of the views for which `isIncluded` is true, as ``misses(limit:)``: `limit` and `omitted`
    /// count only those. Views left out still decide the reasons of the others (an excluded ancestor still blocks).
    public func misses(limit: Int = 0, where isIncluded: (UIView) -> Bool) -> (misses: [HitTestMiss], omitted: Int) {
        let towardHit = childrenTowardHit()
        var found: [HitTestMiss] = []
        var omitted = 0
        var stack = [Frame(view: window, point: point, blocker: nil, cover: nil, clipped: false)]
        while let frame = stack.popLast() {
            let view = frame.view
            let state = ViewState(view, at: frame.point)
            let onHitPath = view === hitView || towardHit[ObjectIdentifier(view)] != nil
            if !onHitPath, state.containsPoint, !frame.clipped, isIncluded(view) {
                let reason = frame.blocker ?? state.ownReason ?? frame.cover ?? .notReturned
                if limit <= 0 || found.count < limit {
                    found.append(HitTestMiss(view: view, reason: reason))
                } else {
                    omitted += 1
                }
            }
            let subviews = view.subviews
            guard !subviews.isEmpty else { continue }
            let childBlocker = frame.blocker ?? state.blocking(view)
            let childClipped = frame.clipped || (view.clipsToBounds && !state.inBounds)
            let winner = towardHit[ObjectIdentifier(view)]
            let front = winner.flatMap { winner in subviews.lastIndex { $0 === winner } }
            // Pushed front to back, so they are popped back to front: pre-order in subview order.
            for position in subviews.indices.reversed() {
                let child = subviews[position]
                var cover = frame.cover
                if let front, let winner, position < front { cover = .covered(by: winner) }
                stack.append(
                    Frame(
                        view: child, point: child.convertFromSuperview(frame.point), blocker: childBlocker,
                        cover: cover, clipped: childClipped))
            }
        }
        return (found, omitted)
    }

    /// The first reason `view` did not get the point, or nil when the point reaches it (``reaches(_:)``).
    ///
    /// Besides the reasons ``misses(limit:)`` gives, this answers ``HitTestMissReason/notAtPoint`` for a view that
    /// does not contain the point on screen and ``HitTestMissReason/notInWindow`` for a view outside the window.
    /// Linear in the depth of the view and of the hit view, plus the subviews of one ancestor.
    public func reason(for view: UIView) -> HitTestMissReason? {
        // The path window → view, built upwards.
        var path: [UIView] = []
        var current: UIView? = view
        while let candidate = current {
            path.append(candidate)
            current = candidate.superview
        }
        guard path.last === window else { return .notInWindow }
        if reaches(view) { return nil }
        let towardHit = childrenTowardHit()
        var point = self.point
        var blocker: HitTestMissReason?
        var cover: HitTestMissReason?
        var clipped = false
        // Down the ancestors (path[1...], window first), carrying what each decided for the view below it.
        for depth in stride(from: path.count - 1, to: 0, by: -1) {
            let current = path[depth]
            let child = path[depth - 1]
            let state = ViewState(current, at: point)
            if let winner = towardHit[ObjectIdentifier(current)], winner !== child {
                let subviews = current.subviews
                if let front = subviews.lastIndex(where: { $0 === winner }),
                    let position = subviews.lastIndex(where: { $0 === child }), position < front
                {
                    cover = .covered(by: winner)
                }
            }
            blocker = blocker ?? state.blocking(current)
            clipped = clipped || (current.clipsToBounds && !state.inBounds)
            point = child.convertFromSuperview(point)
        }
        let state = ViewState(view, at: point)
        guard state.containsPoint, !clipped else { return .notAtPoint }
        return blocker ?? state.ownReason ?? cover ?? .notReturned
    }

    /// For each ancestor of the hit view, the subview on the way to it.
    private func childrenTowardHit() -> [ObjectIdentifier: UIView] {
        var towardHit: [ObjectIdentifier: UIView] = [:]
        var current = hitView
        while let child = current, let parent = child.superview {
            towardHit[ObjectIdentifier(parent)] = child
            current = parent
        }
        return towardHit
    }

    /// One view waiting to be examined, with what its ancestors decided.
    private struct Frame {
        var view: UIView
        var point: CGPoint
        var blocker: HitTestMissReason?
        var cover: HitTestMissReason?
        var clipped: Bool
    }

    /// What the default hit-test sees of one view at one point (in the view's bounds coordinates).
    @MainActor
    private struct ViewState {
        /// Why the default hit-test skips the view before looking at the point, in the order UIKit checks (HT-2).
        let exclusion: HitTestMissReason?
        /// Whether the point is inside the bounds (HT-5).
        let inBounds: Bool
        /// Whether `point(inside:with:)` is true.
        let inHitArea: Bool

        init(_ view: UIView, at point: CGPoint) {
            if view.isHidden {
                exclusion = .hidden
            } else if !view.isUserInteractionEnabled {
                exclusion = .interactionDisabled
            } else if !(view.alpha > UIView.hitTestAlphaThreshold) {
                exclusion = .transparent(alpha: Double(view.alpha))
            } else {
                exclusion = nil
            }
            inBounds = view.defaultPointInside(point)
            inHitArea = view.point(inside: point, with: nil)
        }

        /// Whether the view contains the point on screen: in its bounds or its hit area.
        var containsPoint: Bool { inBounds || inHitArea }

        /// Whether the hit-test enters the view: not excluded and the point is in its hit area.
        var entered: Bool { exclusion == nil && inHitArea }

        /// The reason from the view's own state, if any: its exclusion, else a point outside its hit area.
        var ownReason: HitTestMissReason? {
            exclusion ?? (inHitArea ? nil : .outsideHitArea)
        }

        /// What the subviews of `view` inherit when it is excluded or the point is outside it.
        func blocking(_ view: UIView) -> HitTestMissReason? {
            switch exclusion {
            case .hidden: return .ancestorHidden(view)
            case .interactionDisabled: return .ancestorInteractionDisabled(view)
            case .transparent(let alpha): return .ancestorTransparent(view, alpha: alpha)
            default: return entered ? nil : .outsideAncestor(view)
            }
        }
    }
}
