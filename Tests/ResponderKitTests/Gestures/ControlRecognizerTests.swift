// Controls against gesture recognizers (spec GR-25, GR-26, SP-5, SP-6).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ControlRecognizerTests {
    /// A stage with a container that has a single-tap recognizer counting into `taps`.
    @MainActor
    private final class Container {
        let stage = GestureSpec.Stage()
        let view: UIView
        var taps = 0
        private(set) var tap: UITapGestureRecognizer!

        init() {
            view = stage.add(UIView(frame: stage.window.bounds))
            tap = UITapGestureRecognizer { [unowned self] _ in self.taps += 1 }
            view.addGestureRecognizer(tap)
        }

        @discardableResult
        func add<V: UIView>(_ control: V) -> V {
            stage.add(control, to: view)
        }
    }

    // MARK: GR-25

    @Test("GR-25: a button beats an ancestor's single tap: the button fires, the tap fails")
    func buttonBeatsTap() throws {
        let container = Container()
        let button = container.add(UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44)))
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)

        try container.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(presses == 1)
        #expect(container.taps == 0)
        #expect(container.stage.failureReasons(of: container.tap).count == 1)
    }

    @Test("GR-25: a switch beats an ancestor's single tap: it toggles, the tap fails")
    func switchBeatsTap() throws {
        let container = Container()
        let toggle = container.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31)))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

        try container.stage.sim.tap(at: CGPoint(x: 25, y: 15), in: toggle)

        #expect(toggle.isOn)
        #expect(changes == 1)
        #expect(container.taps == 0)
    }

    @Test("GR-25: a stepper beats an ancestor's single tap: it steps, the tap fails")
    func stepperBeatsTap() throws {
        let container = Container()
        let stepper = container.add(UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32)))

        try container.stage.sim.tap(at: CGPoint(x: 80, y: 16), in: stepper)

        #expect(stepper.value == 1)
        #expect(container.taps == 0)
    }

    @Test("GR-25: a segmented control beats an ancestor's single tap: it selects, the tap fails")
    func segmentedControlBeatsTap() throws {
        let container = Container()
        let segments = container.add(UISegmentedControl(items: ["A", "B", "C"]))
        segments.frame = CGRect(x: 20, y: 20, width: 240, height: 32)

        try container.stage.sim.tap(at: CGPoint(x: 200, y: 16), in: segments)

        #expect(segments.selectedSegmentIndex == 2)
        #expect(container.taps == 0)
    }

    @Test("GR-25: a disabled button does not beat the tap: the tap fires and the button does nothing")
    func disabledButtonLoses() throws {
        let container = Container()
        let button = container.add(UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44)))
        button.isEnabled = false
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)

        try container.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(presses == 0)
        #expect(container.taps == 1)
    }

    @Test("GR-25: the button only beats a one-finger single tap; an ancestor's double tap still recognizes")
    func buttonDoesNotBeatDoubleTap() throws {
        let container = Container()
        let button = container.add(UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44)))
        var doubles = 0
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        container.view.addGestureRecognizer(double)

        try container.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)
        container.stage.sim.advance(by: 0.1)
        try container.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(doubles == 1)
    }

    @Test("GR-25: a switch beats an ancestor's pan: dragging the knob sets the switch and the pan fails")
    func switchBeatsPan() throws {
        let container = Container()
        let toggle = container.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31)))
        var pans = 0
        container.view.addGestureRecognizer(UIPanGestureRecognizer { _ in pans += 1 })

        try container.stage.sim.drag(
            from: CGPoint(x: 10, y: 15), to: CGPoint(x: 45, y: 15), in: toggle, steps: 5, duration: 0.2)

        #expect(toggle.isOn)
        #expect(pans == 0)
    }

    @Test("GR-25: a slider beats an ancestor's parallel swipe on its thumb: the thumb moves, the swipe fails")
    func sliderBeatsParallelSwipe() throws {
        let container = Container()
        let slider = container.add(UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 31)))
        var swipes = 0
        container.view.addGestureRecognizer(UISwipeGestureRecognizer { _ in swipes += 1 })
        let thumb = CGPoint(x: slider.thumbCenterX, y: 15)

        try container.stage.sim.drag(
            from: thumb, to: CGPoint(x: thumb.x + 150, y: 15), in: slider, steps: 5, duration: 0.1)

        #expect(slider.value > 0.4)
        #expect(swipes == 0)
    }

    @Test("GR-25: a swipe across the slider's track away from the thumb still reaches the ancestor")
    func swipeAwayFromSliderThumb() throws {
        let container = Container()
        let slider = container.add(UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 31)))
        var swipes = 0
        container.view.addGestureRecognizer(UISwipeGestureRecognizer { _ in swipes += 1 })
        let start = CGPoint(x: slider.thumbCenterX + 80, y: 15)

        try container.stage.sim.drag(
            from: start, to: CGPoint(x: start.x + 150, y: 15), in: slider, steps: 5, duration: 0.1)

        #expect(slider.value == 0)
        #expect(swipes == 1)
    }

    @Test("GR-25: a slider does not stop a perpendicular swipe")
    func sliderAllowsPerpendicularSwipe() throws {
        let container = Container()
        let slider = container.add(UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 31)))
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = .down
        container.view.addGestureRecognizer(swipe)
        let thumb = CGPoint(x: slider.thumbCenterX, y: 15)

        try container.stage.sim.drag(
            from: thumb, to: CGPoint(x: thumb.x, y: thumb.y + 150), in: slider, steps: 5, duration: 0.1)

        #expect(swipes == 1)
    }

    // MARK: GR-26

    @Test("GR-26: a tap recognizer on the button itself wins and the button sends no touchUpInside (SP-5)")
    func recognizerOnButtonWins() throws {
        let stage = GestureSpec.Stage()
        let button = stage.add(UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44)))
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("touchCancel") }, for: .touchCancel)
        button.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("tap") })

        try stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(log == ["tap", "touchCancel"] || log == ["touchCancel", "tap"])
        #expect(!log.contains("touchUpInside"))
    }

    @Test("GR-26: a tap recognizer on a switch stops it from toggling")
    func recognizerOnSwitchWins() throws {
        let stage = GestureSpec.Stage()
        let toggle = stage.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31)))
        var taps = 0
        toggle.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

        try stage.sim.tap(at: CGPoint(x: 25, y: 15), in: toggle)

        #expect(taps == 1)
        #expect(!toggle.isOn)
    }

    @Test("SP-5: a long press on a button stops its touchUpInside once it begins; a quick tap still fires")
    func longPressOnButton() throws {
        let stage = GestureSpec.Stage()
        let button = stage.add(UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44)))
        var presses = 0
        var longPresses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        button.addGestureRecognizer(
            UILongPressGestureRecognizer { recognizer in
                if recognizer.state == .began { longPresses += 1 }
            })

        try stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button, duration: 0.1)
        #expect(presses == 1)

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button, duration: 0.8)
        #expect(longPresses == 1)
        #expect(presses == 1)
    }

    // MARK: SP-6

    @Test("SP-6: a superview's tap fires over labels, images and plain views")
    func tapFiresOverPassiveViews() throws {
        let container = Container()
        let label = container.add(UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
        let image = container.add(UIImageView(frame: CGRect(x: 0, y: 50, width: 100, height: 40)))
        let plain = container.add(UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 40)))

        for view in [label, image, plain] {
            container.stage.sim.advance(by: 1)
            try container.stage.sim.tap(at: CGPoint(x: 50, y: 20), in: view)
        }

        #expect(container.taps == 3)
    }

    @Test("SP-6: a superview's tap does not fire over buttons, switches, steppers or segmented controls")
    func tapDoesNotFireOverControls() throws {
        let container = Container()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 120, width: 94, height: 32))
        stepper.value = 5
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 0, y: 180, width: 200, height: 32)
        let controls: [UIControl] = [
            container.add(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))),
            container.add(UISwitch(frame: CGRect(x: 0, y: 60, width: 51, height: 31))),
            container.add(stepper),
            container.add(segments),
        ]
        var fired: [String] = []
        controls[0].addAction(UIAction { _ in fired.append("button") }, for: .primaryActionTriggered)
        for (name, control) in zip(["switch", "stepper", "segments"], controls.dropFirst()) {
            control.addAction(UIAction { _ in fired.append(name) }, for: .valueChanged)
        }

        for control in controls {
            container.stage.sim.advance(by: 1)
            try container.stage.sim.tap(at: CGPoint(x: 20, y: 10), in: control)
        }

        #expect(container.taps == 0)
        #expect(fired == ["button", "switch", "stepper", "segments"])
    }
}
