// A fuzzing campaign: many random scripts from one seed, run until the step budget is spent; the first failure
// is shrunk.
//
// Invariants: run `i` of seed `s` uses the script `RandomDriver.script(seed: DriverRandom.derivedSeed(s, i))`, so
// a failure is reproduced by its run seed alone; only the first failure is shrunk.
import Foundation

/// Runs random scripts and shrinks the first failure.
@MainActor
package struct FuzzCampaign {
    /// A failing run: its seed, the script and violation, and the shrunk script and its violation.
    package struct Failure: Sendable {
        /// The seed of the failing script (`RandomDriver.script(seed:steps:)`).
        package var seed: UInt64
        /// The length of the failing script.
        package var length: Int
        /// The violation of the full script.
        package var violation: InvariantViolation
        /// The shrunk script.
        package var shrunk: DriverScript
        /// The violation of the shrunk script.
        package var shrunkViolation: InvariantViolation

        /// A report: the seeds, the violation and the shrunk script as JSON.
        package var report: String {
            """
            random driver failure: script seed \(seed) (length \(length))
            \(violation)
            shrunk to \(shrunk.steps.count) steps: \(shrunkViolation)
            replay with: responderkit replay SCRIPT.json
            \(shrunk.json)
            """
        }
    }

    /// The campaign seed.
    package var seed: UInt64
    /// Total steps over all scripts.
    package var steps: Int
    /// Steps per script.
    package var scriptLength: Int
    /// The runner.
    package var runner: ScriptRunner
    /// Seconds the shrinker may spend.
    package var shrinkBudget: TimeInterval

    /// Creates a campaign.
    package init(
        seed: UInt64, steps: Int, scriptLength: Int = 250, runner: ScriptRunner = ScriptRunner(),
        shrinkBudget: TimeInterval = 20
    ) {
        self.seed = seed
        self.steps = steps
        self.scriptLength = scriptLength
        self.runner = runner
        self.shrinkBudget = shrinkBudget
    }

    /// What a campaign found.
    package struct Summary: Sendable {
        /// The first failing script, shrunk; nil when every script passed.
        package var firstFailure: Failure?
        /// How many scripts ran, and how many of them failed.
        package var scripts = 0
        /// How many scripts failed.
        package var failingScripts = 0
        /// How many failing scripts broke each invariant (by rule number).
        package var failuresByRule: [Int: Int] = [:]
        /// How many steps ran.
        package var stepsRun = 0
        /// The seed and broken invariant of every failing script, in order.
        package var failingSeeds: [(seed: UInt64, rule: Int)] = []
    }

    /// Runs scripts until `steps` steps ran (all of them, even after failures) and shrinks the first failure.
    package func run() -> Summary {
        var summary = Summary()
        var index = 0
        while summary.stepsRun < steps {
            let length = min(scriptLength, steps - summary.stepsRun)
            let runSeed = DriverRandom.derivedSeed(seed, index: index)
            let script = RandomDriver.script(seed: runSeed, steps: length)
            summary.stepsRun += script.steps.count
            summary.scripts += 1
            index += 1
            guard let violation = runner.run(script).violation else { continue }
            summary.failingScripts += 1
            summary.failuresByRule[violation.rule, default: 0] += 1
            summary.failingSeeds.append((runSeed, violation.rule))
            guard summary.firstFailure == nil else { continue }
            let shrinker = ScriptShrinker(runner: runner, timeBudget: shrinkBudget)
            let (shrunk, shrunkViolation) = shrinker.shrink(script, violation: violation)
            summary.firstFailure = Failure(
                seed: runSeed, length: length, violation: violation, shrunk: shrunk, shrunkViolation: shrunkViolation)
        }
        return summary
    }
}
