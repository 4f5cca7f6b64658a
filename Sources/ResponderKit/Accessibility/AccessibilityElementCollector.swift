// Collects a window's accessibility elements in reading order, as VoiceOver finds them.
//
// Invariants:
// - Discovery (AX-2): an object whose `isAccessibilityElement` is true is a leaf; any other view contributes its
//   `accessibilityElements` when set (in that order), otherwise its subviews.
// - Skipped (AX-3, AX-4): hidden and transparent (alpha ≤ 0.01) views with their subtrees, the subtree of a
//   container with `accessibilityElementsHidden`, the siblings of the front-most visible view with
//   `accessibilityViewIsModal`, and elements whose frame lies wholly outside a clipping ancestor that does not
//   scroll (a scroll view's content stays reachable: scrolling brings it into view).
// - Order (AX-5): top to bottom, then left to right, by `accessibilityFrame`, across every container that only
//   holds views; a container with explicit `accessibilityElements` keeps that order, and one with
//   `shouldGroupAccessibilityChildren` is read as a unit, sorted inside; each such unit sorts by its own frame.
// - Each object is visited at most once, so a cycle in `accessibilityElements` (an element listing its ancestor)
//   ends; the walk is iterative, so deep trees do not exhaust the stack.
import Foundation

/// Finds the accessibility elements of a window, in the order an assistive technology reads them.
@MainActor
struct AccessibilityElementCollector {
    /// A leaf, or a group read as a unit, with where it sorts.
    private struct Unit {
        var key: CGRect
        var elements: [UIResponder]
    }

    /// A container being read: its children and the units found so far.
    private struct Level {
        var container: UIResponder
        var children: [UIResponder]
        var next = 0
        var units: [Unit] = []
        var keepsOrder: Bool
        var clip: CGRect?
    }

    /// The elements of `window` in reading order; none when the window is hidden.
    static func elements(in window: UIWindow) -> [UIResponder] {
        guard !window.isHidden, !window.accessibilityElementsHidden else { return [] }
        if window.isAccessibilityElement { return [window] }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(window)]
        let root = level(for: window, clip: nil)
        var stack = [root]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].children.count else {
                let finished = stack.removeLast()
                let units = finished.keepsOrder ? finished.units : sorted(finished.units)
                guard !stack.isEmpty else { return units.flatMap(\.elements) }
                if finished.keepsOrder || finished.container.shouldGroupAccessibilityChildren {
                    let key = (finished.container as? UIView)?.screenFrame ?? units.first?.key ?? .zero
                    stack[stack.count - 1].units.append(Unit(key: key, elements: units.flatMap(\.elements)))
                } else {
                    stack[stack.count - 1].units.append(contentsOf: units)
                }
                continue
            }
            let child = stack[top].children[stack[top].next]
            stack[top].next += 1
            guard visited.insert(ObjectIdentifier(child)).inserted, isVisible(child) else { continue }
            let clip = stack[top].clip
            if child.isAccessibilityElement {
                let frame = child.accessibilityFrame
                if isOnScreen(frame, within: clip) { stack[top].units.append(Unit(key: frame, elements: [child])) }
                continue
            }
            if child.accessibilityElementsHidden { continue }
            stack.append(level(for: child, clip: clip))
        }
        return []
    }

    /// The level for reading `container`, whose ancestors clip to `clip` (screen coordinates).
    private static func level(for container: UIResponder, clip: CGRect?) -> Level {
        var childClip = clip
        if container is UIScrollView {
            childClip = nil
        } else if let view = container as? UIView, view.clipsToBounds {
            childClip = clip.map { $0.intersection(view.screenFrame) } ?? view.screenFrame
        }
        if let explicit = container.accessibilityElements {
            let children = explicit.compactMap { $0 as? UIResponder }
            return Level(container: container, children: children, keepsOrder: true, clip: childClip)
        }
        var children: [UIResponder] = (container as? UIView)?.subviews ?? []
        // AX-4: the front-most visible modal view hides its siblings.
        if let modal = children.last(where: { $0.accessibilityViewIsModal && isVisible($0) }) { children = [modal] }
        return Level(container: container, children: children, keepsOrder: false, clip: childClip)
    }

    /// Whether `object` can be seen: a view that is not hidden nor transparent (AX-3); any other element.
    private static func isVisible(_ object: UIResponder) -> Bool {
        guard let view = object as? UIView else { return true }
        return !view.isHidden && view.alpha > UIView.hitTestAlphaThreshold
    }

    /// Whether `frame` is not wholly clipped away by `clip`.
    private static func isOnScreen(_ frame: CGRect, within clip: CGRect?) -> Bool {
        guard let clip else { return true }
        if frame.isEmpty { return clip.contains(frame.origin) }
        return clip.intersects(frame)
    }

    /// `units` top to bottom, then left to right (AX-5); stable for equal origins.
    private static func sorted(_ units: [Unit]) -> [Unit] {
        units.enumerated().sorted { a, b in
            if a.element.key.minY != b.element.key.minY { return a.element.key.minY < b.element.key.minY }
            if a.element.key.minX != b.element.key.minX { return a.element.key.minX < b.element.key.minX }
            return a.offset < b.offset
        }.map(\.element)
    }
}
