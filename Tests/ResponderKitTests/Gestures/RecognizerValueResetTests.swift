// A pinch's `scale` and a rotation's `rotation` are settable, as in UIKit: an action that applies the value to a
// transform and resets it gets the change since the previous action next time.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct RecognizerValueResetTests {
    private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test("GR-24: setting a pinch's scale to 1 in its action makes the next scale relative to that moment")
    func pinchScaleReset() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var scales: [CGFloat] = []
        var velocities: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            scales.append(pinch.scale)
            velocities.append(pinch.velocity)
            pinch.scale = 1
        }
        view.addGestureRecognizer(pinch)
        let center = CGPoint(x: 160, y: 240)

        let fingers = try stage.sim.touchDown(at: GestureSpec.fingers(around: center, radius: 25, angle: 0), in: view)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 30, angle: 0), in: view)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 60, angle: 0), in: view)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 120, angle: 0), in: view)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 60, angle: 0), in: view)

        #expect(scales.count == 4)
        #expect(close(scales[0], 1))
        #expect(close(scales[1], 2), "doubled since began")
        #expect(close(scales[2], 2), "doubled again since the reset, not 4 since began")
        #expect(close(scales[3], 0.5), "halved since the last reset")
        #expect(close(velocities[2], 10), "a change of 1 in 0.1 s from the reset value")
        try stage.sim.touchUp(fingers)
        #expect(pinch.scale == 1)
    }

    @Test("GR-24: a pinch's scale set to another value continues from it")
    func pinchScaleSetToOtherValue() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        let center = CGPoint(x: 160, y: 240)

        let fingers = try stage.sim.touchDown(at: GestureSpec.fingers(around: center, radius: 25, angle: 0), in: view)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 40, angle: 0), in: view)
        #expect(pinch.state == .began)
        pinch.scale = 3
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 80, angle: 0), in: view)

        #expect(close(pinch.scale, 6))
        try stage.sim.touchUp(fingers)
    }

    @Test("GR-24: setting a rotation's rotation to 0 in its action makes the next value the turn since then")
    func rotationReset() throws {
        let stage = GestureSpec.Stage()
        let view = stage.add(UIView(frame: stage.window.bounds))
        var rotations: [CGFloat] = []
        var velocities: [CGFloat] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            rotations.append(rotation.rotation)
            velocities.append(rotation.velocity)
            rotation.rotation = 0
        }
        view.addGestureRecognizer(rotation)
        let center = CGPoint(x: 160, y: 240)
        let quarter = CGFloat.pi / 4

        let fingers = try stage.sim.touchDown(at: GestureSpec.fingers(around: center, radius: 80, angle: 0), in: view)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(fingers, to: GestureSpec.fingers(around: center, radius: 80, angle: 0.1), in: view)
        for step in 1...3 {
            stage.sim.advance(by: 0.1)
            let angle = 0.1 + CGFloat(step) * quarter
            try stage.sim.touchMove(
                fingers, to: GestureSpec.fingers(around: center, radius: 80, angle: angle), in: view)
        }

        #expect(rotations.count == 4)
        #expect(close(rotations[0], 0))
        for index in 1...3 {
            #expect(close(rotations[index], quarter, within: 1e-9), "a quarter turn since the reset")
            #expect(close(velocities[index], quarter / 0.1, within: 1e-6))
        }
        try stage.sim.touchUp(fingers)
        #expect(rotation.rotation == 0)
    }
}
