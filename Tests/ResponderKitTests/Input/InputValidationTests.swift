// Bad input at the boundary between backends and the event system: every refused call throws its documented
// `InputError`, is traced as `.inputRejected`, and changes nothing: no delivery, no touch created, moved or leaked,
// no time consumed; the next valid input still works.

import Foundation
import Testing

@testable import ResponderKit

/// One finger (id 1) down at (10, 10) on a recording view, through the raw input API, ready to receive bad input.
@MainActor
struct FingerDown {
    let log = Spies.Log()
    let stage = Spies.Stage()
    let view: Spies.View
    let finger: UITouch
    var input: InputLayer { stage.app.input }
    var window: UIWindow { stage.window }

    init() throws {
        view = Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.forwards = false
        stage.add(view)
        try stage.app.input.send(
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), window: stage.window))
        finger = try #require(stage.app.input.touch(forID: 1))
    }

    /// Runs input that must be refused and returns the error it threw (nil if it was accepted).
    func refuse(_ body: () throws -> Void) -> InputError? {
        refusal(body)
    }

    /// Checks that the refused input changed nothing and was traced exactly once.
    func expectNothingChanged(traced count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(input.activeTouchIDs == [1], sourceLocation: sourceLocation)
        #expect(input.touch(forID: 1) === finger, sourceLocation: sourceLocation)
        #expect(finger.phase == .began, sourceLocation: sourceLocation)
        #expect(finger.location(in: nil) == CGPoint(x: 10, y: 10), sourceLocation: sourceLocation)
        #expect(log.methods(of: "view") == [.touchesBegan], sourceLocation: sourceLocation)
        #expect(stage.app.touchDispatcher.event.touchList.count == 1, sourceLocation: sourceLocation)
        #expect(stage.rejections.count == count, sourceLocation: sourceLocation)
    }

    /// Checks that valid input still works afterwards and leaves nothing behind.
    func expectStillWorks(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try input.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: 30, y: 10), window: window))
        try input.send(TouchSample(id: 1, phase: .ended, location: CGPoint(x: 30, y: 10), window: window))
        try input.send(TouchSample(id: 2, phase: .began, location: CGPoint(x: 50, y: 50), window: window))
        try input.send(TouchSample(id: 2, phase: .ended, location: CGPoint(x: 50, y: 50), window: window))
        #expect(
            log.methods(of: "view") == [.touchesBegan, .touchesMoved, .touchesEnded, .touchesBegan, .touchesEnded],
            sourceLocation: sourceLocation)
        #expect(stage.isClean(view), sourceLocation: sourceLocation)
    }
}

/// Runs input that must be refused and returns the `InputError` it threw (nil if it was accepted).
@MainActor
func refusal(_ body: () throws -> Void) -> InputError? {
    do {
        try body()
        return nil
    } catch let error as InputError {
        return error
    } catch {
        Issue.record("unexpected error \(error)")
        return nil
    }
}

/// Whether `error` is `.nonFiniteLocation` for `id` with a NaN or infinite coordinate.
func isNonFiniteLocation(_ error: InputError?, id expectedID: Int) -> Bool {
    guard case .nonFiniteLocation(let id, let x, let y)? = error else { return false }
    return id == expectedID && (!x.isFinite || !y.isFinite)
}

@MainActor
@Suite("Input validation")
struct InputValidationTests {
    // MARK: Coordinates

