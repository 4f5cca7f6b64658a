// Shake motion (spec FR-14, with FR-10 for where motion starts): the documented detector thresholds, delivery of
// motionBegan/motionEnded to the first responder's chain, cancellation on interruption, and refused
// accelerometer input.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Shake motion (FR-14)")
struct MotionRuleTests {
    private typealias Fixtures = FocusFixtures

    /// A jolt along x, in g: well above `ShakeDetector.joltThreshold` (2 g) together with gravity.
    private let jolt = 2.5

    /// A focusable recording view in the root view, made first responder.
    private func focusedView(_ name: String, on stage: Fixtures.Stage, forwards: Bool = true) -> Fixtures.View {
        let view = Fixtures.View(name, log: stage.log, frame: CGRect(x: 10, y: 120, width: 100, height: 40))
        view.focusable = true
        view.forwards = forwards
        stage.root.addSubview(view)
        #expect(view.becomeFirstResponder())
        return view
    }

    private func motion(_ stage: Fixtures.Stage) -> [String] {
        stage.log.entries.filter { $0.contains(".motion") }
    }

    // MARK: Delivery

    @Test("FR-14: a shake sends motionBegan then motionEnded(.motionShake) to the first responder")
    func shakeReachesTheFirstResponder() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage, forwards: false)

        try stage.sim.shake()
        #expect(motion(stage) == ["view.motionBegan motionShake", "view.motionEnded motionShake"])
    }

    @Test("FR-14: the default motion methods forward up the chain to the view controller")
    func motionForwardsUpTheChain() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage)

        try stage.sim.shake()
        #expect(
            motion(stage) == [
                "view.motionBegan motionShake", "controller.motionBegan motionShake",
                "view.motionEnded motionShake", "controller.motionEnded motionShake",
            ])
    }

    @Test("FR-14: a shake is handled by the controller when the focused text field ignores it")
    func shakeReachesTheControllerFromATextField() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        try stage.tap(field)
        try stage.sim.type("typo")

        try stage.sim.shake()
        #expect(motion(stage) == ["controller.motionBegan motionShake", "controller.motionEnded motionShake"])
        #expect(field.isFirstResponder)
        #expect(field.text == "typo")
    }

    @Test("FR-10: with no first responder, a shake starts at the key window's root view controller")
    func shakeWithoutFirstResponder() throws {
        let stage = Fixtures.Stage()
        stage.controller.forwards = false

        try stage.sim.shake()
        #expect(motion(stage) == ["controller.motionBegan motionShake", "controller.motionEnded motionShake"])
    }

    @Test("FR-14: motionEnded goes to the responder that got motionBegan, even if focus moved meanwhile")
    func shakeEndsWhereItBegan() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("first", on: stage, forwards: false)
        let second = Fixtures.View("second", log: stage.log, frame: CGRect(x: 10, y: 200, width: 100, height: 40))
        second.focusable = true
        second.forwards = false
        stage.root.addSubview(second)

        try stage.sim.accelerometer(x: jolt, y: 0, z: -1, at: 1.0)
        try stage.sim.accelerometer(x: -jolt, y: 0, z: -1, at: 1.1)
        #expect(second.becomeFirstResponder())
        stage.sim.advance(by: 1)
        #expect(motion(stage) == ["first.motionBegan motionShake", "first.motionEnded motionShake"])
    }

    // MARK: Thresholds

    @Test("FR-14: only the start and the end are reported, however long the shake lasts")
    func onlyStartAndEnd() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage, forwards: false)

        for index in 0..<20 {
            try stage.sim.accelerometer(x: index % 2 == 0 ? jolt : -jolt, y: 0, z: -1, at: 1.0 + Double(index) * 0.1)
        }
        #expect(motion(stage) == ["view.motionBegan motionShake"])
        stage.sim.advance(by: 1)
        #expect(motion(stage) == ["view.motionBegan motionShake", "view.motionEnded motionShake"])
    }

    @Test("FR-14: a shake begins at the second jolt within 0.5 s and ends after 0.5 s without a jolt")
    func documentedThresholds() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage, forwards: false)
        #expect(ShakeDetector.joltThreshold == 2)
        #expect(ShakeDetector.joltWindow == 0.5)
        #expect(ShakeDetector.quietInterval == 0.5)

        try stage.sim.accelerometer(x: jolt, y: 0, z: -1, at: 1.0)
        #expect(motion(stage).isEmpty)
        try stage.sim.accelerometer(x: -jolt, y: 0, z: -1, at: 1.3)
        #expect(motion(stage) == ["view.motionBegan motionShake"])
        stage.sim.clock.advance(to: 1.7)
        #expect(motion(stage).count == 1)
        stage.sim.clock.advance(to: 1.9)
        #expect(motion(stage) == ["view.motionBegan motionShake", "view.motionEnded motionShake"])
    }

    @Test("FR-14: jolts more than 0.5 s apart, a single jolt, or readings below 2 g are not a shake")
    func nonShakes() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage, forwards: false)

        try stage.sim.accelerometer(x: jolt, y: 0, z: -1, at: 1.0)
        try stage.sim.accelerometer(x: -jolt, y: 0, z: -1, at: 1.7)
        try stage.sim.accelerometer(x: jolt, y: 0, z: -1, at: 2.4)
        for index in 0..<10 {
            try stage.sim.accelerometer(x: index % 2 == 0 ? 1.5 : -1.5, y: 0, z: -1, at: 4.0 + Double(index) * 0.05)
        }
        stage.sim.advance(by: 2)
        #expect(motion(stage).isEmpty)
        #expect(!stage.app.motionTracker.detector.isShaking)
    }

    // MARK: Interruption

    @Test("FR-14: resignActive cancels a shake in progress with motionCancelled, and no motionEnded follows")
    func resignActiveCancelsTheShake() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage, forwards: false)

        try stage.sim.accelerometer(x: jolt, y: 0, z: -1, at: 1.0)
        try stage.sim.accelerometer(x: -jolt, y: 0, z: -1, at: 1.1)
        stage.app.resignActive()
        #expect(motion(stage) == ["view.motionBegan motionShake", "view.motionCancelled motionShake"])
        stage.sim.advance(by: 2)
        #expect(motion(stage) == ["view.motionBegan motionShake", "view.motionCancelled motionShake"])

        try stage.sim.shake()
        #expect(motion(stage).suffix(2) == ["view.motionBegan motionShake", "view.motionEnded motionShake"])
    }

    @Test("FR-14: resignActive with no shake in progress sends no motion event")
    func resignActiveWithoutShake() throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage, forwards: false)

        stage.app.resignActive()
        #expect(motion(stage).isEmpty)
        #expect(!stage.recorder.entries.contains { if case .delivered = $0 { true } else { false } })

        // The same stage does deliver motion: a shake after the interruption arrives, began then ended.
        try stage.sim.shake()
        #expect(motion(stage) == ["view.motionBegan motionShake", "view.motionEnded motionShake"])
    }

    // MARK: Bad input

    @Test(
        "FR-14: non-finite accelerometer values are rejected with an InputError and change nothing",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteAccelerometerValues(value: Double) throws {
        let stage = Fixtures.Stage()
        _ = focusedView("view", on: stage, forwards: false)

        try stage.sim.accelerometer(x: jolt, y: 0, z: -1, at: 1.0)
        #expect(throws: InputError.self) { try stage.app.input.send(AccelerometerSample(x: value, y: 0, z: -1)) }
        #expect(throws: InputError.self) { try stage.app.input.send(AccelerometerSample(x: 0, y: value, z: -1)) }
        #expect(throws: InputError.self) { try stage.app.input.send(AccelerometerSample(x: 0, y: 0, z: value)) }
        #expect(throws: InputError.self) { try stage.sim.accelerometer(x: value, y: value, z: value) }
        #expect(stage.rejectedInput.count == 4)
        #expect(motion(stage).isEmpty)
        try stage.sim.accelerometer(x: -jolt, y: 0, z: -1, at: 1.2)
        #expect(motion(stage) == ["view.motionBegan motionShake"])
    }

    @Test("FR-14: a shake with no key window is dropped with an inputDropped trace entry")
    func shakeWithoutKeyWindow() throws {
        let stage = Fixtures.Stage()
        stage.window.isHidden = true

        try stage.sim.shake()
        #expect(motion(stage).isEmpty)
        #expect(stage.droppedInput == ["shake with no key window"])

        // The same shake with the window shown again reaches the chain (the view controller is its start).
        stage.window.makeKeyAndVisible()
        try stage.sim.shake()
        #expect(motion(stage) == ["controller.motionBegan motionShake", "controller.motionEnded motionShake"])
    }
}
