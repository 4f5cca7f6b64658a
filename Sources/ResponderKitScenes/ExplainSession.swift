// Explains points of a built scene by sending real touches through ResponderKit's input path.
//
// Invariants:
// - Each point is one touch that goes down in the chosen window (its hit-test is the one UIKit would run, HT-13) and
//   is then cancelled, so no touch outlives `explain` and points do not influence each other.
// - A hidden window is never touched (the input layer refuses it); its result reports the window as skipped
//   (HT-12) without running a hit-test.
// - The tracer is installed only for the duration of one touch-down and removed afterwards.
import Foundation
import ResponderKit

/// Why explaining a point failed even though the scene and the point were valid.
public struct ExplainFailure: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong.
    public var message: String

    /// Creates a failure.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// A live scene whose points can be explained one after another.
@MainActor
public final class ExplainSession {
    /// The live scene.
    public let built: BuiltScene
    private let simulator: EventSimulator

    /// Builds `scene` with its own application.
    public init(scene: Scene) {
        built = SceneBuilder.build(scene)
        simulator = EventSimulator(application: built.application)
    }

    /// Explains `point` (in the coordinates of the window that is root `windowIndex` of the scene).
    ///
    /// - Parameters:
    ///   - maxSteps: the most hit-test steps to keep (0: all); longer walks keep their start and end.
    ///   - maxWhy: the most "why not" entries to keep (0: all).
    public func explain(
        _ point: CGPoint, windowIndex: Int, maxSteps: Int = 10_000, maxWhy: Int = 10
    ) throws(ExplainFailure) -> ExplainResult {
        guard built.scene.views.indices.contains(windowIndex), let window = built.views[windowIndex] as? UIWindow
        else {
            throw ExplainFailure(message: "view \(windowIndex) is not a window of the scene")
        }
        var result = ExplainResult(
            point: point, windowIndex: windowIndex, windowHidden: window.isHidden, hitIndex: nil, chain: [],
            chainHasCycle: false, steps: [], omittedSteps: 0, omittedAfter: 0, why: [], omittedWhy: 0)
        if window.isHidden {
            result.steps = [ExplainStep(view: windowIndex, depth: 0, kind: .visit(point: point, verdict: .hidden))]
            result.omittedAfter = result.steps.count
        } else {
            let tracer = ExplainTracer(built: built, limit: maxSteps)
            let application = built.application
            application.tracer = tracer
            defer { application.tracer = nil }
            let hitView: UIView?
            do {
                let touch = try simulator.touchDown(at: point, in: window)
                hitView = touch.view
                try simulator.touchCancel(touch)
            } catch {
                throw ExplainFailure(message: "the touch at \(SceneNumber.format(point)) was refused: \(error)")
            }
            let (steps, omitted, omittedAfter) = tracer.steps()
            result.steps = steps
            result.omittedSteps = omitted
            result.omittedAfter = omittedAfter
            if let hitView {
                result.hitIndex = built.sceneIndex(of: hitView)
                let walk = ResponderChainWalk.chain(from: hitView)
                result.chain = walk.responders.map(link)
                result.chainHasCycle = walk.cycle
            }
        }
        let analysis = ExplainWhyAnalysis(built: built, windowIndex: windowIndex, point: point, hit: result.hitIndex)
        (result.why, result.omittedWhy) = analysis.run(limit: maxWhy)
        return result
    }

    private func link(_ responder: UIResponder) -> ExplainChainLink {
        if let view = responder as? UIView, let index = built.sceneIndex(of: view) {
            return ExplainChainLink(kind: view is UIWindow ? .window(index) : .view(index))
        }
        if let controller = built.controller(responder) {
            return ExplainChainLink(kind: .viewController(controller.name))
        }
        if responder === built.application {
            return ExplainChainLink(kind: .application)
        }
        return ExplainChainLink(kind: .other(String(describing: type(of: responder))))
    }
}
