// The SDL adapter: opens one SDL window per visible `UIWindow`, runs the host loop on the main thread, turns SDL
// events into ResponderKit input samples and draws each window's display list. The core knows nothing of SDL; this
// is the transport, `InputLayer` the pipeline (SwiftNIO's split).
//
// The loop (contract 1): each iteration reads the host time t (seconds since `run()` started, from
// `SDL_GetPerformanceCounter`), advances the application's `VirtualClock` to t (timers fire), records a frame,
// shows or closes SDL windows as `UIWindow`s appear or hide, pushes due injected events, then handles every queued
// SDL event (each at its own t: advance, record, send), draws the windows whose display list changed (or that were
// exposed or resized), and waits with `SDL_WaitEventTimeout` until the next event, the next timer deadline, the next
// injected event or `maximumWait`.
import CSDL2
import Foundation
import ResponderKit
import ResponderKitRecording
import SDLInjectScript

/// Runs a ResponderKit application on SDL2: real windows, mouse, touch, keyboard, text input, game controllers and
/// sensors.
///
/// ```swift
/// let host: SDLHost
/// do throws(SDLHostError) {
///     host = try SDLHost(application: application, options: SDLHostOptions())
/// } catch {
///     print(error)
///     exit(error.exitStatus)
/// }
/// exit(host.run())
/// ```
///
/// Create it on the main thread, once per process at a time: it initialises SDL (`SDL_Init`) and shuts it down
/// when ``run()`` returns. The host takes over the application's clock: if it is a `VirtualClock` the host drives
/// it (timers the app scheduled stay), otherwise it installs a new one.
@MainActor
public final class SDLHost {
    /// The application shown.
    public let application: UIApplication
    /// The options.
    public let options: SDLHostOptions
    /// The latencies measured so far (when ``SDLHostOptions/latency`` is on or a latency callback is set).
    public internal(set) var latencyReport: SDLLatencyReport

    /// The application's clock, driven by host time.
    let clock: VirtualClock
    /// Performance-counter ticks per second.
    private let frequency: Double
    private var startCounter: UInt64 = 0
    private var clockOrigin: TimeInterval = 0
    /// The SDL windows, in the order they were opened.
    var windows: [SDLHostWindow] = []
    var nextRecordID = 1
    /// The mouse pointer's touch: the SDL window it is down in (0 when up) and its buttons.
    var pointerWindowID: UInt32 = 0
    var pointerButtons: UIEvent.ButtonMask = []
    var fingers = SDLFingerTable()
    var scrollGesture = SDLScrollGesture()
    /// The one-element touch frame, reused.
    private var touchBuffer: [TouchSample] = []
    var scrollTimer: EventTimer?
    /// Whether SDL's text input is on (it follows `application.input.wantsTextInput`).
    var textInputActive = false
    var controllers: [OpaquePointer] = []
    var sensors: [OpaquePointer] = []
    /// Controller buttons down, so that a controller that goes away releases them.
    var buttonsDown: [UIPress.PressType] = []
    let injector: SDLInjector?
    let recorder: InputRecorder?
    let fonts: SDLFontSet
    /// The measurer installed on the application (``SDLHostOptions/measuresText``), until `run()` returns.
    private(set) var textMeasurer: SDLTextMeasurer?
    /// The performance counter when the app called ``markHandled()`` during the current sample, or 0.
    private var handledCounter: UInt64 = 0
    var quitRequested = false
    private var hasRun = false

    /// SDL's last error message.
    nonisolated static var lastError: String { String(cString: SDL_GetError()) }

