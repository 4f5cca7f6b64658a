// A slider, a switch, a stepper and a segmented control driven by real drags and taps (UT-3, UT-51, UT-58).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: controls")
struct ControlsTests {
    @Test("UT-51: adjust(toNormalizedSliderPosition:) drags the thumb; the value reads as a percentage")
    func sliderAdjust() {
        let (app, log, failures) = launch { ControlsViewController(log: $0) }
        let slider = app.sliders["volume"]
        #expect(slider.value as? String == "0%")
        slider.adjust(toNormalizedSliderPosition: 0.75)
        #expect(slider.value as? String == "75%")
        #expect(log.lines.last == "slider: 0.75")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-51: adjusting out of range, NaN, or a non-slider fails and sends nothing")
    func sliderAdjustBadInput() {
        let (app, log, failures) = launch { ControlsViewController(log: $0) }
        app.sliders["volume"].adjust(toNormalizedSliderPosition: .nan)
        app.sliders["volume"].adjust(toNormalizedSliderPosition: 1.5)
        app.switches["wifi"].adjust(toNormalizedSliderPosition: 0.5)
        #expect(failures.failures.map(\.kind) == [.invalidArgument, .invalidArgument, .wrongElementType])
        #expect(log.lines.isEmpty)
        app.switches["wifi"].adjust(toPickerWheelValue: "On")
        #expect(failures.failures.last?.kind == .wrongElementType)
    }

    @Test("UT-3: a switch is a switch whose value is 1 or 0; a tap toggles it")
    func switchTap() {
        let (app, log, failures) = launch { ControlsViewController(log: $0) }
        let toggle = app.switches["wifi"]
        #expect(toggle.value as? String == "0")
        toggle.tap()
        #expect(toggle.value as? String == "1")
        #expect(log.lines == ["switch: true"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-58: coordinate taps on a stepper's halves and a segment land where they point")
    func coordinateTaps() {
        let (app, log, failures) = launch { ControlsViewController(log: $0) }
        app.steppers["count"].coordinate(withNormalizedOffset: CGVector(dx: 0.75, dy: 0.5)).tap()
        app.steppers["count"].coordinate(withNormalizedOffset: CGVector(dx: 0.75, dy: 0.5)).tap()
        app.steppers["count"].coordinate(withNormalizedOffset: CGVector(dx: 0.25, dy: 0.5)).tap()
        let range = app.segmentedControls["range"]
        range.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        #expect(log.lines == ["stepper: 1.0", "stepper: 2.0", "stepper: 1.0", "segment: 1"])
        #expect(range.value as? String == "Week")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-59: withOffset moves a coordinate by points; a NaN offset fails and sends nothing")
    func coordinateOffsets() {
        let (app, log, failures) = launch { ControlsViewController(log: $0) }
        let origin = app.segmentedControls["range"].coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
        #expect(origin.screenPoint == CGPoint(x: 20, y: 260))
        let third = origin.withOffset(CGVector(dx: 250, dy: 16))
        #expect(third.screenPoint == CGPoint(x: 270, y: 276))
        third.tap()
        #expect(log.lines == ["segment: 2"])
        origin.withOffset(CGVector(dx: CGFloat.nan, dy: 0)).tap()
        #expect(failures.failures.map(\.kind) == [.invalidArgument])
        #expect(log.lines == ["segment: 2"])
    }

    @Test("UT-8: a segmented control's segments and a stepper's halves are buttons that real taps press")
    func controlParts() {
        let (app, log, failures) = launch { ControlsViewController(log: $0) }
        let range = app.segmentedControls["range"]
        #expect(range.buttons.count == 3)
        range.buttons["Month"].tap()
        #expect(range.buttons["Month"].isSelected)
        #expect(!range.buttons["Day"].isSelected)
        let count = app.steppers["count"]
        #expect(!count.buttons["Decrement"].isEnabled)
        count.buttons["Increment"].tap()
        count.buttons["Increment"].tap()
        count.buttons["Decrement"].tap()
        #expect(log.lines == ["segment: 2", "stepper: 1.0", "stepper: 2.0", "stepper: 1.0"])
        #expect(count.buttons["Decrement"].isEnabled)
        #expect(failures.failures.isEmpty)
    }
}
