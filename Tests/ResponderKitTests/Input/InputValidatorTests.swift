// One validator for every sample kind: each refusal is a typed InputError that names what is wrong, is traced as
// .inputRejected exactly once, and changes nothing (not even the last timestamp); valid input after it still works.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Input validation of every sample kind")
struct InputValidatorTests {
    /// A stage whose application traces into `recorder`.
    @MainActor
    private final class TracedStage {
        let stage = SendEventStage()
        let recorder = TraceRecorder()

        init() { stage.app.tracer = recorder }  // the stage receives remote-control events

        var rejections: [InputError] {
            recorder.entries.compactMap { entry in
                if case .inputRejected(let error) = entry { return error }
                return nil
            }
        }

        var input: InputLayer { stage.app.input }
        var window: UIWindow { stage.window }
        var inside: CGPoint { stage.view.convert(CGPoint(x: 50, y: 50), to: stage.window) }
    }

    /// Runs `send`, expecting it to throw `expected` (compared by description, so NaN matches NaN), traced once.
    private func expectRefusal(
        _ traced: TracedStage, _ expected: InputError, sourceLocation: SourceLocation = #_sourceLocation,
        _ send: () throws(InputError) -> Void
    ) {
        let before = traced.rejections.count
        do {
            try send()
            Issue.record("the input was accepted", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == expected.description, sourceLocation: sourceLocation)
            #expect(traced.rejections.count == before + 1, "traced exactly once", sourceLocation: sourceLocation)
            #expect(traced.rejections.last?.description == expected.description, sourceLocation: sourceLocation)
        }
    }

    @Test("Input: a press force that is NaN or outside 0…1 is refused as .invalidForce, traced once, changing nothing")
    func pressForce() throws {
        let traced = TracedStage()
        let a = FocusFixtures.key("a")
        for force in [Double.nan, .infinity, -0.5, 1.5] {
            expectRefusal(traced, .invalidForce(force)) { () throws(InputError) in
                try traced.input.send(PressSample(phase: .began, key: a, force: force, timestamp: 100))
            }
        }
        #expect(traced.stage.arrivals(of: .press).isEmpty)
        // Nothing changed: an earlier timestamp than the refused samples' is still accepted.
        try traced.input.send(PressSample(phase: .began, key: a, force: 0.5, timestamp: 50))
        try traced.input.send(PressSample(phase: .ended, key: a, force: 0, timestamp: 51))
        #expect(traced.stage.arrivals(of: .press) == ["pressesBegan", "pressesEnded"])
        #expect(traced.rejections.count == 4)
    }

    @Test("Input: a non-finite accelerometer reading is refused as .nonFiniteAcceleration, traced once")
    func accelerometerValues() throws {
        let traced = TracedStage()
        expectRefusal(traced, .nonFiniteAcceleration(x: 0, y: .infinity, z: -1)) { () throws(InputError) in
            try traced.input.send(AccelerometerSample(x: 0, y: .infinity, z: -1, timestamp: 100))
        }
        expectRefusal(traced, .nonFiniteAcceleration(x: 0, y: 0, z: .nan)) { () throws(InputError) in
            try traced.input.send(AccelerometerSample(x: 0, y: 0, z: .nan))
        }
        #expect(!traced.stage.app.motionTracker.detector.isShaking)
        try traced.stage.sim.shake()
        #expect(traced.stage.arrivals(of: .motion) == ["motionBegan", "motionEnded"])
        #expect(traced.rejections.count == 2)
    }

    @Test("Input: a non-finite scroll delta is refused as .nonFiniteScrollDelta and traced once")
    func scrollDelta() throws {
        let traced = TracedStage()
        let delta = CGPoint(x: 0, y: CGFloat.infinity)
        expectRefusal(traced, .nonFiniteScrollDelta(x: 0, y: .infinity)) { () throws(InputError) in
            try traced.input.send(ScrollSample(location: traced.inside, window: traced.window, delta: delta))
        }
        expectRefusal(traced, .nonFiniteLocation(id: 0, x: .infinity, y: 10)) { () throws(InputError) in
            let location = CGPoint(x: CGFloat.infinity, y: 10)
            try traced.input.send(ScrollSample(location: location, window: traced.window, delta: .zero))
        }
        #expect(traced.stage.arrivals(of: .scroll).isEmpty)
        #expect(traced.stage.app.seen.isEmpty, "a refused sample never becomes an event")
        try traced.stage.send(.scroll)
        #expect(traced.stage.arrivals(of: .scroll) == ["pan began", "pan changed", "pan ended"])
    }

