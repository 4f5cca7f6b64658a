// Shrinks a failing driver script by delta debugging over its steps, keeping the failure.
//
// Invariants:
// - The result fails the same invariant (same rule number) as the input, and is a sub-list of its steps.
// - Bounded: it stops after `timeBudget` seconds of wall time or `maximumRuns` runs and returns the smallest
//   failing script found so far.
import Foundation

/// Delta-debugging shrinker (Zeller's ddmin, complement removal) for ``DriverScript``s.
@MainActor
package struct ScriptShrinker {
    /// The runner used to test candidates.
    package var runner: ScriptRunner
    /// Wall-clock seconds the shrinker may spend.
    package var timeBudget: TimeInterval
    /// The most candidate runs.
    package var maximumRuns: Int

    /// Creates a shrinker.
    package init(runner: ScriptRunner = ScriptRunner(), timeBudget: TimeInterval = 20, maximumRuns: Int = 5_000) {
        self.runner = runner
        self.timeBudget = timeBudget
        self.maximumRuns = maximumRuns
    }

    /// The smallest script found that still breaks invariant `violation.rule`, with its violation.
    package func shrink(_ script: DriverScript, violation: InvariantViolation) -> (DriverScript, InvariantViolation) {
        let deadline = Date().addingTimeInterval(timeBudget)
        var runs = 0
        var best = script.steps
        var bestViolation = violation
        var granularity = 2
        // Steps after the failing one cannot matter.
        if violation.step + 1 < best.count {
            let prefix = Array(best.prefix(violation.step + 1))
            if let found = fails(prefix, rule: violation.rule, runs: &runs) {
                best = prefix
                bestViolation = found
            }
        }
        while best.count >= 2, runs < maximumRuns, Date() < deadline {
            let chunk = max(1, best.count / granularity)
            var removedAny = false
            var start = 0
            while start < best.count, runs < maximumRuns, Date() < deadline {
                var candidate = best
                candidate.removeSubrange(start..<min(start + chunk, best.count))
                if let found = fails(candidate, rule: violation.rule, runs: &runs) {
                    best = candidate
                    bestViolation = found
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if removedAny {
                granularity = max(2, granularity - 1)
            } else if chunk == 1 {
                break
            } else {
                granularity = min(best.count, granularity * 2)
            }
        }
        return (DriverScript(steps: best, note: script.note.map { $0 + ", shrunk" }), bestViolation)
    }

    private func fails(_ steps: [DriverStep], rule: Int, runs: inout Int) -> InvariantViolation? {
        runs += 1
        guard let found = runner.run(DriverScript(steps: steps)).violation, found.rule == rule else { return nil }
        return found
    }
}
