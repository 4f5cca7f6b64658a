// Builds an `ExplainPicture` from a built scene and the results of its points.
// The invariants at the top of `ExplainPicture.swift` hold here.
import Foundation
import ResponderKit

extension ExplainPicture {
    /// The picture of the window of `results` (all in one window), with geometry from `built`.
    @MainActor
    public static func make(built: BuiltScene, results: [ExplainResult], windowIndex: Int) -> ExplainPicture {
        let scene = built.scene
        let names = ExplainReport.Names(scene: scene)
        let window = built.views[windowIndex]
        var notes: [Int: [String]] = [:]
        var rejected: Set<Int> = []
        var hits: Set<Int> = []
        for (number, result) in results.enumerated() {
            let tag = "point \(number + 1) \(SceneNumber.format(result.point))"
            if let hit = result.hitIndex {
                hits.insert(hit)
                notes[hit, default: []].append("\(tag): the hit view")
            }
            for step in result.steps {
                guard case .visit(_, let verdict) = step.kind, !verdict.accepted else { continue }
                notes[step.view, default: []].append("\(tag): rejected, \(verdict.reason)")
                // A view the point is simply not on is not dimmed: only refusals a person would not see are.
                if verdict != .outside { rejected.insert(step.view) }
            }
            for why in result.why {
                rejected.insert(why.view)
                notes[why.view, default: []].append("\(tag): why not: \(ExplainReport.reasonText(why, names: names))")
            }
        }
        var views: [View] = []
        var stack = [windowIndex]
        while let index = stack.popLast() {
            let spec = scene.views[index]
            stack.append(contentsOf: spec.children.reversed())
            let view = built.views[index]
            let bounds = view.bounds
            let corners = [
                CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
            ].map { view.convert($0, to: window) }
            let role: Role = hits.contains(index) ? .hit : rejected.contains(index) ? .passedOver : .plain
            views.append(
                View(
                    index: index, id: names.id(index), className: spec.className, corners: corners, role: role,
                    invisible: spec.isHidden || spec.alpha <= 0.01, notes: notes[index] ?? [],
                    isWindow: index == windowIndex, chainText: chainText(from: view, built: built, names: names)))
        }
        let touches = results.map { result in
            Touch(
                point: result.point, hitID: result.hitIndex.map(names.id),
                chainViews: result.chain.compactMap { link -> Int? in
                    switch link.kind {
                    case .view(let index), .window(let index): return index
                    default: return nil
                    }
                },
                chainText: result.chain.map(names.label).joined(separator: " → "))
        }
        return ExplainPicture(
            windowID: names.id(windowIndex), size: window.bounds.size, views: views, touches: touches,
            summary: scene.summary)
    }

    /// The responder chain from `view` in words, as the text report names responders.
    @MainActor
    private static func chainText(from view: UIView, built: BuiltScene, names: ExplainReport.Names) -> String {
        let walk = ResponderChainWalk.chain(from: view)
        let links = walk.responders.map { responder -> String in
            if let view = responder as? UIView, let index = built.sceneIndex(of: view) { return names.label(index) }
            if let controller = built.controller(responder) { return "\(controller.name) (UIViewController)" }
            if responder === built.application { return "UIApplication" }
            return String(describing: type(of: responder))
        }
        return links.joined(separator: " → ") + (walk.cycle ? " → (cycle)" : "")
    }
}