    /// Initialises SDL and reads the inject file, if any.
    ///
    /// - Throws: ``SDLHostError`` with exit status 2 for an unreadable or malformed inject file (its message names
    ///   the file, line and JSON path), with exit status 1 when SDL cannot start or no display can be opened.
    public init(application: UIApplication, options: SDLHostOptions = SDLHostOptions()) throws(SDLHostError) {
        var script: InjectScript?
        if let url = options.injectURL {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SDLHostError(message: "\(url.path): cannot read the inject file", exitStatus: 2)
            }
            do {
                script = try InjectScript.parse(data)
            } catch {
                throw SDLHostError(message: "\(url.path): \(error)", exitStatus: 2)
            }
        }
        // Clicks on a window that is not focused are delivered, as UIKit delivers every touch.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // Controller buttons count when no window has the keyboard focus (SDL drops presses then by default): a
        // window manager may never focus the window (Xvfb has none), and UIKit has no such rule.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw SDLHostError(message: "cannot open a display: \(SDLHost.lastError)", exitStatus: 1)
        }
        // With no display SDL falls back to a driver that shows nothing (offscreen, dummy): unless asked for by
        // name (tests), that is a display that cannot be opened, not a window nobody can see.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if (driver == "offscreen" || driver == "dummy") && getenv("SDL_VIDEODRIVER") == nil {
            SDL_Quit()
            throw SDLHostError(
                message: "cannot open a display (no X11 or Wayland display; DISPLAY unset?)", exitStatus: 1)
        }
        if SDL_InitSubSystem(SDL_INIT_JOYSTICK | SDL_INIT_GAMECONTROLLER | SDL_INIT_SENSOR) != 0 {
            SDLHost.warn("game controllers and sensors are off: \(SDLHost.lastError)")
        }
        if TTF_Init() != 0 { SDLHost.warn("text is not drawn: \(SDLHost.lastError)") }
        self.application = application
        self.options = options
        if let virtual = application.clock as? VirtualClock {
            clock = virtual
        } else {
            clock = VirtualClock()
            application.clock = clock
        }
        frequency = Double(SDL_GetPerformanceFrequency())
        // Room for every measurement of an injected run (a wheel event of n steps is n samples), so the report
        // allocates nothing in the loop.
        latencyReport = SDLLatencyReport(capacity: options.latency ? 8192 + 2 * (script?.events.count ?? 0) : 0)
        recorder = options.recordURL == nil ? nil : InputRecorder()
        injector = script.map { SDLInjector(script: $0) }
        fonts = SDLFontSet(path: options.fontPath)
        if options.measuresText {
            let measurer = SDLTextMeasurer(fonts: fonts)
            textMeasurer = measurer
            application.textMeasurer = measurer
            // The same fonts draw screenshots' text (a PNG of the app shows the glyphs the window shows).
            application.textRasterizer = measurer
        }
    }

    /// Runs the loop until the last window closes or SDL asks to quit (`SDL_QUIT`, for example on SIGINT), then
    /// writes the recording, prints the latency report if asked, closes the windows and shuts SDL down.
    ///
    /// - Returns: the exit status: 0 when the last window closed or SDL quit, 1 when a window could not be opened
    ///   or the recording could not be written (the message is on standard error). A second call returns 1.
    public func run() -> Int32 {
        guard !hasRun else { return 1 }
        hasRun = true
        startCounter = SDL_GetPerformanceCounter()
        clockOrigin = clock.now
        SDL_StopTextInput()
        openSensors()
        if let controller = injector?.start() { openController(deviceIndex: controller) }
        let status = loop()
        return finish(status: status)
    }

    /// Tells the host that the app's handler for the sample being sent was called: the latency of that sample ends
    /// here (else at the end of `send`). Call it from a handler; calls outside a sample are ignored.
    public func markHandled() {
        if handledCounter == 0 { handledCounter = SDL_GetPerformanceCounter() }
    }

    /// The SDL window id showing `window`, or nil when it is not shown (for tests and tools pushing SDL events).
    public func sdlWindowID(for window: UIWindow) -> UInt32? {
        windows.first { $0.uiWindow === window }?.sdlID
    }

    /// The host time of a performance-counter reading, in seconds of the application's clock.
    func time(at counter: UInt64) -> TimeInterval {
        clockOrigin + Double(counter &- startCounter) / frequency
    }

    private func loop() -> Int32 {
        var event = SDL_Event()
        while true {
            let frameStart = SDL_GetPerformanceCounter()
            let now = time(at: frameStart)
            clock.advance(to: now)
            recorder?.recordFrame(at: now)
            guard syncWindows() else { return 1 }
            if windows.isEmpty { return 0 }
            if let injector { injector.push(dueBy: now - clockOrigin, windowID: injectWindowID) }
            updateTextInput()
            while SDL_PollEvent(&event) != 0 {
                handle(event, polled: SDL_GetPerformanceCounter())
                if quitRequested { return 0 }
            }
            if options.runsMainQueue { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
            guard syncWindows() else { return 1 }
            if windows.isEmpty { return 0 }
            let drawStart = SDL_GetPerformanceCounter()
            var drew = false
            for window in windows where window.drawIfNeeded(fonts: fonts) { drew = true }
            if drew && measuresLatency {
                let end = SDL_GetPerformanceCounter()
                note(Double(end &- drawStart) / frequency, kind: "redraw")
                note(Double(end &- frameStart) / frequency, kind: "frame")
            }
            options.onFrame?(now)
            wait()
        }
    }

    /// Waits for the next event, timer deadline or injected event, at most `maximumWait`.
    private func wait() {
        let now = time(at: SDL_GetPerformanceCounter())
        var next = now + max(0, options.maximumWait)
        if let deadline = clock.nextDeadline { next = min(next, deadline) }
        if let injected = injector?.nextTime { next = min(next, clockOrigin + injected) }
        let milliseconds = ((next - now) * 1000).rounded(.up)
        guard milliseconds >= 1 else { return }
        SDL_WaitEventTimeout(nil, Int32(min(milliseconds, 60_000)))
    }

    /// The SDL window injected fingers go to: the key window's, else the first.
    private var injectWindowID: UInt32 {
        (windows.first { $0.uiWindow.isKeyWindow } ?? windows.first)?.sdlID ?? 0
    }

    // MARK: Feeding

    var measuresLatency: Bool { options.latency || options.onLatency != nil }

    /// Sends one sample taken at `time` and records it if the input layer accepted it; `polled` is when
    /// SDL_PollEvent returned its event (nil for samples the host synthesizes). A refused sample is dropped (the
    /// core traces it).
    func feed(_ sample: InputSample, at time: TimeInterval, kind: String, polled: UInt64?) {
        handledCounter = 0
        do {
            try application.input.send(sample)
            // Only accepted samples are recorded: a replay would refuse a refused one again and stop there.
            recorder?.record(sample, at: time)
        } catch {
            // Refused input (for example a sample for a window that just closed) changes nothing; the core traced it.
        }
        if let polled, measuresLatency {
            let end = handledCounter != 0 ? handledCounter : SDL_GetPerformanceCounter()
            note(Double(end &- polled) / frequency, kind: kind)
        }
        handledCounter = 0
        updateTextInput()
    }

    /// Sends one touch as a touch frame, through a reused one-element array (no allocation per sample).
    func feedTouch(_ sample: TouchSample, at time: TimeInterval, kind: String, polled: UInt64?) {
        touchBuffer.removeAll(keepingCapacity: true)
        touchBuffer.append(sample)
        feed(.touches(touchBuffer), at: time, kind: kind, polled: polled)
    }

    private func note(_ seconds: Double, kind: String) {
        if options.latency { latencyReport.add(seconds, kind: kind) }
        options.onLatency?(kind, seconds)
    }

    /// Starts or stops SDL's text input to follow the application (contract 2).
    func updateTextInput() {
        let wanted = application.input.wantsTextInput
        guard wanted != textInputActive else { return }
        textInputActive = wanted
        if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    // MARK: Ending

    private func finish(status: Int32) -> Int32 {
        var status = status
        if let recorder, let url = options.recordURL {
            do {
                try Data(recorder.recording.json().utf8).write(to: url)
            } catch {
                SDLHost.warn("cannot write the recording \(url.path): \(error.localizedDescription)")
                status = 1
            }
        }
        if options.latency { FileHandle.standardError.write(Data((latencyReport.description + "\n").utf8)) }
        scrollTimer?.cancel()
        for window in windows { window.destroy() }
        windows = []
        for controller in controllers { SDL_GameControllerClose(controller) }
        controllers = []
        for sensor in sensors { SDL_SensorClose(sensor) }
        sensors = []
        injector?.stop()
        // The fonts close now: the application measures with the deterministic metric again.
        if let textMeasurer, application.textMeasurer as? SDLTextMeasurer === textMeasurer {
            application.textMeasurer = DeterministicTextMeasurer()
        }
        if let textMeasurer, application.textRasterizer as? SDLTextMeasurer === textMeasurer {
            application.textRasterizer = nil
        }
        textMeasurer = nil
        fonts.close()
        TTF_Quit()
        SDL_Quit()
        return status
    }

    /// Prints a warning to standard error.
    nonisolated static func warn(_ message: String) {
        FileHandle.standardError.write(Data("ResponderKitSDL: \(message)\n".utf8))
    }
}
