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
    public nonisolated static let hitTestAlphaThreshold: CGFloat = 0.01

    /// Returns the farthest descendant of the receiver (including itself) that contains `point`, given in the
    /// receiver's bounds coordinates, or nil (HT-1, HT-2).
    ///
    /// Hidden views, views with `isUserInteractionEnabled == false`, views with alpha ≤ 0.01 and views running an
    /// animation without `.allowUserInteraction` return nil with their whole subtree (HT-4). Subviews are asked
    /// front-most first (HT-2).
    @inline(__always)
    final func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let trace = event?.hitTestTrace {
            return tracedHitTest(point, with: event, trace: trace)
        }
        if customHitTestingViews == 0 {
            return UIView.defaultSubtreeHit(Unmanaged.passUnretained(self), point)?.takeUnretainedValue()
        }
        guard isHitTestCandidate, self.point(inside: point, with: event)
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

    /// The default hit-test of a subtree in which every view hit-tests by default (`customHitTestingViews == 0`).
    ///
    /// No overridable method is called, so no user code runs and the hierarchy cannot change during the walk:
    /// views and subviews are read without retaining them (reference counting was half the cost of a hit-test).
    /// A view that is entered always answers (a descendant, or itself), so the first subview entered, front-most
    /// first, is the only one to search further: the walk is a loop, not a recursion.
    nonisolated static func defaultSubtreeHit(_ root: Unmanaged<UIView>, _ rootPoint: CGPoint)
        -> Unmanaged<UIView>?
    {
        guard root._withUnsafeGuaranteedRef({ $0.isEntered(at: rootPoint) }) else { return nil }
        var node = root
        var point = rootPoint
        descent: while true {
            let (count, front, elements) = node._withUnsafeGuaranteedRef {
                (Int($0.subviewCount), $0.frontSubview, $0.subviewElements)
            }
            guard count > 0, var subview = front, let elements else { return node }
            if count >= UIView.spatialIndexMinimumSubviews {
                let subviews = UnsafeBufferPointer(start: elements, count: count)
                guard let (entered, local) = node._withUnsafeGuaranteedRef({ $0.indexedEntry(point, subviews) })
                else { return node }
                node = entered
                point = local
                continue descent
            }
            // Front-most first; the front-most subview comes from the view itself (one dependent load fewer).
            var index = count - 1
            while true {
                let local = subview._withUnsafeGuaranteedRef { $0.convertFromSuperview(point) }
                if subview._withUnsafeGuaranteedRef({ $0.isEntered(at: local) }) {
                    node = subview
                    point = local
                    continue descent
                }
                if index == 0 { return node }
                index -= 1
                subview = elements[index]
            }
        }
    }

    /// Whether the default hit-test enters the receiver at `point`: it is visible, interactive, not transparent,
    /// and the point is inside its bounds.
    @inline(__always)
    private nonisolated func isEntered(at point: CGPoint) -> Bool {
        isHitTestCandidate && defaultPointInside(point)
    }

    /// Whether the view may be hit at all: not hidden, interactive, alpha above the threshold (HT-2 … HT-4) and
    /// not running an animation that disallows user interaction. One test of the flags word.
    @inline(__always)
    nonisolated final var isHitTestCandidate: Bool {
        flags.intersection([.hidden, .userInteractionEnabled, .transparent, .animating]) == .userInteractionEnabled
    }

    /// The index path of ``defaultSubtreeHit(_:_:)``: the front-most subview entered at `point`, with the point
    /// in its coordinates.
    @inline(never)
    private nonisolated func indexedEntry(_ point: CGPoint, _ subviews: UnsafeBufferPointer<Unmanaged<UIView>>)
        -> (Unmanaged<UIView>, CGPoint)?
    {
        return ensuredSubviewIndex.firstHit(at: point) { position in
            let subview = subviews[position]
            let local = subview._withUnsafeGuaranteedRef { $0.convertFromSuperview(point) }
            return subview._withUnsafeGuaranteedRef { $0.isEntered(at: local) } ? (subview, local) : nil
        }
    }

    /// The grid index of the subviews, built at the first hit-test after a change.
    private nonisolated var ensuredSubviewIndex: SubviewIndex {
        if let existing = subviewIndex { return existing }
        let index = SubviewIndex(subviews: storedSubviews)
        subviewIndex = index
        return index
    }

    /// Subview count from which a container hit-tests through a grid index (`SubviewIndex`).
    nonisolated static let spatialIndexMinimumSubviews = 32

    @inline(never)
    private func indexedHitTest(_ point: CGPoint, subviews: [UIView], with event: UIEvent?) -> UIView? {
        return ensuredSubviewIndex.firstHit(at: point) { position in
            let subview = subviews[position]
            return subview.hitTest(subview.convertFromSuperview(point), with: event)
        }
    }

    /// Whether `point`, in the receiver's bounds coordinates, is inside it. By default: `bounds.contains(point)`,
    /// min edges inside and max edges outside (HT-5).
    @inline(__always)
    nonisolated final func defaultPointInside(_ point: CGPoint) -> Bool {
        // Stored bounds are standardized (non-negative size), so the edges need no min/max.
        let b = storedBounds
        return point.x >= b.origin.x && point.x < b.origin.x + b.size.width && point.y >= b.origin.y
            && point.y < b.origin.y + b.size.height
    }

    /// The reason the default hit-test rejects this view before looking at the point, if any.
    var hitTestExclusion: HitTestVerdict? {
        if flags.contains(.hidden) { return .hidden }
        if !flags.contains(.userInteractionEnabled) { return .userInteractionDisabled }
        if flags.contains(.transparent) { return .transparent(alpha: Double(storedAlpha)) }
        if flags.contains(.animating) { return .animating }
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
