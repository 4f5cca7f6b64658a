// The headless half of record and replay: a recording of a live run, played on a fresh application and the
// virtual clock, produces the live run's log.
import Foundation
import ResponderKit
import ResponderKitRecording

/// Replays input recordings on the demo, headless.
@MainActor
public enum DemoReplay {
    /// The id the live host gives the demo's window (its first and only window) in recordings.
    public static let windowID = 1

    /// Reads the recording at `path`, plays it on a new demo in a new application on the virtual clock, and returns
    /// the demo with its log flushed. `prepare` runs with the new demo before anything is played (to attach an
    /// observer, such as a UI test recorder).
    public static func run(
        recordingAt path: String, options: DemoOptions, prepare: (@MainActor (DemoApp) -> Void)? = nil
    ) throws(DemoReplayError) -> DemoApp {
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw DemoReplayError("cannot read \(path): \(error.localizedDescription)")
        }
        let recording: InputRecording
        do {
            recording = try InputRecording.parse(bytes)
        } catch {
            throw DemoReplayError("\(path): \(error)")
        }
        return try run(recording, options: options, name: path, prepare: prepare)
    }

    /// Plays `recording` on a new demo in a new application on the virtual clock, and returns the demo with its
    /// log flushed. `name` names the recording in errors; `prepare` runs with the new demo before anything is played.
    public static func run(
        _ recording: InputRecording, options: DemoOptions, name: String = "the recording",
        prepare: (@MainActor (DemoApp) -> Void)? = nil
    ) throws(DemoReplayError) -> DemoApp {
        let application = UIApplication()
        let demo = DemoApp(application: application, options: options)
        prepare?(demo)
        let simulator = EventSimulator(application: application)
        do {
            try simulator.play(recording, windows: [windowID: demo.window])
        } catch {
            demo.flush()
            throw DemoReplayError("\(name): \(error)")
        }
        demo.flush()
        return demo
    }
}
