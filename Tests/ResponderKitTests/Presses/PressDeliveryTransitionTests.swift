// The press-delivery state machine (FR-9): the table of legal transitions, and that delivery follows it, so every
// pressesBegan delivered is followed by exactly one pressesEnded or pressesCancelled, to the same responder.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Press delivery transitions (FR-9)")
struct PressDeliveryTransitionTests {
    private typealias Fixtures = FocusFixtures
    private typealias Step = PressDeliveryStep

    /// The steps legal from `state`, in the order of `PressDeliveryStep.allCases`.
    private func legalSteps(from state: PressDelivery) -> [Step] {
        Step.allCases.filter { PressDeliveryTransitions.isLegal(from: state, on: $0) }
    }

    @Test("FR-9: the legal delivery steps are exactly the table")
    func legalStepTable() {
        let legal: [String: PressDelivery] = [
            "idle-goDown": .down,
            "down-deliverBegan": .began, "down-takeByCommand": .takenByCommand, "down-withhold": .withheld,
            "began-deliverChanged": .began, "began-deliverEnded": .ended, "began-deliverCancelled": .cancelled,
            "began-withhold": .withheld,
            "takenByCommand-withhold": .withheld,
            "ended-reuse": .idle, "cancelled-reuse": .idle, "withheld-reuse": .idle,
        ]
        for state in PressDelivery.allCases {
            for step in Step.allCases {
                let name = "\(state)-\(step)"
                #expect(PressDeliveryTransitions.next(from: state, on: step) == legal[name], "\(name)")
                #expect(PressDeliveryTransitions.isLegal(from: state, on: step) == (legal[name] != nil), "\(name)")
            }
        }
    }

    @Test("FR-9: from began, the only ends are ended, cancelled, or an end an override withheld; changes stay began")
    func beganEndsExactlyOnce() {
        #expect(legalSteps(from: .began) == [.deliverChanged, .deliverEnded, .deliverCancelled, .withhold])
        #expect(PressDeliveryTransitions.next(from: .began, on: .deliverChanged) == .began)
    }

    @Test("FR-9: ended, cancelled and withheld are finished: no second end, no new began; only the pool reuses them")
    func endsAreTerminal() {
        for state in PressDelivery.allCases {
            #expect(state.isFinished == [.ended, .cancelled, .withheld].contains(state), "\(state)")
            if state.isFinished { #expect(legalSteps(from: state) == [.reuse], "\(state)") }
        }
    }

    @Test("FR-9: an end is delivered only from began, so a press that never began at a responder never ends at one")
    func endsOnlyFromBegan() {
        for state in PressDelivery.allCases where state != .began {
            #expect(!PressDeliveryTransitions.isLegal(from: state, on: .deliverEnded), "\(state) ended")
            #expect(!PressDeliveryTransitions.isLegal(from: state, on: .deliverCancelled), "\(state) cancelled")
            #expect(!PressDeliveryTransitions.isLegal(from: state, on: .deliverChanged), "\(state) changed")
        }
        #expect(legalSteps(from: .idle) == [.goDown])
        #expect(legalSteps(from: .down) == [.deliverBegan, .takeByCommand, .withhold])
        #expect(legalSteps(from: .takenByCommand) == [.withhold])
    }

    @Test("FR-9: advance(_:) takes a legal step and returns the presses method it sends; canTake agrees with the table")
    func advanceTakesLegalSteps() {
        let press = UIPress(phase: .began, type: nil, key: Fixtures.key("a"), force: 1, timestamp: 0)
        #expect(press.delivery == .idle)
        #expect(press.canTake(.goDown) && !press.canTake(.deliverBegan))
        #expect(press.advance(.goDown) == nil)
        #expect(press.advance(.deliverBegan) == .pressesBegan)
        #expect(press.advance(.deliverChanged) == .pressesChanged)
        #expect(press.advance(.deliverEnded) == .pressesEnded)
        #expect(press.delivery == .ended)
        #expect(!press.canTake(.deliverCancelled) && !press.canTake(.withhold), "no second end")
        #expect(press.advance(.reuse) == nil)
        #expect(press.delivery == .idle)
    }

    /// A focusable view that keeps the presses it receives and logs each method.
    private final class Probe: UIView {
        var log: [String] = []
        var presses: [UIPress] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append(contentsOf: presses)
            log.append("pressesBegan while \(presses.first?.delivery ?? .idle)")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesEnded while \(presses.first?.delivery ?? .idle)")
        }
    }

    @Test("FR-9: a key press goes down → began → ended, and its end reaches the responder that got began")
    func keyPressFollowsTheTable() throws {
        let stage = Fixtures.Stage()
        let first = Probe(frame: .zero)
        let second = Probe(frame: .zero)
        stage.root.addSubview(first)
        stage.root.addSubview(second)
        #expect(first.becomeFirstResponder())
        let key = Fixtures.key("q")

        try stage.sim.keyDown(key)
        let press = try #require(first.presses.first)
        #expect(press.delivery == .began)
        #expect(press.responder === first)
        #expect(press.window === stage.window)
        #expect(second.becomeFirstResponder(), "focus moves while the key is down")
        try stage.sim.keyUp(key)

        #expect(first.log == ["pressesBegan while began", "pressesEnded while ended"])
        #expect(second.log.isEmpty)
        #expect(press.delivery == .ended)
        #expect(press.responder == nil, "an ended press lets go of its responder")
    }

    @Test("FR-9: resignActive cancels a press that began exactly once; a later key-up delivers nothing more")
    func cancelledPressIsNotEndedAgain() throws {
        let stage = Fixtures.Stage()
        let view = Fixtures.View("view", log: stage.log)
        view.focusable = true
        view.forwards = false
        stage.root.addSubview(view)
        #expect(view.becomeFirstResponder())
        let key = Fixtures.key("w")

        try stage.sim.keyDown(key)
        stage.app.resignActive()
        try stage.sim.keyUp(key)

        #expect(stage.log.entries(startingWith: "view.presses") == ["view.pressesBegan w", "view.pressesCancelled w"])
        #expect(stage.droppedInput.contains("press \(key.keyCode.rawValue) is not down"))
    }

    @Test("FR-9, FR-13: a press a key command takes is never delivered: began, ended and cancelled all stay away")
    func commandTakenPressIsWithheld() throws {
        let stage = Fixtures.Stage()
        let view = Fixtures.View("view", log: stage.log)
        view.focusable = true
        view.actions = [.copy]
        let command = UIKeyCommand(input: "k", modifierFlags: [], action: .copy)
        command.wantsPriorityOverSystemBehavior = true
        view.commands = [command]
        stage.root.addSubview(view)
        #expect(view.becomeFirstResponder())

        try stage.sim.press("k")

        #expect(stage.log.entries == ["view performed copy:"])
    }
}
