// Explains points of a built scene by sending real touches through ResponderKit's input path.
//
// Invariants:
// - Each point is one real tap: a touch goes down in the chosen window (its hit-test is the one UIKit would run,
//   HT-13) and lifts at the same point and time. The virtual clock then advances by `settleTime`, so recognizer
//   timers (a double tap's wait, a long press) fire and the next point's touch is a new first tap (tapCount 1),
//   and editing the tap began (a text field) is ended. No touch outlives `explain`.
// - Points share one built scene, so what a tap changes in a control stays: a switch tapped at one point is on at
//   the next, a segment stays selected. Timers, touches, recognizers and the first responder do not carry over.
// - A hidden window is never touched (the input layer refuses it); its result reports the window as skipped
//   (HT-12) without running a hit-test.
// - The tracer is installed from the touch-down until the clock has advanced, and removed before editing is
//   ended, so the report holds the tap's own events and not the clean-up's (no `editingDidEnd`).
import Foundation
import ResponderKit

/// A live scene whose points can be explained one after another.
@MainActor
public final class ExplainSession {
    /// The virtual time, in seconds, that passes after each tap before the next point.
    public static let settleTime: TimeInterval = 1

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
    ///   - expected: the scene index of a view expected to get the touch (`--expect`), or nil.
    public func explain(
        _ point: CGPoint, windowIndex: Int, maxSteps: Int = 10_000, maxWhy: Int = 10, expecting expected: Int? = nil
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
            let touchRecognizers: [UIGestureRecognizer]
            do {
                let touch = try simulator.touchDown(at: point, in: window)
                hitView = touch.view
                touchRecognizers = touch.gestureRecognizers ?? []
                tracer.stage = .touchUp
                try simulator.touchUp(touch)
            } catch {
                throw ExplainFailure(message: "the touch at \(SceneNumber.format(point)) was refused: \(error)")
            }
            tracer.stage = .settling
            simulator.advance(by: Self.settleTime)
            application.tracer = nil
            tracer.finishTap(recognizers: touchRecognizers)
            _ = window.endEditing(true)
            result.recognizers = touchRecognizers.map { recognizer in
                let record = tracer.outcome(of: recognizer)
                let origin = built.recognizer(recognizer)
                var note: String?
                if record.outcome == .failed, record.reason == Self.ownFailureReason {
                    note = origin?.kind.unmetByTap
                }
                return ExplainRecognizer(
                    name: tracer.name(of: recognizer),
                    view: origin?.view ?? recognizer.view.flatMap { built.sceneIndex(of: $0) }, kind: origin?.kind,
                    outcome: record.outcome, reason: record.reason, note: note)
            }
            result.controlEvents = tracer.controlEvents
            result.deliveries = tracer.deliveries
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
        if let expected, built.scene.views.indices.contains(expected) {
            result.expectation = analysis.expectation(for: expected, result: result)
        }
        return result
    }

    /// The reason ResponderKit traces when a recognizer fails by its own logic (not vetoed or excluded).
    static let ownFailureReason = "the recognizer failed"

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
