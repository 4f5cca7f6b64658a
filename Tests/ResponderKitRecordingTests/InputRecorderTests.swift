// What `InputRecorder` records, and what it cannot record: each problem is listed, the sample is left out and a
// frame at its time keeps the replay's clock in step.
import Foundation
import ResponderKit
import ResponderKitRecording
import Testing

@MainActor
@Suite("Recording: InputRecorder")
struct InputRecorderTests {
    /// An application with a window of scale 2, and a recorder; made in each test, so it is released on the main
    /// actor.
    @MainActor
    final class Fixture {
        let app = UIApplication()
        let window: UIWindow
        let recorder = InputRecorder()

        init() {
            window = UIWindow(frame: CGRect(x: 10, y: 20, width: 300, height: 400), application: app)
            window.contentScaleFactor = 2
        }
    }

    @Test("Registered windows are recorded with their id, frame and scale; samples name them by id")
    func registration() {
        let fixture = Fixture()
        let (window, recorder) = (fixture.window, fixture.recorder)
        recorder.register(window, id: 4)
        recorder.register(window, id: 4)
        recorder.recordFrame(at: 0.5)
        recorder.record(
            .touches([TouchSample(id: 9, phase: .began, location: CGPoint(x: 1, y: 2), window: window, timestamp: 99)]),
            at: 0.6)
        #expect(recorder.problems.isEmpty)
        #expect(
            recorder.recording
                == InputRecording(
                    windows: [RecordedWindow(id: 4, frame: CGRect(x: 10, y: 20, width: 300, height: 400), scale: 2)],
                    entries: [
                        .frame(time: 0.5),
                        .input(
                            time: 0.6,
                            sample: .touches([
                                RecordedTouch(id: 9, phase: .began, location: CGPoint(x: 1, y: 2), windowID: 4)
                            ])),
                    ]))
    }

    @Test("Every kind of sample converts to its recorded form")
    func conversions() {
        let fixture = Fixture()
        let (window, recorder) = (fixture.window, fixture.recorder)
        recorder.register(window, id: 1)
        let key = UIKey(
            characters: "A", charactersIgnoringModifiers: "a", keyCode: .keyboardA,
            modifierFlags: [.shift, .command, UIKeyModifierFlags(rawValue: 1 << 30)])
        var press = PressSample(phase: .began, key: key, force: 0.5)
        press.insertsText = false
        let samples: [InputSample] = [
            .hover(HoverSample(location: CGPoint(x: 1, y: 2), window: window)),
            .hover(HoverSample(location: nil, window: window)),
            .scroll(
                ScrollSample(
                    location: .zero, window: window, delta: CGPoint(x: 0, y: -1), type: .continuous, phase: .ended)),
            .press(press),
            .press(PressSample(phase: .cancelled, type: .menu)),
            .text(TextSample(text: "é")),
            .accelerometer(AccelerometerSample(x: 1, y: 2, z: 3)),
            .remoteControl(RemoteControlSample(subtype: .remoteControlStop)),
            .resignActive,
            .becomeActive,
        ]
        for sample in samples { recorder.record(sample, at: 1) }
        let expected: [RecordedSample] = [
            .hover(windowID: 1, location: CGPoint(x: 1, y: 2)),
            .hover(windowID: 1, location: nil),
            .scroll(windowID: 1, location: .zero, delta: CGPoint(x: 0, y: -1), continuous: true, phase: .ended),
            .key(
                RecordedKey(
                    phase: .began, keyCode: 4, characters: "A", charactersIgnoringModifiers: "a",
                    modifierFlags: UIKeyModifierFlags([.shift, .command]).rawValue, insertsText: false)),
            .button(phase: .cancelled, type: .menu),
            .text("é"),
            .accelerometer(x: 1, y: 2, z: 3),
            .remoteControl(.remoteControlStop),
            .resignActive,
            .becomeActive,
        ]
        #expect(recorder.recording.entries == expected.map { .input(time: 1, sample: $0) })
        #expect(recorder.problems.isEmpty)
    }

    @Test("What the format cannot hold is a problem, and leaves a frame at its time")
    func unrecordable() {
        let fixture = Fixture()
        let (app, window, recorder) = (fixture.app, fixture.window, fixture.recorder)
        recorder.register(window, id: 1)
        let other = UIWindow(frame: .zero, application: app)
        let unrecordable: [InputSample] = [
            .touches([TouchSample(id: 1, phase: .began, location: .zero, window: other)]),
            .touches([TouchSample(id: 1, phase: .began, location: .zero)]),
            .touches([]),
            .touches([TouchSample(id: .max, phase: .began, location: .zero, window: window)]),
            .hover(HoverSample(location: CGPoint(x: CGFloat.nan, y: 0), window: window)),
            .scroll(ScrollSample(location: .zero, window: window, delta: CGPoint(x: CGFloat.infinity, y: 0))),
            .press(PressSample(phase: .began, key: UIKey(characters: "", keyCode: UIKeyboardHIDUsage(rawValue: -1)))),
            .text(TextSample(text: "")),
            .accelerometer(AccelerometerSample(x: .nan, y: 0, z: 0)),
            .remoteControl(RemoteControlSample(subtype: .motionShake)),
        ]
        for (index, sample) in unrecordable.enumerated() { recorder.record(sample, at: Double(index)) }
        #expect(recorder.problems.count == unrecordable.count)
        #expect(recorder.recording.entries == unrecordable.indices.map { .frame(time: Double($0)) })
        #expect(recorder.problems.first == .notRecorded(time: 0, reason: "the sample's window was not registered"))
        #expect(
            recorder.problems.first?.description
                == "at 0.0 s: not recorded: the sample's window was not registered")
    }

    @Test("Times that are not finite, negative or earlier than the last entry's are problems and record nothing")
    func badTimes() {
        let fixture = Fixture()
        let recorder = fixture.recorder
        recorder.recordFrame(at: 2)
        recorder.recordFrame(at: 1)
        recorder.recordFrame(at: .nan)
        recorder.record(.resignActive, at: -1)
        recorder.recordFrame(at: 2)
        #expect(recorder.recording.entries == [.frame(time: 2), .frame(time: 2)])
        #expect(recorder.problems.count == 3)
    }

    @Test("A taken id, a window registered twice under two ids and an id beyond 2^53 are problems and are ignored")
    func badRegistrations() {
        let fixture = Fixture()
        let (app, window, recorder) = (fixture.app, fixture.window, fixture.recorder)
        let other = UIWindow(frame: .zero, application: app)
        recorder.register(window, id: 1)
        recorder.register(other, id: 1)
        recorder.register(window, id: 2)
        recorder.register(other, id: .max)
        #expect(recorder.recording.windows.map(\.id) == [1])
        #expect(recorder.problems.count == 3)
    }

    @Test("A recording is valid JSON in the format whatever the host fed")
    func recordingsParse() throws {
        let fixture = Fixture()
        let (window, recorder) = (fixture.window, fixture.recorder)
        recorder.register(window, id: 1)
        recorder.record(.hover(HoverSample(location: CGPoint(x: CGFloat.nan, y: 0), window: window)), at: 1)
        recorder.record(.text(TextSample(text: "\u{0}\"")), at: 2)
        #expect(try InputRecording.parse(Array(recorder.recording.json().utf8)) == recorder.recording)
    }
}
