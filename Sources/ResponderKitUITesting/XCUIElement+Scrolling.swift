// Scrolling a container until an element can be hit, by real drags, as KIF's and EarlGrey's scroll-to actions do
// (UT-62).
//
// Invariants: each step is one finger dragging a third of the container's height, then resting before it lifts,
// so the scroll view does not coast and every step moves the content by the same amount; the search goes toward the
// element when it is in the tree, else down the content; it stops when the element is hittable, when a step moves
// nothing (an end of the content, after which it searches the other way once), or after `maxSwipes` steps.
import Foundation
import ResponderKit

extension XCUIElement {
    /// Scrolls this element (a table, collection or scroll view) by real drags until `element` is hittable.
    ///
    /// - Parameters:
    ///   - element: The element to bring into view; it may not be in the tree yet (a cell not loaded).
    ///   - maxSwipes: The most drags to make.
    /// - Returns: Whether `element` is hittable at the end; a failure is reported when it is not.
    @discardableResult
    public func scrollToElement(_ element: XCUIElement, maxSwipes: Int = 30) -> Bool {
        var direction: CGFloat = -1
        var turned = false
        for _ in 0..<max(maxSwipes, 0) {
            if element.isHittable { return true }
            guard let container = resolvedOrReport() else { return false }
            if case .success(let target) = element.resolve() {
                direction = target.frame.midY < container.frame.midY ? 1 : -1
            }
            let before = contentSignature()
            guard scrollStep(direction: direction, in: container) else { return false }
            if contentSignature() == before {
                guard !turned else { break }
                turned = true
                direction = -direction
            }
        }
        if element.isHittable { return true }
        owner.report(
            XCUITestFailure(
                kind: .notHittable,
                message: "Failed to scroll \(summary) to \(element.summary): not hittable after \(maxSwipes) drags"))
        return false
    }

    /// The frames of the container's descendants, to tell whether a step moved the content.
    private func contentSignature() -> [CGRect] {
        guard case .success(let node) = resolve() else { return [] }
        return node.descendants.prefix(64).map(\.frame)
    }

    /// One drag of a third of the container's height in `direction` (-1 up, 1 down), resting before the lift.
    private func scrollStep(direction: CGFloat, in container: ElementSnapshot) -> Bool {
        perform("scroll") { node, start throws(InputError) in
            let distance = max(node.frame.height / 3, 40)
            let end = CGPoint(x: start.x, y: start.y + direction * distance)
            let simulator = owner.simulator
            let touch = try simulator.touchDown(at: start)
            do throws(InputError) {
                for step in 1...10 {
                    simulator.advance(by: 0.03)
                    let f = CGFloat(step) / 10
                    try simulator.touchMove(touch, to: CGPoint(x: start.x, y: start.y + (end.y - start.y) * f))
                }
                // Resting still before lifting leaves no velocity, so the content does not coast.
                simulator.advance(by: 0.3)
                try simulator.touchMove(touch, to: end)
                try simulator.touchUp(touch)
            } catch {
                try? simulator.touchCancel(touch)
                throw error
            }
        }
    }
}
