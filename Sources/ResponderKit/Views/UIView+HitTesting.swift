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
        guard !flags.contains(.hidden), flags.contains(.userInteractionEnabled), alpha > UIView.hitTestAlphaThreshold,
            self.point(inside: point, with: event)
        else { return nil }
        let subviews = storedSubviews
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
        if !(alpha > UIView.hitTestAlphaThreshold) { return .transparent(alpha: Double(alpha)) }
        return nil
    }

    private func tracedHitTest(_ point: CGPoint, with event: UIEvent?, trace: HitTestTrace) -> UIView? {
        let depth = trace.depth
        var verdict = hitTestExclusion
        if verdict == nil { verdict = self.point(inside: point, with: event) ? .inside : .outside }
        trace.tracer.record(.hitTestVisit(view: self, point: point, depth: depth, verdict: verdict ?? .outside))
        var result: UIView?
        if verdict == .inside {
            result = self
            let subviews = storedSubviews
            var index = subviews.count
            trace.depth = depth + 1
            while index > 0 {
                index -= 1
                let subview = subviews[index]
                trace.defaultResult = nil
                trace.defaultResultOwner = nil
                let hit = subview.hitTest(subview.convertFromSuperview(point), with: event)
                let computed: UIView?? = trace.defaultResultOwner === subview ? .some(trace.defaultResult) : .none
                trace.tracer.record(
                    .hitTestReturned(view: subview, depth: depth + 1, result: hit, defaultResult: computed))
                if let hit {
                    result = hit
                    break
                }
            }
            trace.depth = depth
        }
        trace.defaultResult = result
        trace.defaultResultOwner = self
        return result
    }
}

/// State of one traced hit-test, carried by the event.
@MainActor
final class HitTestTrace {
    let tracer: EventTracer
    var depth = 0
    /// What the default implementation of `defaultResultOwner` last returned.
    var defaultResult: UIView?
    weak var defaultResultOwner: UIView?

    init(tracer: EventTracer) {
        self.tracer = tracer
    }
}
