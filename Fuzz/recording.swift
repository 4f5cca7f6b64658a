// libFuzzer target `recording`: `InputRecording.parse` on arbitrary bytes, the way a host's `--replay FILE` reads
// an input recording, then playing short recordings that parse.
//
// Besides "never traps", the target checks:
// - an error names a JSON path from the root (`$…`), a line of the input when it has one, and a message;
// - a parsed recording keeps its documented invariants (times finite, non-negative and never decreasing; window ids
//   distinct; every window id a sample names is a window's);
// - a parsed recording written with `json()` parses to an equal recording, and writing that gives the same text;
// - a recording of at most 40 entries plays on a fresh application (one window per recorded window, with a text field
//   and a view with tap, double-tap, long-press and pan recognizers) without trapping, and a refusal names an entry;
//   afterwards the host's windows close (resignActive, then every finger still down is cancelled) and the application
//   must be freed (LeakSanitizer).
import ResponderKit
import ResponderKitRecording

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = Result { () throws(InputRecordingError) -> InputRecording in try InputRecording.parse(bytes) }
    switch parsed {
    case .failure(let error):
        // A line ends at LF, CR or CR LF, so this bounds the line count from above.
        checkError(error, lines: bytes.lazy.filter { $0 == 0x0A || $0 == 0x0D }.count + 1)
    case .success(let recording):
        checkInvariants(recording)
        let text = recording.json()
        let again = Result { () throws(InputRecordingError) -> InputRecording in
            try InputRecording.parse(Array(text.utf8))
        }
        guard case .success(let copy) = again, copy == recording else {
            fatalError("a parsed recording does not survive writing and reading back: \(again)\n\(text)")
        }
        require(copy.json() == text, "writing the copy gives other text:\n\(text)\n\(copy.json())")
        guard recording.entries.count <= 40 else { return 0 }
        MainActor.assumeIsolated { play(recording) }
    }
    return 0
}

private func checkError(_ error: InputRecordingError, lines: Int) {
    let path = error.path ?? ""
    require(path.hasPrefix("$"), "a parse error without a path from the root: \(error)")
    require(error.description.hasPrefix(path + ": "), "the description does not start with the path: \(error)")
    require(!error.description.isEmpty, "an empty description")
    if let line = error.line {
        require(line >= 1 && line <= lines, "line \(line) of a \(lines)-line input: \(error)")
    }
    switch error {
    case .invalidJSON, .invalidValue, .unknownFormat, .unsupportedVersion, .tooLarge: break
    case .notRecorded, .missingWindow, .foreignWindow, .inputRefused:
        fatalError("parse threw an error of recording or playing: \(error)")
    }
}

private func checkInvariants(_ recording: InputRecording) {
    let ids = recording.windows.map(\.id)
    require(Set(ids).count == ids.count, "duplicate window ids \(ids)")
    var previous = 0.0
    for entry in recording.entries {
        require(entry.time.isFinite && entry.time >= previous, "time \(entry.time) after \(previous)")
        previous = entry.time
        guard case .input(_, let sample) = entry else { continue }
        var named: [Int] = []
        switch sample {
        case .touches(let touches): named = touches.map(\.windowID)
        case .hover(let id, _), .scroll(let id, _, _, _, _), .statusBarTap(let id): named = [id]
        case .key, .button, .text, .accelerometer, .remoteControl, .resignActive, .becomeActive: break
        }
        require(named.allSatisfy(ids.contains), "a sample names a window that is not in \(ids)")
    }
}

@MainActor
private func play(_ recording: InputRecording) {
    let app = UIApplication()
    app.beginReceivingRemoteControlEvents()
    var windows: [Int: UIWindow] = [:]
    for recorded in recording.windows {
        let window = UIWindow(frame: recorded.frame, application: app)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer(handler: { _ in })
        single.require(toFail: double)
        for recognizer in [
            single, double, UILongPressGestureRecognizer(handler: { _ in }), UIPanGestureRecognizer(handler: { _ in }),
        ] {
            view.addGestureRecognizer(recognizer)
        }
        window.addSubview(view)
        window.addSubview(UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40)))
        window.makeKeyAndVisible()
        windows[recorded.id] = window
    }
    let simulator = EventSimulator(application: app)
    do throws(InputRecordingError) {
        try simulator.play(recording, windows: windows)
    } catch {
        guard case .inputRefused(let entry, _) = error else { fatalError("play refused the windows: \(error)") }
        require(entry >= 0 && entry < recording.entries.count, "a refusal names entry \(entry)")
    }
    require(simulator.clock.now >= 0, "the clock went negative")
    // The host's windows close: presses and touches are cancelled and every finger still down is ended, as a host
    // does. (A finger the input layer still tracks keeps its `UITouch`, whose window keeps the application: without
    // this, every recording that leaves a finger down would be reported as a leak of the whole application.)
    try? app.input.send(.resignActive)
    for id in app.input.activeTouchIDs {
        try? app.input.send(TouchSample(id: id, phase: .cancelled, location: .zero))
    }
    require(app.input.activeTouchIDs.isEmpty, "fingers still down after cancelling them: \(app.input.activeTouchIDs)")
}
