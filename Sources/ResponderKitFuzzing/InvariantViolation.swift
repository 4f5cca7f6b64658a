// The first broken invariant a script run found.
//
// Invariants: `rule` is one of the eight invariants of `InvariantChecker` (1 … 8); `step` indexes the script's
// steps (`steps.count` for the final settling after the last step); `message` is one sentence naming the objects
// by their scene ids.

/// An invariant that did not hold during a ``ScriptRunner`` run.
package struct InvariantViolation: Error, Equatable, Sendable, CustomStringConvertible {
    /// The invariant's number, 1 … 8 (see ``InvariantChecker``).
    package var rule: Int
    /// The index of the step during or after which it broke; the step count for the final settling.
    package var step: Int
    /// What happened.
    package var message: String

    /// Creates a violation.
    package init(rule: Int, step: Int, message: String) {
        self.rule = rule
        self.step = step
        self.message = message
    }

    /// The short names of the invariants, by number.
    package static let ruleNames = [
        1: "touch pairing", 2: "touch method outside a window", 3: "control event sequence",
        4: "recognizer state machine", 5: "first responder", 6: "watchdog", 7: "live touch past its host's end",
        8: "memory",
    ]

    /// `invariant N (name) broken at step K: message`.
    package var description: String {
        "invariant \(rule) (\(Self.ruleNames[rule] ?? "?")) broken at step \(step): \(message)"
    }
}
