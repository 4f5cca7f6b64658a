// Finds the views that contain a point on screen but did not get it, and the first reason for each.
//
// Invariants:
// - One iterative pre-order walk over the window's tree (no recursion, linear in the number of views), converting
//   the point into each view exactly as hit-testing does (HT-8: centre, inverse transform, bounds origin).
// - "Contains the point" means inside the view's bounds (min edges in, max edges out, HT-5) or its hit area
//   (`point(inside:with:)`), and not clipped away by an ancestor with `clipsToBounds`. Hidden or transparent views
//   count: the point is where they are laid out.
// - The hit view and its ancestors are never listed: they took, or passed on, the point.
// - The reason given is the first that applies from the window down: a blocking ancestor (the top-most one, since
//   the walk never got below it), then the view's own state, then a view in front that won, then pass-through.
// - It only reads view state and calls `point(inside:with:)` with a nil event, which has no side effects (HT-13,
//   HT-15).
import Foundation
import ResponderKit

/// The "why not" analysis of one point in one window.
@MainActor
struct ExplainWhyAnalysis {
    let built: BuiltScene
    let windowIndex: Int
    let point: CGPoint
    let hit: Int?

    /// One view waiting to be examined, with what its ancestors decided.
    private struct Frame {
        var index: Int
        var point: CGPoint
        var blocker: ExplainWhyReason?
        var cover: Int?
        var clipped: Bool
    }

    /// The views that contain the point but did not get it (at most `limit`, 0 for all) and how many more there
    /// were.
    func run(limit: Int) -> (why: [ExplainWhy], omitted: Int) {
        let scene = built.scene
        // The child on the path to the hit view, for the hit view's ancestors.
        var towardHit: [Int: Int] = [:]
        if let hit {
            var current = hit
            while let parent = scene.views[current].parent {
                towardHit[parent] = current
                current = parent
            }
        }
        var found: [ExplainWhy] = []
        var omitted = 0
        var stack = [Frame(index: windowIndex, point: point, blocker: nil, cover: nil, clipped: false)]
        while let frame = stack.popLast() {
            let index = frame.index
            let view = built.views[index]
            let spec = scene.views[index]
            let onHitPath = index == hit || towardHit[index] != nil
            let bounds = view.bounds
            let inBounds = Self.contains(bounds, frame.point)
            let exclusion = Self.exclusion(of: view)
            let inHitArea = view.point(inside: frame.point, with: nil)
            let pointInside = exclusion == nil && inHitArea
            if !onHitPath, inBounds || inHitArea, !frame.clipped {
                let reason =
                    frame.blocker ?? exclusion ?? (pointInside ? nil : .outsideHitArea)
                    ?? frame.cover.map { .covered(by: $0) } ?? (spec.passThrough ? .passesThrough : .notReturned)
                if limit <= 0 || found.count < limit {
                    found.append(ExplainWhy(view: index, reason: reason))
                } else {
                    omitted += 1
                }
            }
            guard !spec.children.isEmpty else { continue }
            let childBlocker = frame.blocker ?? Self.blocking(exclusion, pointInside: pointInside, ancestor: index)
            let childClipped = frame.clipped || (view.clipsToBounds && !inBounds)
            let front = towardHit[index].map { scene.views[$0].position }
            for child in spec.children.reversed() {
                var cover = frame.cover
                if let front, let winner = towardHit[index], scene.views[child].position < front {
                    cover = winner
                }
                stack.append(
                    Frame(
                        index: child, point: Self.convert(frame.point, into: built.views[child]),
                        blocker: childBlocker, cover: cover, clipped: childClipped))
            }
        }
        return (found, omitted)
    }

    /// Why the default hit-test skips `view` before looking at the point, in the order UIKit checks (HT-2).
    private static func exclusion(of view: UIView) -> ExplainWhyReason? {
        if view.isHidden { return .hidden }
        if !view.isUserInteractionEnabled { return .interactionDisabled }
        if !(view.alpha > UIView.hitTestAlphaThreshold) { return .transparent(alpha: Double(view.alpha)) }
        return nil
    }

    /// What the subviews of `ancestor` inherit when it is excluded or the point is outside it.
    private static func blocking(
        _ exclusion: ExplainWhyReason?, pointInside: Bool, ancestor: Int
    ) -> ExplainWhyReason? {
        switch exclusion {
        case .hidden: return .ancestorHidden(ancestor)
        case .interactionDisabled: return .ancestorInteractionDisabled(ancestor)
        case .transparent(let alpha): return .ancestorTransparent(ancestor, alpha: alpha)
        default: return pointInside ? nil : .outsideAncestor(ancestor)
        }
    }

    /// Whether `rect` contains `point`, min edges inside and max edges outside (HT-5).
    static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
        point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }

    /// `point` converted from `view`'s superview into `view`'s bounds coordinates, as hit-testing does (HT-8).
    static func convert(_ point: CGPoint, into view: UIView) -> CGPoint {
        let bounds = view.bounds
        let center = view.center
        let transform = view.transform
        if transform.isIdentity {
            return CGPoint(
                x: point.x - center.x + bounds.origin.x + bounds.size.width / 2,
                y: point.y - center.y + bounds.origin.y + bounds.size.height / 2)
        }
        let offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
        let local = offset.applying(transform.inverted())
        return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }
}
