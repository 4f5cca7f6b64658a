// The press-delivery state machine (FR-9): the table of legal transitions, and that delivery follows it, so every
// pressesBegan delivered is followed by exactly one pressesEnded or pressesCancelled, to the same responder.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Press delivery transitions (FR-9)")
struct PressDeliveryTransitionTests {
    private typealias Fixtures = FocusFixtures
    private let all: [PressDelivery] = [.idle, .down, .began, .takenByCommand, .ended, .cancelled, .withheld]

    private func legalTargets(from state: PressDelivery) -> [PressDelivery] {
        all.filter { PressDelivery.isLegal(from: state, to: $0) }
    }

    @Test("FR-9: from began, the only ends are ended, cancelled, or an end an override withheld; changes stay began")
    func beganEndsExactlyOnce() {
        #expect(legalTargets(from: .began) == [.began, .ended, .cancelled, .withheld])
    }

    @Test("FR-9: ended and cancelled are terminal: no second end, no new began; only the pool makes them idle")
    func endsAreTerminal() {
        #expect(legalTargets(from: .ended) == [.idle])
        #expect(legalTargets(from: .cancelled) == [.idle])
        #expect(legalTargets(from: .withheld) == [.idle])
    }

    @Test("FR-9: an end is delivered only from began, so a press that never began at a responder never ends at one")
    func endsOnlyFromBegan() {
        for state in all where state != .began {
            #expect(!PressDelivery.isLegal(from: state, to: .ended), "\(state) → ended")
            #expect(!PressDelivery.isLegal(from: state, to: .cancelled), "\(state) → cancelled")
        }
        #expect(legalTargets(from: .idle) == [.down])
        #expect(legalTargets(from: .down) == [.began, .takenByCommand, .withheld])
        #expect(legalTargets(from: .takenByCommand) == [.withheld])
    }

    @Test("FR-9: move(to:) refuses an illegal transition and leaves the state unchanged")
    func moveRefusesIllegalTransitions() {
        var state = PressDelivery.began
        let toEnded = state.move(to: .ended)
        #expect(toEnded)
        #expect(state == .ended)
        let toCancelled = state.move(to: .cancelled)
        let toBegan = state.move(to: .began)
        #expect(!toCancelled && !toBegan)
        #expect(state == .ended)
        let toIdle = state.move(to: .idle)
        #expect(toIdle)
        #expect(state == .idle)
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
