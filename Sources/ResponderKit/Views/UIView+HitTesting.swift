// UIKit's hit-test: the default `hitTest(_:with:)` and `point(inside:with:)` (spec HT-1 … HT-15).
//
// Invariants:
// - The default implementation calls the public, overridable `hitTest`/`point(inside:)` of every view it
//   visits (HT-7), converting the point with the subview's centre, transform and bounds origin (HT-8).
// - It has no side effects besides tracing, and with a nil event or no tracer it allocates nothing.
// - Subviews are iterated over a snapshot (copy-on-write, no copy unless a hook mutates), so an override that
//   mutates the hierarchy cannot crash the walk.
import Foundation

extension UIView {
    /// Alpha at or below which a view is treated as transparent to touches (HT-3).
    public static let hitTestAlphaThreshold: CGFloat = 0.01

    /// Returns the farthest descendant of the receiver (including itself) that contains `point`, given in the
    /// receiver's bounds coordinates, or nil (HT-1, HT-2).
    ///
    /// Hidden views, views with `isUserInteractionEnabled == false` and views with alpha ≤ 0.01 return nil
    /// with their whole subtree (HT-4). Subviews are asked front-most first (HT-2).
    @inline(__always)
    final func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let trace = event?.hitTestTrace {
            return tracedHitTest(point, with: event, trace: trace)
        }
        guard !flags.contains(.hidden), flags.contains(.userInteractionEnabled),
            storedAlpha > UIView.hitTestAlphaThreshold,
            self.point(inside: point, with: event)
        else { return nil }
        let subviews = storedSubviews
        if subviews.count >= UIView.spatialIndexMinimumSubviews {
            return indexedHitTest(point, subviews: subviews, with: event) ?? self
        }
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    /// Subview count from which a container hit-tests through a grid index (`SubviewIndex`).
    static let spatialIndexMinimumSubviews = 32

    @inline(never)
    private func indexedHitTest(_ point: CGPoint, subviews: [UIView], with event: UIEvent?) -> UIView? {
        let index: SubviewIndex
        if let existing = subviewIndex {
            index = existing
        } else {
            index = SubviewIndex(subviews: subviews)
            subviewIndex = index
        }
        return index.hitTest(point, subviews: subviews, with: event)
    }

    /// Whether `point`, in the receiver's bounds coordinates, is inside it. By default: `bounds.contains(point)`,
    /// min edges inside and max edges outside (HT-5).
    @inline(__always)
    final func defaultPointInside(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    /// The reason the default hit-test rejects this view before looking at the point, if any.
    var hitTestExclusion: HitTestVerdict? {
        if flags.contains(.hidden) { return .hidden }
        if !flags.contains(.userInteractionEnabled) { return .userInteractionDisabled }
        if !(storedAlpha > UIView.hitTestAlphaThreshold) { return .transparent(alpha: Double(storedAlpha)) }
        return nil
    }

    // Tracing work lives in non-inlined helpers so the recursive frame stays small: a traced hit-test of a
    // 10,000-level hierarchy must not overflow the stack.
    private func tracedHitTest(_ point: CGPoint, with event: UIEvent?, trace: HitTestTrace) -> UIView? {
        let depth = trace.depth
        guard recordVisit(point, with: event, trace: trace, depth: depth) else {
            trace.finish(self, result: nil)
            return nil
        }
        var result: UIView? = self
        let subviews = storedSubviews
        var index = subviews.count
        trace.depth = depth + 1
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            trace.prepare()
            let hit = subview.hitTest(subview.convertFromSuperview(point), with: event)
            trace.recordReturn(of: subview, depth: depth + 1, result: hit)
            if let hit {
                result = hit
                break
            }
        }
        trace.depth = depth
        trace.finish(self, result: result)
        return result
    }

    /// Records the visit of this view and returns whether the search enters it.
    @inline(never)
    private func recordVisit(_ point: CGPoint, with event: UIEvent?, trace: HitTestTrace, depth: Int) -> Bool {
        let verdict = hitTestExclusion ?? (self.point(inside: point, with: event) ? .inside : .outside)
        trace.tracer.record(.hitTestVisit(view: self, point: point, depth: depth, verdict: verdict))
        return verdict == .inside
    }
}

/// State of one traced hit-test, carried by the event.
@MainActor
final class HitTestTrace {
    let tracer: EventTracer
    var depth = 0
    /// What the default implementation of `defaultResultOwner` last returned.
    var defaultResult: UIView?
    // Only compared for identity during one traced hit-test; not weak, to add no side table to views.
    unowned(unsafe) var defaultResultOwner: UIView?

    init(tracer: EventTracer) {
        self.tracer = tracer
    }

    /// Forgets the last default result before a subview is asked.
    func prepare() {
        defaultResult = nil
        defaultResultOwner = nil
    }

    /// Notes what the default implementation of `view` computed.
    func finish(_ view: UIView, result: UIView?) {
        defaultResult = result
        defaultResultOwner = view
    }

    /// Records what `view.hitTest` returned to its caller, with what its default implementation computed.
    @inline(never)
    func recordReturn(of view: UIView, depth: Int, result: UIView?) {
        let computed: UIView?? = defaultResultOwner === view ? .some(defaultResult) : .none
        tracer.record(.hitTestReturned(view: view, depth: depth, result: result, defaultResult: computed))
    }
}