    @Test("Input: a NaN coordinate is refused as .nonFiniteLocation and changes nothing")
    func nanCoordinate() throws {
        let fixture = try FingerDown()
        let began = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 2, phase: .began, location: CGPoint(x: CGFloat.nan, y: 5), window: fixture.window))
        }
        let moved = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 1, phase: .moved, location: CGPoint(x: 5, y: CGFloat.nan), window: fixture.window))
        }

        #expect(isNonFiniteLocation(began, id: 2))
        #expect(isNonFiniteLocation(moved, id: 1))
        #expect(
            fixture.stage.rejections.allSatisfy { isNonFiniteLocation($0, id: 2) || isNonFiniteLocation($0, id: 1) })
        fixture.expectNothingChanged(traced: 2)
        try fixture.expectStillWorks()
    }

    @Test("Input: an infinite coordinate is refused as .nonFiniteLocation and changes nothing")
    func infiniteCoordinate() throws {
        let fixture = try FingerDown()
        let error = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 1, phase: .moved, location: CGPoint(x: 5, y: -CGFloat.infinity), window: fixture.window)
            )
        }

        #expect(error == .nonFiniteLocation(id: 1, x: 5, y: -Double.infinity))
        #expect(fixture.stage.rejections == [.nonFiniteLocation(id: 1, x: 5, y: -Double.infinity)])
        fixture.expectNothingChanged()
        try fixture.expectStillWorks()
    }

    @Test("Input: a coordinate of 1e308 is refused as .locationOutOfRange and changes nothing")
    func hugeCoordinate() throws {
        let fixture = try FingerDown()
        let began = fixture.refuse {
            try fixture.input.send(TouchSample(id: 2, phase: .began, location: CGPoint(x: 1e308, y: 5), window: nil))
        }
        let moved = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 1, phase: .moved, location: CGPoint(x: 5, y: -1e308), window: fixture.window))
        }

        #expect(began == .locationOutOfRange(id: 2, x: 1e308, y: 5))
        #expect(moved == .locationOutOfRange(id: 1, x: 5, y: -1e308))
        #expect(fixture.stage.rejections == [began, moved].compactMap { $0 })
        fixture.expectNothingChanged(traced: 2)
        try fixture.expectStillWorks()
    }

    @Test("Input: a coordinate at the documented limit is accepted")
    func coordinateAtTheLimit() throws {
        let fixture = try FingerDown()
        let limit = InputLayer.maximumCoordinateMagnitude
        try fixture.input.send(
            TouchSample(id: 1, phase: .moved, location: CGPoint(x: limit, y: -limit), window: fixture.window))
        #expect(fixture.finger.location(in: nil) == CGPoint(x: limit, y: -limit))
        try fixture.input.send(TouchSample(id: 1, phase: .ended, location: .zero, window: fixture.window))
        #expect(fixture.stage.rejections.isEmpty)
        #expect(fixture.stage.isClean(fixture.view))
    }

    // MARK: Timestamps

    @Test("Input: a negative timestamp is refused as .invalidTimestamp and changes nothing")
    func negativeTimestamp() throws {
        let fixture = try FingerDown()
        let error = fixture.refuse {
            try fixture.input.send(
                TouchSample(
                    id: 1, phase: .moved, location: CGPoint(x: 20, y: 10), window: fixture.window, timestamp: -1))
        }

        #expect(error == .invalidTimestamp(-1))
        #expect(fixture.stage.rejections == [.invalidTimestamp(-1)])
        fixture.expectNothingChanged()
        try fixture.expectStillWorks()
    }

    @Test("Input: a NaN or infinite timestamp is refused as .invalidTimestamp and changes nothing")
    func nonFiniteTimestamp() throws {
        let fixture = try FingerDown()
        let nan = fixture.refuse {
            try fixture.input.send(
                TouchSample(
                    id: 2, phase: .began, location: CGPoint(x: 20, y: 10), window: fixture.window, timestamp: .nan))
        }
        let infinite = fixture.refuse {
            try fixture.input.send(
                TouchSample(
                    id: 1, phase: .moved, location: CGPoint(x: 20, y: 10), window: fixture.window, timestamp: .infinity)
            )
        }

        guard case .invalidTimestamp(let value)? = nan else {
            Issue.record("expected .invalidTimestamp(nan), got \(String(describing: nan))")
            return
        }
        #expect(value.isNaN)
        #expect(infinite == .invalidTimestamp(Double.infinity))
        fixture.expectNothingChanged(traced: 2)
        try fixture.expectStillWorks()
    }

    @Test("Input: a timestamp earlier than the previous event's is refused as .timestampWentBackwards")
    func timestampGoingBackwards() throws {
        let fixture = try FingerDown()
        fixture.stage.sim.advance(by: 5)
        try fixture.input.send(
            TouchSample(id: 1, phase: .moved, location: CGPoint(x: 10, y: 10), window: fixture.window, timestamp: 4))
        let error = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 1, phase: .moved, location: CGPoint(x: 90, y: 90), window: fixture.window, timestamp: 3)
            )
        }

        #expect(error == .timestampWentBackwards(previous: 4, given: 3))
        #expect(fixture.stage.rejections == [.timestampWentBackwards(previous: 4, given: 3)])
        #expect(fixture.finger.timestamp == 4)
        #expect(fixture.finger.location(in: nil) == CGPoint(x: 10, y: 10))
        #expect(fixture.log.methods(of: "view") == [.touchesBegan, .touchesMoved])
        try fixture.input.send(
            TouchSample(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10), window: fixture.window))
        #expect(fixture.finger.timestamp == 5, "clock time, which is later than 4")
        #expect(fixture.stage.isClean(fixture.view))
    }

    @Test("Input: a refused frame does not consume its timestamp")
    func refusedFrameKeepsTime() throws {
        let fixture = try FingerDown()
        let error = fixture.refuse {
            try fixture.input.send(
                TouchSample(
                    id: 1, phase: .moved, location: CGPoint(x: CGFloat.nan, y: 10), window: fixture.window,
                    timestamp: 100))
        }
        #expect(isNonFiniteLocation(error, id: 1))

        try fixture.input.send(
            TouchSample(id: 1, phase: .moved, location: CGPoint(x: 20, y: 10), window: fixture.window, timestamp: 1))
        #expect(fixture.finger.timestamp == 1)
        #expect(fixture.stage.rejections.count == 1)
    }

    // MARK: Identifiers

    @Test("Input: began for a finger that is already down is refused as .touchAlreadyDown and changes nothing")
    func beganTwice() throws {
        let fixture = try FingerDown()
        let error = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 1, phase: .began, location: CGPoint(x: 50, y: 50), window: fixture.window))
        }

        #expect(error == .touchAlreadyDown(id: 1))
        #expect(fixture.stage.rejections == [.touchAlreadyDown(id: 1)])
        fixture.expectNothingChanged()
        try fixture.expectStillWorks()
    }

    @Test("Input: moved, ended or cancelled for an unknown finger is refused as .unknownTouch and changes nothing")
    func unknownFinger() throws {
        let fixture = try FingerDown()
        var errors: [InputError?] = []
        for phase in [TouchSample.Phase.moved, .ended, .cancelled] {
            errors.append(
                fixture.refuse {
                    try fixture.input.send(
                        TouchSample(id: 7, phase: phase, location: CGPoint(x: 5, y: 5), window: fixture.window))
                })
        }

        #expect(errors == [.unknownTouch(id: 7), .unknownTouch(id: 7), .unknownTouch(id: 7)])
        #expect(fixture.stage.rejections == [.unknownTouch(id: 7), .unknownTouch(id: 7), .unknownTouch(id: 7)])
        fixture.expectNothingChanged(traced: 3)
        try fixture.expectStillWorks()
    }

    @Test("Input: a finger that already ended is unknown")
    func endedFingerIsUnknown() throws {
        let fixture = try FingerDown()
        try fixture.input.send(
            TouchSample(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10), window: fixture.window))
        let error = fixture.refuse {
            try fixture.input.send(
                TouchSample(id: 1, phase: .moved, location: CGPoint(x: 20, y: 10), window: fixture.window))
        }
        #expect(error == .unknownTouch(id: 1))
        #expect(fixture.log.methods(of: "view") == [.touchesBegan, .touchesEnded])
        #expect(fixture.stage.isClean(fixture.view))
    }

    @Test("Input: the same finger twice in one frame is refused as .duplicateTouchInFrame and changes nothing")
    func duplicateFingerInFrame() throws {
        let fixture = try FingerDown()
        let newFinger = fixture.refuse {
            try fixture.input.send([
                TouchSample(id: 2, phase: .began, location: CGPoint(x: 50, y: 50), window: fixture.window),
                TouchSample(id: 2, phase: .began, location: CGPoint(x: 60, y: 50), window: fixture.window),
            ])
        }
        let downFinger = fixture.refuse {
            try fixture.input.send([
                TouchSample(id: 1, phase: .moved, location: CGPoint(x: 20, y: 10), window: fixture.window),
                TouchSample(id: 1, phase: .ended, location: CGPoint(x: 20, y: 10), window: fixture.window),
            ])
        }

        #expect(newFinger == .duplicateTouchInFrame(id: 2))
        #expect(downFinger == .duplicateTouchInFrame(id: 1))
        fixture.expectNothingChanged(traced: 2)
        try fixture.expectStillWorks()
    }

    @Test("Input: a frame with one bad sample is refused whole; its good samples are not applied either")
    func frameIsAllOrNothing() throws {
        let fixture = try FingerDown()
        let error = fixture.refuse {
            try fixture.input.send([
                TouchSample(id: 1, phase: .moved, location: CGPoint(x: 40, y: 40), window: fixture.window),
                TouchSample(id: 2, phase: .began, location: CGPoint(x: 50, y: 50), window: fixture.window),
                TouchSample(id: 3, phase: .began, location: CGPoint(x: 60, y: Double.infinity), window: fixture.window),
            ])
        }

        #expect(error == .nonFiniteLocation(id: 3, x: 60, y: Double.infinity))
        fixture.expectNothingChanged()
        try fixture.expectStillWorks()
    }
}
