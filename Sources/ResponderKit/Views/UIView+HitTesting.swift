// UIKit's hit-test: the default `hitTest(_:with:)` and `point(inside:with:)` (spec HT-1 … HT-15).
//
// Invariants:
// - The default implementation calls the public, overridable `hitTest`/`point(inside:)` of every view it
//   visits (HT-7), converting the point with the subview's centre, transform and bounds origin (HT-8).
// - It has no side effects besides tracing, and with a nil event or no tracer it allocates nothing.
// - Subviews are iterated over a snapshot (copy-on-write, no copy unless a hook mutates), so an override that
//   mutates the hierarchy cannot crash the walk.
// - Two walks: `defaultSubtreeHit` (no overridable method below it: a loop over unretained views) and
//   `overridableHitTest` (calls overrides, and records a trace when the event carries one). Both ask subviews
//   front-most first, through the grid index (`SubviewIndex.firstHit`) in containers of 32 subviews or more
//   unless tracing; the oracle tests run against both, traced and untraced (HitTestWalkOracleTests.swift).
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
        let trace = event?.hitTestTrace
        if trace == nil && flags.contains(.subtreeHitTestsByDefault) {
            return UIView.defaultSubtreeHit(Unmanaged.passUnretained(self), point)?.takeUnretainedValue()
        }
        return overridableHitTest(point, with: event, trace: trace)
    }

    /// The walk that calls the overridable `point(inside:with:)` of the receiver and `hitTest(_:with:)` of its
    /// subviews (HT-7), recording every step when `trace` is set.
    ///
    /// The subviews are walked over a strong snapshot (copy-on-write, no copy unless an override changes them),
    /// so an override that mutates the hierarchy cannot crash the walk. A traced walk asks every subview, front
    /// to back, so the trace shows each visit; an untraced one may ask only the grid index's candidates.
    private func overridableHitTest(_ point: CGPoint, with event: UIEvent?, trace: HitTestTrace?) -> UIView? {
        // The recursive frame holds only the loop: entering, tracing and the index are out-of-line helpers, so a
        // traced hit-test of a 10,000-level hierarchy fits the stack even in debug builds.
        guard enters(at: point, with: event, trace: trace) else { return nil }
        let snapshot = storedSubviews
        if trace == nil && snapshot.count >= UIView.spatialIndexMinimumSubviews {
            return indexedOverridableHitTest(point, snapshot, with: event) ?? self
        }
        var hit: UIView?
        var index = snapshot.count
        while hit == nil && index > 0 {
            index -= 1
            let subview = snapshot[index]
            trace?.prepare()
            hit = subview.hitTest(subview.convertFromSuperview(point), with: event)
            trace?.recordReturn(of: subview, result: hit)
        }
        return finish(hit ?? self, trace: trace)
    }

    /// Whether the walk that calls overrides enters the receiver: recorded, and one level deeper, when traced.
    @inline(never)
    private func enters(at point: CGPoint, with event: UIEvent?, trace: HitTestTrace?) -> Bool {
        guard let trace else { return isHitTestCandidate && self.point(inside: point, with: event) }
        let verdict = hitTestExclusion ?? (self.point(inside: point, with: event) ? .inside : .outside)
        trace.tracer.record(.hitTestVisit(view: self, point: point, depth: trace.depth, verdict: verdict))
        guard verdict == .inside else {
            trace.finish(self, result: nil)
            return false
        }
        trace.depth += 1
        return true
    }

    /// Ends the receiver's level of the walk that calls overrides, returning `result`.
    @inline(never)
    private func finish(_ result: UIView, trace: HitTestTrace?) -> UIView {
        if let trace {
            trace.depth -= 1
            trace.finish(self, result: result)
        }
        return result
    }

    /// The grid index's part of the walk that calls overrides, out of line (an untraced walk only).
    @inline(never)
    private func indexedOverridableHitTest(_ point: CGPoint, _ snapshot: [UIView], with event: UIEvent?) -> UIView? {
        let index = ensuredSubviewIndex
        assert(index.subviewCount == snapshot.count, "UIView: the grid index does not match the subviews")
        return index.firstHit(at: point) { position in
            let subview = snapshot[position]
            return subview.hitTest(subview.convertFromSuperview(point), with: event)
        }
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
            let (count, front) = node._withUnsafeGuaranteedRef {
                (Int($0.subviewStorage.count), $0.subviewStorage.front)
            }
            guard count > 0, var subview = front else { return node }
            if count >= UIView.spatialIndexMinimumSubviews {
                guard let (entered, local) = node._withUnsafeGuaranteedRef({ $0.indexedEntry(point) })
                else { return node }
                node = entered
                point = local
                continue descent
            }
            // Front-most first; the front-most subview comes from the view itself (one dependent load fewer).
            var index = count - 1
            while true {
                if let (entered, local) = UIView.entry(subview, point) {
                    node = entered
                    point = local
                    continue descent
                }
                if index == 0 { return node }
                index -= 1
                subview = node._withUnsafeGuaranteedRef { $0.subviewStorage.unretainedElement(at: index) }
            }
        }
    }

    /// The index path of ``defaultSubtreeHit(_:_:)``: the front-most subview entered at `point`, with the point
    /// in its coordinates. Out of line: only containers of 32 or more subviews take it.
    @inline(never)
    private nonisolated func indexedEntry(_ point: CGPoint) -> (Unmanaged<UIView>, CGPoint)? {
        let index = ensuredSubviewIndex
        assert(index.subviewCount == Int(subviewStorage.count), "UIView: the grid index does not match the subviews")
        return index.firstHit(at: point) { position in
            UIView.entry(subviewStorage.unretainedElement(at: position), point)
        }
    }

    /// The subview with the point in its coordinates, if the default hit-test enters it at `point` (in its
    /// superview's coordinates).
    @inline(__always)
    private nonisolated static func entry(_ subview: Unmanaged<UIView>, _ point: CGPoint)
        -> (Unmanaged<UIView>, CGPoint)?
    {
        subview._withUnsafeGuaranteedRef { view in
            let local = view.convertFromSuperview(point)
            return view.isEntered(at: local) ? (subview, local) : nil
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

    /// The grid index of the subviews, built at the first hit-test after a change.
    private nonisolated var ensuredSubviewIndex: SubviewIndex {
        if let existing = subviewIndex { return existing }
        let index = SubviewIndex(subviews: storedSubviews)
        subviewIndex = index
        return index
    }

    /// Subview count from which a container hit-tests through a grid index (`SubviewIndex`).
    nonisolated static let spatialIndexMinimumSubviews = 32

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
}
