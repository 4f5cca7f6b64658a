// Input validation: samples for windows, re-entrant input from handlers, and the simulator's own checks.

import Foundation
import Testing

@testable import ResponderKit

extension InputValidationTests {
    // MARK: Windows

    @Test("Input: a sample naming a window of another application is refused as .foreignWindow")
    func foreignWindow() throws {
        let fixture = try FingerDown()
        let otherLog = Spies.Log()
        let other = Spies.Stage()
        let otherView = other.add(
            Spies.View("otherView", log: otherLog, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        let began = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 2, phase: .began, location: CGPoint(x: 5, y: 5), window: other.window))
        }
        let moved = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 1, phase: .moved, location: CGPoint(x: 5, y: 5), window: other.window))
        }

        #expect(began == .foreignWindow(id: 2))
        #expect(moved == .foreignWindow(id: 1))
        #expect(otherLog.records.isEmpty)
        #expect(other.app.input.activeTouchIDs.isEmpty)
        #expect(other.isClean(otherView))
        fixture.expectNothingChanged(traced: 2)
        try fixture.expectStillWorks()
    }

    @Test("Input: a simulator call naming a view of another application's window throws .viewNotInWindow")
    func simulatorForeignView() throws {
        let fixture = try FingerDown()
        let other = Spies.Stage()
        let otherView = other.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        #expect(throws: InputError.viewNotInWindow) { try fixture.stage.sim.touchDown(at: .zero, in: otherView) }
        #expect(throws: InputError.viewNotInWindow) { try fixture.stage.sim.touchDown(at: .zero, in: detached) }
        #expect(other.isClean(otherView))
        #expect(fixture.input.activeTouchIDs == [1])
    }

    @Test("Input: a touch beginning in a hidden window is refused as .hiddenWindow")
    func hiddenWindow() throws {
        let fixture = try FingerDown()
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: fixture.stage.app)
        let error = fixture.refuse {
            try fixture.input.send(TouchSample(id: 2, phase: .began, location: CGPoint(x: 5, y: 5), window: hidden))
        }

        #expect(error == .hiddenWindow(id: 2))
        #expect(fixture.stage.rejections == [.hiddenWindow(id: 2)])
        #expect(hidden.isHidden)
        fixture.expectNothingChanged()
        try fixture.expectStillWorks()
    }

    // MARK: Re-entrancy

    @Test("Input: input sent from inside a touch handler is refused as .reentrantInput and changes nothing")
    func inputFromInsideAHandler() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.forwards = false
        let input = stage.app.input
        let window = stage.window
        let sim = stage.sim
        var errors: [InputError] = []
        view.onTouches = { method, _, _ in
            guard method == .touchesBegan else { return }
            errors += [
                refusal {
                    try input.send(TouchSample(id: 99, phase: .began, location: CGPoint(x: 5, y: 5), window: window))
                },
                refusal { try sim.touchDown(at: CGPoint(x: 50, y: 50), in: view) },
            ].compactMap { $0 }
        }

        let touch = try sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)

        #expect(errors == [.reentrantInput, .reentrantInput])
        #expect(stage.rejections == [.reentrantInput, .reentrantInput])
        #expect(input.activeTouchIDs.count == 1)
        #expect(input.touch(forID: 99) == nil)
        #expect(touch.phase == .began)
        #expect(log.methods(of: "view") == [.touchesBegan])

        view.onTouches = nil
        try sim.touchUp(touch)
        try sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(log.methods(of: "view") == [.touchesBegan, .touchesEnded, .touchesBegan, .touchesEnded])
        #expect(stage.isClean(view))
    }

    @Test("Input: input sent from inside a sendEvent override is refused as .reentrantInput")
    func inputFromInsideSendEvent() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let stage = Spies.Stage(app: app)
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let window = stage.window
        var errors: [InputError] = []
        app.onSendEvent = { _ in
            if let error = refusal({
                try app.input.send(TouchSample(id: 42, phase: .began, location: CGPoint(x: 5, y: 5), window: window))
            }) {
                errors.append(error)
            }
        }

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(errors == [.reentrantInput, .reentrantInput])
        #expect(app.input.touch(forID: 42) == nil)
        #expect(stage.isClean(view))
    }

    /// A window whose `isHidden` getter runs an app's code first.
    private final class AskingWindow: UIWindow {
        var onIsHidden: () -> Void = {}
        override var isHidden: Bool {
            get {
                onIsHidden()
                return super.isHidden
            }
            set { super.isHidden = newValue }
        }
    }

    @Test("Input: input sent from app code that validation runs (a window's isHidden) is refused as .reentrantInput")
    func inputFromInsideValidation() throws {
        let app = UIApplication()
        let window = AskingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let stage = Spies.Stage(app: app, window: window)
        let log = Spies.Log()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        var errors: [InputError] = []
        var asked = false
        window.onIsHidden = {
            guard !asked else { return }
            asked = true
            if let error = refusal({
                try app.input.send(TouchSample(id: 7, phase: .began, location: CGPoint(x: 5, y: 5), window: window))
            }) {
                errors.append(error)
            }
        }

        try app.input.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), window: window))

        #expect(asked)
        #expect(errors == [.reentrantInput])
        #expect(app.input.activeTouchIDs == [1])
        #expect(app.input.touch(forID: 7) == nil)
        #expect(log.methods(of: "view") == [.touchesBegan])
        try app.input.send(TouchSample(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10), window: window))
        #expect(stage.isClean(view))
    }

    // MARK: The simulator

    @Test("Input: the simulator refuses a non-finite point in a view's coordinates, and the refusal is traced")
    func simulatorNonFinitePointIsTraced() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        let thrown = refusal { try stage.sim.touchDown(at: CGPoint(x: CGFloat.nan, y: 10), in: view) }

        #expect(isNonFiniteLocation(thrown, id: 1))
        #expect(stage.rejections.count == 1, "refused input is traced as .inputRejected")
        #expect(stage.isClean(view))
        #expect(log.records.isEmpty)
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(log.methods(of: "view") == [.touchesBegan, .touchesEnded])
    }

    @Test("Input: the simulator refuses a non-finite screen point through the input layer")
    func simulatorNonFiniteScreenPoint() throws {
        let stage = Spies.Stage()
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        let thrown = refusal { try stage.sim.touchDown(at: CGPoint(x: 10, y: CGFloat.infinity)) }

        #expect(thrown == .nonFiniteLocation(id: 1, x: 10, y: Double.infinity))
        #expect(stage.rejections == [.nonFiniteLocation(id: 1, x: 10, y: Double.infinity)])
        #expect(stage.isClean(view))
    }

    @Test("Input: the simulator refuses a touch it no longer tracks with .touchNotActive")
    func simulatorTouchNotActive() throws {
        let stage = Spies.Stage()
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let touch = try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(throws: InputError.touchNotActive) { try stage.sim.touchUp(touch) }
        #expect(throws: InputError.touchNotActive) { try stage.sim.touchMove(touch, to: .zero, in: view) }
        #expect(throws: InputError.touchNotActive) { try stage.sim.touchCancel(touch) }
        #expect(stage.isClean(view))
    }
}
