// The "why not" of one explained point: ResponderKit's `HitTestAnalysis`, in scene indices.
//
// Invariants:
// - The analysis itself is the core's (`HitTestAnalysis`, see its file header for the walk and the order of
//   reasons); this file only maps live views to scene indices (`BuiltScene.sceneIndex(of:)`, one dictionary built
//   with the scene) and back.
// - Views that are not the scene's (a button's own title label and image view) are never listed or counted, but
//   still take part in the walk exactly as in hit-testing.
// - `notReturned` becomes `passesThrough` for a view whose spec says `"passThrough": true`, the one override a
//   scene can ask for.
import Foundation
import ResponderKit

/// The "why not" analysis of one point in one window.
@MainActor
struct ExplainWhyAnalysis {
    let built: BuiltScene
    let windowIndex: Int
    let point: CGPoint
    let hit: Int?

    /// The views that contain the point but did not get it (at most `limit`, 0 for all) and how many more there
    /// were.
    func run(limit: Int) -> (why: [ExplainWhy], omitted: Int) {
        guard let window = built.views[windowIndex] as? UIWindow else { return ([], 0) }
        let analysis = HitTestAnalysis(window: window, point: point, hitView: hit.map { built.views[$0] })
        let (misses, omitted) = analysis.misses(limit: limit) { built.sceneIndex(of: $0) != nil }
        let why = misses.compactMap { miss in
            built.sceneIndex(of: miss.view).flatMap { index in
                reason(miss.reason, of: index).map { ExplainWhy(view: index, reason: $0) }
            }
        }
        return (why, omitted)
    }

    /// Whether the view at scene index `expected` got the touch of `result` (this analysis's point), and if not the
    /// first reason: the window hidden, a descendant hit instead, the hit-test's reason, or a recognizer that
    /// cancelled the view's touch.
    func expectation(for expected: Int, result: ExplainResult) -> ExplainExpectation {
        func verdict(_ miss: ExplainExpectation.Miss?) -> ExplainExpectation { .init(view: expected, miss: miss) }
        guard !result.windowHidden else { return verdict(.windowHidden) }
        if result.hitIndex == expected {
            let cancel = result.deliveries.first { $0.view == expected && $0.method == .touchesCancelled }
            guard let cancel else { return verdict(nil) }
            return verdict(.touchCancelled(by: cancel.cancellingRecognizer ?? "ResponderKit"))
        }
        guard let window = built.views[windowIndex] as? UIWindow else { return verdict(.otherWindow) }
        let view = built.views[expected]
        let analysis = HitTestAnalysis(window: window, point: point, hitView: hit.map { built.views[$0] })
        switch analysis.reason(for: view) {
        case nil:
            // The hit view lies inside the expected view: a descendant took the touch.
            return verdict(.descendantTookIt(hit ?? expected))
        case .notAtPoint:
            return verdict(.notAtPoint)
        case .notInWindow:
            return verdict(.otherWindow)
        case let reason?:
            return verdict(.passedOver(self.reason(reason, of: expected) ?? .notReturned))
        }
    }

    /// `reason` in scene indices, or nil if it names a view that is not the scene's (never: ancestors and views in
    /// front of scene views are scene views).
    private func reason(_ reason: HitTestMissReason, of index: Int) -> ExplainWhyReason? {
        switch reason {
        case .ancestorHidden(let ancestor):
            return built.sceneIndex(of: ancestor).map { .ancestorHidden($0) }
        case .ancestorTransparent(let ancestor, let alpha):
            return built.sceneIndex(of: ancestor).map { .ancestorTransparent($0, alpha: alpha) }
        case .ancestorInteractionDisabled(let ancestor):
            return built.sceneIndex(of: ancestor).map { .ancestorInteractionDisabled($0) }
        case .outsideAncestor(let ancestor):
            return built.sceneIndex(of: ancestor).map { .outsideAncestor($0) }
        case .hidden:
            return .hidden
        case .transparent(let alpha):
            return .transparent(alpha: alpha)
        case .interactionDisabled:
            return .interactionDisabled
        case .outsideHitArea:
            return .outsideHitArea
        case .covered(let winner):
            return built.sceneIndex(of: winner).map { .covered(by: $0) }
        case .notReturned:
            return built.scene.views[index].passThrough ? .passesThrough : .notReturned
        case .notAtPoint, .notInWindow:
            // `misses` gives neither: every view it lists contains the point and is in the window.
            return .notReturned
        }
    }
}
