// Recordings the tests share: one with every kind of sample and awkward numbers and strings, and the parse helper.
import Foundation
import ResponderKit
import ResponderKitRecording
import Testing

/// Shared recordings and helpers for the recording tests.
enum RecordingFixtures {
    /// Parses `text` as a recording.
    static func parse(_ text: String) throws(InputRecordingError) -> InputRecording {
        try InputRecording.parse(Array(text.utf8))
    }

    /// A minimal valid document around `entries` (JSON text of the entries array's elements), with windows 1 and 2.
    static func document(
        entries: String, windows: String = #"{"id":1,"frame":[0,0,320,480]},{"id":2,"frame":[0,0,10,10]}"#
    )
        -> String
    {
        #"{"format":"responderkit-input-recording","version":1,"windows":[\#(windows)],"entries":[\#(entries)]}"#
    }

    /// Every sample kind, every name of every enumeration, and numbers and strings that are hard to write exactly.
    static let everyKind: InputRecording = {
        var entries: [RecordedEntry] = [.frame(time: 0)]
        var time = 0.0
        func add(_ sample: RecordedSample) {
            // Steps of 1/3, 0.1 and 1e-7 give times whose shortest decimal forms are long.
            time += [1.0 / 3, 0.1, 1e-7][entries.count % 3]
            entries.append(.input(time: time, sample: sample))
        }
        let phases: [TouchSample.Phase] = [.began, .moved, .ended, .cancelled]
        let types: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
        for (index, phase) in phases.enumerated() {
            add(
                .touches([
                    RecordedTouch(
                        id: index, phase: phase, location: CGPoint(x: 0.1 + Double(index), y: -0.0), windowID: 1,
                        type: types[index],
                        buttonMask: index == 3 ? [.primary, .secondary, .button(5), .button(64)] : []),
                    RecordedTouch(
                        id: -9_007_199_254_740_992, phase: phase,
                        location: CGPoint(x: 1e300, y: CGFloat.leastNonzeroMagnitude), windowID: 2),
                ]))
        }
        add(.hover(windowID: 2, location: CGPoint(x: 12.5, y: 1.0 / 7)))
        add(.hover(windowID: 2, location: nil))
        for phase: ScrollSample.Phase in [.began, .changed, .ended] {
            add(
                .scroll(
                    windowID: 1, location: CGPoint(x: 3, y: 4), delta: CGPoint(x: -0.5, y: 1e-9), continuous: true,
                    phase: phase))
        }
        add(
            .scroll(
                windowID: 1, location: CGPoint(x: 3, y: 4), delta: CGPoint(x: 0, y: -10), continuous: false,
                phase: .changed))
        let pressPhases: [PressSample.Phase] = [.began, .changed, .ended, .cancelled]
        for phase in pressPhases {
            add(
                .key(
                    RecordedKey(
                        phase: phase, keyCode: 4, characters: "a", charactersIgnoringModifiers: "a",
                        modifierFlags: UIKeyModifierFlags.command.rawValue, insertsText: false)))
        }
        add(
            .key(
                RecordedKey(
                    phase: .began, keyCode: 0xFFFF, characters: "\"\\\n\u{0}\u{7F}é😀", charactersIgnoringModifiers: "",
                    modifierFlags: UIKeyModifierFlags([
                        .alphaShift, .shift, .control, .alternate, .command, .numericPad,
                    ])
                    .rawValue, insertsText: true)))
        let buttons: [UIPress.PressType] = [
            .upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause, .pageUp, .pageDown,
        ]
        for (index, type) in buttons.enumerated() { add(.button(phase: pressPhases[index % 4], type: type)) }
        add(.text("é"))
        add(.text("ﬁ\u{301}\u{2028}</script>\t"))
        add(.accelerometer(x: 0.1, y: -2.5, z: 1.7976931348623157e308))
        for raw in 100...109 {
            guard let subtype = UIEvent.EventSubtype(rawValue: raw) else { continue }
            add(.remoteControl(subtype))
        }
        add(.resignActive)
        add(.becomeActive)
        entries.append(.frame(time: time))
        entries.append(.frame(time: 9_007_199_254_740_994))
        return InputRecording(
            windows: [
                RecordedWindow(id: 1, frame: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2),
                RecordedWindow(id: 2, frame: CGRect(x: -10.25, y: 1e-3, width: 0, height: 1.0 / 3)),
            ],
            entries: entries)
    }()
}
