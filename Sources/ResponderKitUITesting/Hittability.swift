// Whether a tap at an element's activation point reaches it, and why not, from ResponderKit's public hit-test
// analysis (UT-30 … UT-33).
//
// Invariants: read-only (hit-tests run with a nil event, which has no side effects); the window that takes the
// point is found as the input layer finds it: the visible windows front to back, the first whose hit-test returns
// a view. The reason is the first in UIKit's order (HitTestAnalysis), with the view that took the point.
import Foundation
import ResponderKit

/// The result of checking one element.
struct HitResult {
    /// Whether the tap reaches the element or one of its descendants.
    var isHittable: Bool
    /// Why not, in one sentence, naming the view that took the point; nil when hittable.
    var reason: String?
}

/// Hit checks for elements.
@MainActor
enum Hittability {
    /// Checks whether a tap at `node`'s activation point reaches it in `application`.
    static func check(_ node: ElementSnapshot, in application: UIApplication) -> HitResult {
        check(node, at: node.activationPoint, in: application)
    }

    /// Checks whether a tap at `point` (screen coordinates) reaches `node`.
    static func check(_ node: ElementSnapshot, at point: CGPoint, in application: UIApplication) -> HitResult {
        let pointName = "its hit point {\(number(point.x)), \(number(point.y))}"
        guard point.x.isFinite, point.y.isFinite else {
            return HitResult(isHittable: false, reason: "\(pointName) is not a finite point")
        }
        if case .key = node.synthetic {
            return HitResult(isHittable: application.keyboard.isVisible, reason: "the keyboard is hidden")
        }
        guard let target = node.hitView, let targetWindow = target.window else {
            return HitResult(isHittable: false, reason: "it has no view in a window to receive a touch")
        }
        var taker: (window: UIWindow, view: UIView)?
        for window in application.windowsFrontToBack {
            if let view = window.hitTest(window.convert(point, from: nil), with: nil) {
                taker = (window, view)
                break
            }
        }
        let windowPoint = targetWindow.convert(point, from: nil)
        let hitInTarget = taker?.window === targetWindow ? taker?.view : targetWindow.hitTest(windowPoint, with: nil)
        let analysis = HitTestAnalysis(window: targetWindow, point: windowPoint, hitView: hitInTarget)
        if taker == nil || taker?.window === targetWindow,
            let passThrough = passesThrough(target, analysis: analysis, pointName: pointName)
        {
            return passThrough
        }
        if let reason = analysis.reason(for: target) {
            var sentence = "\(pointName): \(reason.description(of: target, naming: HitTestMissWording.defaultName))"
            if let taker {
                sentence += "; the point went to \(HitTestMissWording.defaultName(of: taker.view))"
            } else {
                sentence += "; no view took the point"
            }
            return HitResult(isHittable: false, reason: sentence)
        }
        if let taker, taker.window !== targetWindow {
            let name = HitTestMissWording.defaultName(of: taker.window)
            return HitResult(
                isHittable: false,
                reason: "\(pointName): window \(name) is in front of its window and took the point (it went to "
                    + "\(HitTestMissWording.defaultName(of: taker.view)))")
        }
        return HitResult(isHittable: true, reason: nil)
    }

    /// A view that does not take touches itself (a label or image view, interaction off) is hit when the touch at
    /// its point falls through to one of its ancestors, as XCUITest's accessibility hit-test finds it there; when
    /// something else takes the point, it is covered by that. Nil for other views.
    private static func passesThrough(_ target: UIView, analysis: HitTestAnalysis, pointName: String) -> HitResult? {
        guard !target.isUserInteractionEnabled, !target.isHidden, target.alpha > 0.01 else { return nil }
        guard let hit = analysis.hitView else { return nil }
        var ancestor = target.superview
        while let view = ancestor {
            if view === hit { return HitResult(isHittable: true, reason: nil) }
            ancestor = view.superview
        }
        if analysis.reaches(target) { return HitResult(isHittable: true, reason: nil) }
        let name = HitTestMissWording.defaultName(of: hit)
        return HitResult(
            isHittable: false,
            reason: "\(pointName): \(HitTestMissWording.covered(by: name)); the point went to \(name)")
    }

    private static func number(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}
