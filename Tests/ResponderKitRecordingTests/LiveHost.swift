// A host loop as contract 1 describes it, without a windowing system: it owns a virtual clock, runs a frame every
// 1/60 s (advance the clock, record the frame) and, for each input event, advances the clock to the event's time,
// records the sample and sends it with that time as its timestamp.
import Foundation
import ResponderKit
import ResponderKitRecording

/// A scripted host loop that records what it feeds.
@MainActor
final class LiveHost {
    let app = UIApplication()
    let clock = VirtualClock()
    let recorder = InputRecorder()
    let scene: ReplayScene
    private var frameTime = 0.0
    private static let frameInterval = 1.0 / 60

    init() {
        app.clock = clock
        scene = ReplayScene(app: app)
        recorder.register(scene.window, id: 1)
    }

    /// Runs the frames due before `time`.
    func runFrames(until time: TimeInterval) {
        while frameTime + Self.frameInterval <= time {
            frameTime += Self.frameInterval
            clock.advance(to: frameTime)
            recorder.recordFrame(at: frameTime)
        }
    }

    /// Feeds `sample` at `time`, after the frames before it.
    func feed(_ sample: InputSample, at time: TimeInterval) throws {
        runFrames(until: time)
        clock.advance(to: time)
        recorder.record(sample, at: time)
        try app.input.send(sample)
    }

    /// A mouse button change (a pointer touch, id 1, pressing the primary button) at `time`.
    func mouse(_ phase: TouchSample.Phase, _ x: Double, _ y: Double, at time: TimeInterval) throws {
        let touch = TouchSample(
            id: 1, phase: phase, location: CGPoint(x: x, y: y), window: scene.window, timestamp: time,
            type: .indirectPointer, buttonMask: .primary)
        try feed(.touches([touch]), at: time)
    }

    /// A key going down and up, with its committed text reported separately (contract 2).
    func key(_ code: Int, _ characters: String, modifiers: UIKeyModifierFlags = [], text: String?, at time: Double)
        throws
    {
        let key = UIKey(characters: characters, keyCode: UIKeyboardHIDUsage(rawValue: code), modifierFlags: modifiers)
        var down = PressSample(phase: .began, key: key, timestamp: time)
        down.insertsText = false
        try feed(.press(down), at: time)
        if let text { try feed(.text(TextSample(text: text, timestamp: time)), at: time) }
        var up = PressSample(phase: .ended, key: key, timestamp: time + 0.05)
        up.insertsText = false
        try feed(.press(up), at: time + 0.05)
    }
}
