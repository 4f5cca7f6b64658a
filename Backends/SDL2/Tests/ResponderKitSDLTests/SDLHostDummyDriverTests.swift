// SDLHost end to end on SDL's dummy video driver (no display needed): SDL events pushed into SDL's queue reach the
// app as touches, presses, text and scrolls, and closing the window ends `run()` with no touch left live.
import CSDL2
import Foundation
import ResponderKit
import ResponderKitRecording
import Testing

@testable import ResponderKitSDL

/// A view that logs what reaches it.
private final class LoggingView: UIView {
    var log: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let point = touch.location(in: self)
            log.append("began \(touch.type) \(point.x),\(point.y) \(touch.buttonMask.rawValue)")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { log.append("ended \(touch.type)") }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { log.append("cancelled \(touch.type)") }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            if let key = press.key {
                log.append("press \(key.characters) \(key.modifierFlags.rawValue)")
            } else {
                log.append("button \(press.type.map { "\($0)" } ?? "none")")
            }
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses where press.key == nil {
            log.append("button ended \(press.type.map { "\($0)" } ?? "none")")
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("motion began")
    }
}

/// Holds the host for the frame callback, which is created before the host.
@MainActor
private final class HostBox {
    var host: SDLHost?
    var frames = 0
}

@MainActor
@Suite("SDLHost on the dummy video driver", .serialized)
struct SDLHostDummyDriverTests {
    @Test("Pushed SDL events reach the app; closing the window cancels the live finger and returns 0")
    func pushedEvents() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.becomeFirstResponder()
        let box = HostBox()
        let options = SDLHostOptions(
            runsMainQueue: false,
            onFrame: { _ in
                box.frames += 1
                guard box.frames == 1, let host = box.host, let id = host.sdlWindowID(for: window) else { return }
                SDLHostDummyDriverTests.pushEvents(windowID: id)
            })
        let host = try SDLHost(application: application, options: options)
        box.host = host
        #expect(host.run() == 0)
        #expect(box.frames >= 1)
        #expect(
            view.log == [
                "began indirectPointer 50.0,40.0 2", "ended indirectPointer", "press a 1048576",
                "began direct 100.0,50.0 0", "cancelled direct",
            ])
        #expect(application.input.activeTouchIDs.isEmpty)
        #expect(window.isHidden)
    }

    @Test("An inject file's fingers, accelerometer readings and controller buttons come back through SDL; recorded")
    func injected() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-inject-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let injectURL = directory.appendingPathComponent("inject.json")
        let recordURL = directory.appendingPathComponent("recording.json")
        var events = [
            #"{"time": 0, "type": "finger-down", "finger": 9, "x": 0.25, "y": 0.5}"#,
            #"{"time": 0, "type": "finger-up", "finger": 9, "x": 0.25, "y": 0.5}"#,
            #"{"time": 0, "type": "button-down", "button": "a"}"#,
            #"{"time": 0, "type": "button-up", "button": "a"}"#,
        ]
        for step in 0..<6 {
            let x = step % 2 == 0 ? 25 : -25
            events.append(#"{"time": \#(0.05 * Double(step)), "type": "accelerometer", "x": \#(x), "y": 0, "z": -9.8}"#)
        }
        let script =
            #"{"format": "responderkit-sdl-inject", "version": 1, "events": ["#
            + events.joined(separator: ",") + "]}"
        try Data(script.utf8).write(to: injectURL)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.becomeFirstResponder()
        let box = HostBox()
        let options = SDLHostOptions(
            recordURL: recordURL, injectURL: injectURL, maximumWait: 0.02, runsMainQueue: false,
            onFrame: { _ in
                box.frames += 1
                // Enough frames for the injected events and the shake detector's quiet interval.
                if box.frames == 200 || view.log.contains("motion began") && view.log.contains("button ended select") {
                    var quit = SDL_Event()
                    quit.type = SDL_QUIT.rawValue
                    SDL_PushEvent(&quit)
                }
            })
        let host = try SDLHost(application: application, options: options)
        box.host = host
        #expect(host.run() == 0)
        #expect(view.log.prefix(2) == ["began direct 50.0,50.0 0", "ended direct"])
        #expect(view.log.contains("button select") && view.log.contains("button ended select"))
        #expect(view.log.contains("motion began"))
        let recording = try InputRecording.parse(Array(try Data(contentsOf: recordURL)))
        #expect(recording.windows.map(\.id) == [1])
        #expect(recording.entries.contains { if case .input(_, .touches) = $0 { true } else { false } })
        #expect(recording.entries.contains { if case .input(_, .button(.began, .select)) = $0 { true } else { false } })
    }

    @Test("An inject file's keys, wheel step and close come back through SDL: a press, a scroll, run() returns 0")
    func injectedKeysWheelAndClose() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-inject-keys-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let events = [
            #"{"time": 0, "type": "key-down", "key": "a", "modifiers": ["ctrl"]}"#,
            #"{"time": 0, "type": "key-up", "scancode": 4, "modifiers": ["ctrl"]}"#,
            #"{"time": 0.01, "type": "wheel", "x": 0, "y": -1, "position": [150, 50]}"#,
            #"{"time": 0.02, "type": "close"}"#,
        ]
        try Data(
            (#"{"format": "responderkit-sdl-inject", "version": 1, "events": ["# + events.joined(separator: ",") + "]}")
                .utf8
        ).write(to: url)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scrollView = UIScrollView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(view)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        view.becomeFirstResponder()
        let host = try SDLHost(
            application: application, options: SDLHostOptions(injectURL: url, maximumWait: 0.02, runsMainQueue: false))
        // The close ends the run: no frame callback needed.
        #expect(host.run() == 0)
        #expect(view.log == ["press a 1048576"])
        // One wheel line towards the user: the content moves up 40 points.
        #expect(scrollView.contentOffset.y == 40)
        #expect(window.isHidden)
    }

    @Test("A malformed inject file is an error with its path and exit status 2, before SDL starts")
    func badInjectFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-bad-inject-\(getpid()).json")
        try Data(
            #"{"format": "responderkit-sdl-inject", "version": 1, "events": [{"time": "soon", "type": "finger-up"}]}"#
                .utf8
        ).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try SDLHost(application: UIApplication(), options: SDLHostOptions(injectURL: url))
            Issue.record("the host started")
        } catch {
            #expect(error.exitStatus == 2)
            #expect(error.message.hasSuffix("line 1, events[0].time: expected number, found string"))
        }
    }

    /// A right click at (50, 40), an event for an unknown window, Ctrl-A, a finger down at the centre that never
    /// lifts, then the window's close button.
    private static func pushEvents(windowID: UInt32) {
        var event = SDL_Event()
        event.button = SDL_MouseButtonEvent()
        event.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.windowID = windowID
        event.button.button = 3
        event.button.state = 1
        event.button.x = 50
        event.button.y = 40
        SDL_PushEvent(&event)
        event.button.type = SDL_MOUSEBUTTONUP.rawValue
        event.button.state = 0
        SDL_PushEvent(&event)
        event.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.windowID = windowID + 100
        SDL_PushEvent(&event)

        event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.windowID = windowID
        event.key.keysym.scancode = SDL_SCANCODE_A
        event.key.keysym.sym = 0x61
        event.key.keysym.mod = SDLKeyMapping.Modifier.leftControl
        SDL_PushEvent(&event)
        event.key.repeat = 1
        SDL_PushEvent(&event)
        event.key.type = SDL_KEYUP.rawValue
        event.key.repeat = 0
        SDL_PushEvent(&event)

        event = SDL_Event()
        event.tfinger.type = SDL_FINGERDOWN.rawValue
        event.tfinger.touchId = 5
        event.tfinger.fingerId = 77
        event.tfinger.x = 0.5
        event.tfinger.y = 0.5
        event.tfinger.windowID = windowID
        SDL_PushEvent(&event)
        event.tfinger.type = SDL_FINGERMOTION.rawValue
        event.tfinger.fingerId = 78
        SDL_PushEvent(&event)

        event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        SDL_PushEvent(&event)
    }
}
