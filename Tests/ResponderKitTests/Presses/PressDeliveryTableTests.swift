// The press-delivery table walked as a graph: every state is reachable, the finished states only lead back to the
// pool, and FR-9 holds on every path a press can take (at most one pressesBegan, then exactly one end or none).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Press delivery table (FR-9)")
struct PressDeliveryTableTests {
    private typealias State = PressDelivery
    private typealias Step = PressDeliveryStep

    /// Every maximal life of one press from `.idle`: sequences of legal steps up to (not including) the pool's
    /// `.reuse`, taking the `.began` self-loop (`.deliverChanged`) at most twice.
    private func allLives(from state: State = .idle, prefix: [Step] = []) -> [(steps: [Step], end: State)] {
        let next = Step.allCases.compactMap { step -> (Step, State)? in
            guard step != .reuse, let target = PressDeliveryTransitions.next(from: state, on: step) else { return nil }
            if target == state, prefix.filter({ $0 == step }).count >= 2 { return nil }
            return (step, target)
        }
        if next.isEmpty { return [(prefix, state)] }
        #expect(prefix.count < 16, "the table has a cycle other than the pool's and changes'")
        guard prefix.count < 16 else { return [] }
        return next.flatMap { step, target in allLives(from: target, prefix: prefix + [step]) }
    }

    @Test("FR-9: every state is reachable from idle, and the pool's reuse leads back to idle")
    func everyStateIsReachable() {
        var reached: Set<State> = [.idle]
        for life in allLives() {
            var state = State.idle
            for step in life.steps {
                state = PressDeliveryTransitions.next(from: state, on: step) ?? state
                reached.insert(state)
            }
            #expect(PressDeliveryTransitions.next(from: life.end, on: .reuse) == .idle, "\(life.steps)")
        }
        #expect(reached == Set(State.allCases))
    }

    @Test("FR-9: every life of a press ends finished (ended, cancelled or withheld), and only finished states do")
    func livesEndFinished() {
        let lives = allLives()
        #expect(lives.count >= 5)
        for life in lives {
            #expect(life.end.isFinished, "\(life.steps) ends \(life.end)")
            #expect(life.steps.first == .goDown, "\(life.steps)")
        }
        for state in State.allCases where !state.isFinished {
            let out = Step.allCases.filter { $0 != .reuse && PressDeliveryTransitions.isLegal(from: state, on: $0) }
            #expect(!out.isEmpty, "\(state) has a way on")
        }
    }

    @Test("FR-9, FR-13: on every life, a pressesBegan is followed by exactly one end, or by none when withheld")
    func everyBeganEndsOnce() {
        for life in allLives() {
            let methods = life.steps.compactMap(\.responderMethod)
            let began = methods.filter { $0 == .pressesBegan }.count
            let ends = methods.filter { $0 == .pressesEnded || $0 == .pressesCancelled }.count
            #expect(began <= 1, "\(life.steps)")
            if began == 1 {
                #expect(methods.first == .pressesBegan, "\(life.steps)")
                // An override of `sendEvent` that kept the end is the only way the responder misses it.
                #expect(ends == 1 || life.steps.last == .withhold, "\(life.steps)")
                #expect(ends <= 1, "\(life.steps)")
            } else {
                #expect(methods.isEmpty, "a press that never began at a responder hears nothing: \(life.steps)")
            }
            if life.steps.contains(.takeByCommand) {
                #expect(methods.isEmpty, "a press a key command took is never delivered: \(life.steps)")
            }
        }
    }
}