    @Test("Input: a hover sample with a bad location, a foreign window or a bad timestamp is refused and traced once")
    func hoverSample() throws {
        let traced = TracedStage()
        let other = UIApplication()
        let foreign = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: other)
        expectRefusal(traced, .locationOutOfRange(id: 0, x: 2e6, y: 0)) { () throws(InputError) in
            try traced.input.send(HoverSample(location: CGPoint(x: 2e6, y: 0), window: traced.window))
        }
        expectRefusal(traced, .foreignWindow(id: 0)) { () throws(InputError) in
            try traced.input.send(HoverSample(location: .zero, window: foreign))
        }
        expectRefusal(traced, .invalidTimestamp(-1)) { () throws(InputError) in
            try traced.input.send(HoverSample(location: traced.inside, window: traced.window, timestamp: -1))
        }
        #expect(traced.stage.arrivals(of: .hover).isEmpty)
        try traced.stage.send(.hover)
        #expect(traced.stage.arrivals(of: .hover) == ["hover began"])
        #expect(traced.rejections.count == 3)
    }

    @Test("Input: a remote-control sample whose subtype is not a remote-control command is refused and traced once")
    func remoteControlSubtype() throws {
        let traced = TracedStage()
        for subtype in [UIEvent.EventSubtype.none, .motionShake] {
            expectRefusal(traced, .notARemoteControlSubtype(subtype)) { () throws(InputError) in
                try traced.input.send(RemoteControlSample(subtype: subtype))
            }
        }
        #expect(traced.stage.arrivals(of: .remoteControl).isEmpty)
        try traced.stage.sim.remoteControl(.remoteControlNextTrack)
        let next = UIEvent.EventSubtype.remoteControlNextTrack.rawValue
        #expect(traced.stage.arrivals(of: .remoteControl) == ["remoteControl \(next)"])
    }

    @Test("Input: a timestamp that goes backwards is refused the same way for every sample kind, traced once each")
    func timestampsForEveryKind() throws {
        let traced = TracedStage()
        try traced.input.send(AccelerometerSample(x: 0, y: 0, z: -1, timestamp: 10))
        let backwards = InputError.timestampWentBackwards(previous: 10, given: 5)
        let a = FocusFixtures.key("a")
        let window = traced.window
        let inside = traced.inside
        expectRefusal(traced, backwards) { () throws(InputError) in
            try traced.input.send(TouchSample(id: 1, phase: .began, location: inside, window: window, timestamp: 5))
        }
        expectRefusal(traced, backwards) { () throws(InputError) in
            try traced.input.send(HoverSample(location: inside, window: window, timestamp: 5))
        }
        expectRefusal(traced, backwards) { () throws(InputError) in
            try traced.input.send(ScrollSample(location: inside, window: window, delta: .zero, timestamp: 5))
        }
        expectRefusal(traced, backwards) { () throws(InputError) in
            try traced.input.send(PressSample(phase: .began, key: a, timestamp: 5))
        }
        expectRefusal(traced, backwards) { () throws(InputError) in
            try traced.input.send(AccelerometerSample(x: 0, y: 0, z: -1, timestamp: 5))
        }
        expectRefusal(traced, backwards) { () throws(InputError) in
            try traced.input.send(RemoteControlSample(subtype: .remoteControlPlay, timestamp: 5))
        }
        #expect(traced.rejections.count == 6)
        #expect(traced.stage.app.seen.isEmpty, "no refused sample became an event")
        try traced.input.send(RemoteControlSample(subtype: .remoteControlPlay, timestamp: 10))
        #expect(traced.stage.app.seen == [.remoteControl])
    }

    @Test("Input: every new refusal has a description that names the value")
    func descriptions() {
        #expect(InputError.invalidForce(1.5).description == "press force 1.5 is not a finite number from 0 to 1")
        #expect(InputError.nonFiniteScrollDelta(x: 0, y: .nan).description == "scroll delta (0.0, nan) is not finite")
        #expect(
            InputError.nonFiniteAcceleration(x: 1, y: 2, z: .infinity).description
                == "acceleration (1.0, 2.0, inf) is not finite")
        #expect(
            InputError.notARemoteControlSubtype(.motionShake).description
                == "event subtype motionShake is not a remote-control command")
    }
}
