// An `EventTracer` that keeps the hit-test steps of one touch in compact form, bounded in memory.
//
// Invariants:
// - Only the first hit-test after installation is kept: recording stops at its `hitTestResult` entry, so the
//   delivery and forwarding that follow cannot add steps.
// - Steps hold scene indices, never views, so recording keeps no view alive.
// - With a limit `n > 0`, at most `n` steps are stored whatever the walk's length: the first `n - n / 2` and a ring
//   of the last `n / 2`; `total` counts them all. With a limit of 0 every step is stored.
// - Entries about views that are not part of the scene cannot occur (every view is built from the scene); if one
//   did, it would be counted but not stored.
import ResponderKit

/// Records the hit-test walk of one touch for ``ExplainSession``.
@MainActor
final class ExplainTracer: EventTracer {
    private let built: BuiltScene
    private let headCapacity: Int
    private let tailCapacity: Int
    private let unlimited: Bool
    private var head: [ExplainStep] = []
    private var tail: [ExplainStep] = []
    private var tailStart = 0
    /// The number of steps seen, stored or not.
    private(set) var total = 0
    /// Whether the hit-test finished (its result entry arrived).
    private(set) var finished = false

    /// Creates a tracer that keeps at most `limit` steps (0: all).
    init(built: BuiltScene, limit: Int) {
        self.built = built
        unlimited = limit <= 0
        headCapacity = unlimited ? 0 : limit - limit / 2
        tailCapacity = unlimited ? 0 : limit / 2
    }

    func record(_ entry: TraceEntry) {
        guard !finished else { return }
        switch entry {
        case .hitTestVisit(let view, let point, let depth, let verdict):
            guard let index = built.sceneIndex(of: view) else { return skip() }
            append(ExplainStep(view: index, depth: depth, kind: .visit(point: point, verdict: verdict)))
        case .hitTestReturned(let view, let depth, let result, let defaultResult):
            guard let index = built.sceneIndex(of: view) else { return skip() }
            let resultIndex = result.flatMap { built.sceneIndex(of: $0) }
            let defaultIndex: Int?? = defaultResult.map { computed in computed.flatMap { built.sceneIndex(of: $0) } }
            append(
                ExplainStep(
                    view: index, depth: depth, kind: .returned(result: resultIndex, defaultResult: defaultIndex)))
        case .hitTestResult:
            finished = true
        default:
            break
        }
    }

    /// The stored steps in order, how many were left out, and where they belong.
    func steps() -> (steps: [ExplainStep], omitted: Int, omittedAfter: Int) {
        guard !unlimited else { return (head, 0, head.count) }
        let ordered = Array(tail[tailStart...] + tail[..<tailStart])
        let stored = head.count + ordered.count
        return (head + ordered, total - stored, head.count)
    }

    private func skip() {
        total += 1
    }

    private func append(_ step: ExplainStep) {
        total += 1
        if unlimited || head.count < headCapacity {
            head.append(step)
        } else if tailCapacity > 0 {
            if tail.count < tailCapacity {
                tail.append(step)
            } else {
                tail[tailStart] = step
                tailStart = (tailStart + 1) % tailCapacity
            }
        }
    }
}
