// Value controls (spec CT-8): a switch toggles on a tap or follows a drag, a slider reports while dragging or at the
// end, a stepper steps and repeats on the virtual clock, a segmented control selects on release; every user change
// sends `.valueChanged`, and values set in code send nothing.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Value controls (CT-8)")
struct ValueControlTests {
    private typealias Fixtures = ControlFixtures

    /// How many `.valueChanged` sends `control` made.
    private func valueChanges(_ stage: Fixtures.Stage, _ control: UIControl) -> Int {
        stage.sentEvents(of: control).count { $0 == "valueChanged" }
    }

    // MARK: Setting values in code

    @Test("CT-8: setting a value in code sends no event, for every value control")
    func valuesSetInCodeSendNothing() {
        let stage = Fixtures.Stage()
        let toggle = stage.add(UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31)))
        let slider = stage.add(UISlider(frame: CGRect(x: 10, y: 60, width: 231, height: 31)))
        let stepper = stage.add(UIStepper(frame: CGRect(x: 10, y: 110, width: 94, height: 32)))
        let segments = stage.add(UISegmentedControl(items: ["A", "B"]))
        var calls = 0
        for control in [toggle, slider, stepper, segments] as [UIControl] {
            control.addAction(UIAction { _ in calls += 1 }, for: .allEvents)
        }

        toggle.isOn = true
        toggle.setOn(false, animated: true)
        slider.value = 0.5
        slider.setValue(0.7, animated: true)
        stepper.value = 42
        segments.selectedSegmentIndex = 1

        #expect(calls == 0)
        #expect(stage.tracer.entries.isEmpty)
        #expect(!toggle.isOn)
        #expect(slider.value == 0.7)
        #expect(stepper.value == 42)
        #expect(segments.selectedSegmentIndex == 1)
    }

    // MARK: UISwitch

    private let switchFrame = CGRect(x: 100, y: 100, width: 51, height: 31)

    @Test("CT-8: tapping a switch toggles it and sends .valueChanged")
    func switchTap() throws {
        let stage = Fixtures.Stage()
        let toggle = stage.add(UISwitch(frame: switchFrame))
        var readings: [Bool] = []
        toggle.addAction(UIAction { [unowned toggle] _ in readings.append(toggle.isOn) }, for: .valueChanged)

        try stage.sim.tap(at: CGPoint(x: 25, y: 15), in: toggle)
        #expect(toggle.isOn)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 25, y: 15), in: toggle)

        #expect(!toggle.isOn)
        #expect(readings == [true, false])
        #expect(valueChanges(stage, toggle) == 2)
        #expect(stage.sentEvents(of: toggle).filter { $0 == "touchUpInside" }.count == 2)
    }

    @Test("CT-8: dragging a switch's knob sets it by where it is released, sending .valueChanged only on a change")
    func switchDrag() throws {
        let stage = Fixtures.Stage()
        let toggle = stage.add(UISwitch(frame: switchFrame))

        // Off, dragged to the right: on.
        try stage.sim.drag(from: CGPoint(x: 10, y: 15), to: CGPoint(x: 45, y: 15), in: toggle, steps: 4)
        #expect(toggle.isOn)
        #expect(valueChanges(stage, toggle) == 1)

        // On, dragged to the right again: still on, and nothing is sent (a drag is not a tap).
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 10, y: 15), to: CGPoint(x: 45, y: 15), in: toggle, steps: 4)
        #expect(toggle.isOn)
        #expect(valueChanges(stage, toggle) == 1)

        // On, dragged to the left: off.
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 45, y: 15), to: CGPoint(x: 5, y: 15), in: toggle, steps: 4)
        #expect(!toggle.isOn)
        #expect(valueChanges(stage, toggle) == 2)
    }

    @Test("CT-8: a disabled switch ignores taps")
    func disabledSwitch() throws {
        let stage = Fixtures.Stage()
        let toggle = stage.add(UISwitch(frame: switchFrame))
        toggle.isEnabled = false

        try stage.sim.tap(at: CGPoint(x: 25, y: 15), in: toggle)

        #expect(!toggle.isOn)
        #expect(stage.sentEvents(of: toggle).isEmpty)
    }

    // MARK: UISlider

    /// 231 pt wide: with the 15.5 pt thumb radius, x = 15.5 + 200 * fraction.
    private let sliderFrame = CGRect(x: 50, y: 100, width: 231, height: 31)

    /// Where the thumb's centre is for `fraction` of the range.
    private func thumbX(_ fraction: CGFloat) -> CGFloat {
        UISlider.thumbRadius + (231 - 2 * UISlider.thumbRadius) * fraction
    }

    @Test("CT-8: a continuous slider sends .valueChanged on each move that changes its value")
    func continuousSlider() throws {
        let stage = Fixtures.Stage()
        let slider = stage.add(UISlider(frame: sliderFrame))
        var readings: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in readings.append(slider.value) }, for: .valueChanged)
        #expect(slider.isContinuous)

        let touch = try stage.sim.touchDown(at: CGPoint(x: thumbX(0), y: 15), in: slider)
        #expect(readings.isEmpty)
        try stage.sim.touchMove(touch, to: CGPoint(x: thumbX(0.25), y: 15), in: slider)
        try stage.sim.touchMove(touch, to: CGPoint(x: thumbX(0.5), y: 15), in: slider)
        try stage.sim.touchMove(touch, to: CGPoint(x: thumbX(0.5), y: 25), in: slider)
        try stage.sim.touchUp(touch)

        #expect(readings == [0.25, 0.5])
        #expect(slider.value == 0.5)
        #expect(stage.sentEvents(of: slider).last == "touchUpInside")
    }

    @Test("CT-8: a non-continuous slider sends one .valueChanged, when the touch ends")
    func nonContinuousSlider() throws {
        let stage = Fixtures.Stage()
        let slider = stage.add(UISlider(frame: sliderFrame))
        slider.isContinuous = false
        var readings: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in readings.append(slider.value) }, for: .valueChanged)

        let touch = try stage.sim.touchDown(at: CGPoint(x: thumbX(0), y: 15), in: slider)
        try stage.sim.touchMove(touch, to: CGPoint(x: thumbX(0.25), y: 15), in: slider)
        try stage.sim.touchMove(touch, to: CGPoint(x: thumbX(0.75), y: 15), in: slider)
        #expect(readings.isEmpty)
        #expect(slider.value == 0.75)
        try stage.sim.touchUp(touch)

        #expect(readings == [0.75])
        #expect(valueChanges(stage, slider) == 1)
    }

    @Test("CT-8: a non-continuous slider dragged back to where it started sends no .valueChanged")
    func nonContinuousSliderUnchanged() throws {
        let stage = Fixtures.Stage()
        let slider = stage.add(UISlider(frame: sliderFrame))
        slider.isContinuous = false

        let touch = try stage.sim.touchDown(at: CGPoint(x: thumbX(0), y: 15), in: slider)
        try stage.sim.touchMove(touch, to: CGPoint(x: thumbX(0.5), y: 15), in: slider)
        try stage.sim.touchMove(touch, to: CGPoint(x: thumbX(0), y: 15), in: slider)
        try stage.sim.touchUp(touch)

        #expect(valueChanges(stage, slider) == 0)
    }

    @Test("CT-8: the slider's value stays within its range however far the finger goes")
    func sliderClamps() throws {
        let stage = Fixtures.Stage()
        let slider = stage.add(UISlider(frame: sliderFrame))
        slider.minimumValue = -10
        slider.maximumValue = 10
        slider.value = 0

        let touch = try stage.sim.touchDown(at: CGPoint(x: thumbX(0.5), y: 15), in: slider)
        try stage.sim.touchMove(touch, to: CGPoint(x: 300, y: 15), in: slider)
        #expect(slider.value == 10)
        try stage.sim.touchMove(touch, to: CGPoint(x: -40, y: 15), in: slider)
        #expect(slider.value == -10)
        try stage.sim.touchUp(touch)
    }

    @Test("CT-8: touching the slider's track away from the thumb does not move the value (UIKit drags the thumb)")
    func sliderTrackTouchDoesNotJump() throws {
        let stage = Fixtures.Stage()
        let slider = stage.add(UISlider(frame: sliderFrame))

        try stage.sim.tap(at: CGPoint(x: thumbX(0.75), y: 15), in: slider)

        #expect(slider.value == 0)
        #expect(valueChanges(stage, slider) == 0)
    }

    // MARK: UIStepper

    private let stepperFrame = CGRect(x: 100, y: 100, width: 94, height: 32)
    private let plus = CGPoint(x: 70, y: 16)
    private let minus = CGPoint(x: 20, y: 16)

    @Test("CT-8: tapping the right half of a stepper increments by stepValue, the left half decrements")
    func stepperTaps() throws {
        let stage = Fixtures.Stage()
        let stepper = stage.add(UIStepper(frame: stepperFrame))
        stepper.value = 10
        stepper.stepValue = 2.5
        var readings: [Double] = []
        stepper.addAction(UIAction { [unowned stepper] _ in readings.append(stepper.value) }, for: .valueChanged)

        try stage.sim.tap(at: plus, in: stepper)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: plus, in: stepper)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: minus, in: stepper)

        #expect(readings == [12.5, 15, 12.5])
    }

    @Test("CT-8: holding a stepper steps at once, again after 0.5 s, then every 0.1 s until the finger lifts")
    func stepperAutorepeat() throws {
        let stage = Fixtures.Stage()
        let stepper = stage.add(UIStepper(frame: stepperFrame))
        #expect(stepper.autorepeat)
        #expect(UIStepper.autorepeatDelay == 0.5)
        #expect(UIStepper.autorepeatInterval == 0.1)

        let touch = try stage.sim.touchDown(at: plus, in: stepper)
        #expect(stepper.value == 1)
        stage.sim.advance(by: 0.45)
        #expect(stepper.value == 1)
        stage.sim.advance(by: 0.1)  // t = 0.55: the first repeat (0.5) is due.
        #expect(stepper.value == 2)
        stage.sim.advance(by: 0.1)  // t = 0.65: 0.6.
        #expect(stepper.value == 3)
        stage.sim.advance(by: 0.3)  // t = 0.95: 0.7, 0.8, 0.9.
        #expect(stepper.value == 6)
        try stage.sim.touchUp(touch)
        stage.sim.advance(by: 2)

        #expect(stepper.value == 6)
        #expect(valueChanges(stage, stepper) == 6)
        #expect(stage.sim.clock.pendingTimerCount == 0)
    }

    @Test("CT-8: a stepper with autorepeat off steps once however long it is held")
    func stepperWithoutAutorepeat() throws {
        let stage = Fixtures.Stage()
        let stepper = stage.add(UIStepper(frame: stepperFrame))
        stepper.autorepeat = false

        try stage.sim.tap(at: plus, in: stepper, duration: 2)

        #expect(stepper.value == 1)
        #expect(valueChanges(stage, stepper) == 1)
    }

    @Test("CT-8: a cancelled hold stops the autorepeat")
    func stepperCancelStopsRepeat() throws {
        let stage = Fixtures.Stage()
        let stepper = stage.add(UIStepper(frame: stepperFrame))

        let touch = try stage.sim.touchDown(at: plus, in: stepper)
        stage.sim.advance(by: 0.55)
        try stage.sim.touchCancel(touch)
        stage.sim.advance(by: 1)

        #expect(stepper.value == 2)
        #expect(stage.sentEvents(of: stepper).last == "touchCancel")
    }

    @Test("CT-8: a stepper stops at its limits and sends nothing there")
    func stepperLimits() throws {
        let stage = Fixtures.Stage()
        let stepper = stage.add(UIStepper(frame: stepperFrame))
        stepper.maximumValue = 3
        stepper.value = 2

        let touch = try stage.sim.touchDown(at: plus, in: stepper)
        stage.sim.advance(by: 1)
        try stage.sim.touchUp(touch)
        #expect(stepper.value == 3)
        #expect(valueChanges(stage, stepper) == 1)

        stepper.value = 0
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: minus, in: stepper)
        #expect(stepper.value == 0)
        #expect(valueChanges(stage, stepper) == 1)
    }

    @Test("CT-8: a wrapping stepper goes from its maximum to its minimum and back")
    func stepperWraps() throws {
        let stage = Fixtures.Stage()
        let stepper = stage.add(UIStepper(frame: stepperFrame))
        stepper.wraps = true
        stepper.minimumValue = 1
        stepper.maximumValue = 3
        stepper.value = 3
        var readings: [Double] = []
        stepper.addAction(UIAction { [unowned stepper] _ in readings.append(stepper.value) }, for: .valueChanged)

        try stage.sim.tap(at: plus, in: stepper)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: minus, in: stepper)

        #expect(readings == [1, 3])
    }

    @Test("CT-8: a non-continuous stepper sends one .valueChanged when a repeating hold ends")
    func nonContinuousStepper() throws {
        let stage = Fixtures.Stage()
        let stepper = stage.add(UIStepper(frame: stepperFrame))
        stepper.isContinuous = false

        let touch = try stage.sim.touchDown(at: plus, in: stepper)
        stage.sim.advance(by: 0.75)  // Steps at 0, 0.5, 0.6 and 0.7.
        #expect(stepper.value == 4)
        #expect(valueChanges(stage, stepper) == 0)
        try stage.sim.touchUp(touch)

        #expect(valueChanges(stage, stepper) == 1)
    }

    // MARK: UISegmentedControl

    /// Three 100 pt segments.
    private func makeSegments(_ stage: Fixtures.Stage) -> UISegmentedControl {
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        segments.frame = CGRect(x: 50, y: 100, width: 300, height: 30)
        return stage.add(segments)
    }

    @Test("CT-8: tapping a segment selects it and sends .valueChanged; tapping the selected one sends nothing")
    func segmentSelection() throws {
        let stage = Fixtures.Stage()
        let segments = makeSegments(stage)
        var readings: [Int] = []
        segments.addAction(
            UIAction { [unowned segments] _ in readings.append(segments.selectedSegmentIndex) }, for: .valueChanged)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)

        try stage.sim.tap(at: CGPoint(x: 150, y: 15), in: segments)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 160, y: 15), in: segments)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 250, y: 15), in: segments)

        #expect(readings == [1, 2])
        #expect(segments.selectedSegmentIndex == 2)
    }

    @Test("CT-8: a disabled segment cannot be selected")
    func disabledSegment() throws {
        let stage = Fixtures.Stage()
        let segments = makeSegments(stage)
        segments.setEnabled(false, forSegmentAt: 0)

        try stage.sim.tap(at: CGPoint(x: 50, y: 15), in: segments)

        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(valueChanges(stage, segments) == 0)
    }

    @Test("CT-8: a momentary segmented control sends .valueChanged on every tap, with the tapped index")
    func momentarySegments() throws {
        let stage = Fixtures.Stage()
        let segments = makeSegments(stage)
        segments.isMomentary = true
        var readings: [Int] = []
        segments.addAction(
            UIAction { [unowned segments] _ in readings.append(segments.selectedSegmentIndex) }, for: .valueChanged)

        try stage.sim.tap(at: CGPoint(x: 50, y: 15), in: segments)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 50, y: 15), in: segments)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 250, y: 15), in: segments)

        #expect(readings == [0, 0, 2])
    }

    @Test("CT-8: a release beyond the segmented control's tolerance area selects nothing")
    func segmentReleaseOutside() throws {
        let stage = Fixtures.Stage()
        let segments = makeSegments(stage)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 150, y: 15), in: segments)
        try stage.sim.touchMove(touch, to: CGPoint(x: 150, y: 200), in: segments)
        try stage.sim.touchUp(touch)

        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(valueChanges(stage, segments) == 0)
    }
}
