// SDLHost on SDL's dummy video driver: committed text reaches a text field once (keys carry no text while SDL's
// text input is on), and wheel events become discrete steps and a continuous scroll whose end the host
// synthesizes on the clock.
import CSDL2
import Foundation
import ResponderKit
import ResponderKitRecording
import Testing

@testable import ResponderKitSDL

@MainActor
@Suite("SDLHost text and scrolling on the dummy video driver", .serialized)
struct SDLHostTextAndScrollTests {
    @Test("Text input is on while a text field is first responder; keys insert nothing, SDL_TEXTINPUT inserts once")
    func committedText() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        var frames = 0
        var textInputWasActive = false
        var windowID: UInt32 = 0
        var host: SDLHost?
        let options = SDLHostOptions(
            runsMainQueue: false,
            onFrame: { _ in
                frames += 1
                if frames == 1, let id = host?.sdlWindowID(for: window) {
                    windowID = id
                    textInputWasActive = SDL_IsTextInputActive() == SDL_TRUE
                    SDLHostTextAndScrollTests.pushKeyAndText(windowID: id)
                } else if frames == 2 {
                    field.resignFirstResponder()
                    var quit = SDL_Event()
                    quit.type = SDL_QUIT.rawValue
                    SDL_PushEvent(&quit)
                }
            })
        host = try SDLHost(application: application, options: options)
        #expect(host?.run() == 0)
        #expect(windowID != 0)
        #expect(textInputWasActive)
        #expect(field.text == "aé")
    }

    /// The key A going down and up (it carries "a", which must not be inserted) and the committed text "aé".
    private static func pushKeyAndText(windowID: UInt32) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.windowID = windowID
        event.key.keysym.scancode = SDL_SCANCODE_A
        event.key.keysym.sym = 0x61
        SDL_PushEvent(&event)
        event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = windowID
        withUnsafeMutableBytes(of: &event.text.text) { bytes in
            for (index, byte) in "aé".utf8.enumerated() { bytes[index] = byte }
        }
        SDL_PushEvent(&event)
        event = SDL_Event()
        event.key.type = SDL_KEYUP.rawValue
        event.key.windowID = windowID
        event.key.keysym.scancode = SDL_SCANCODE_A
        event.key.keysym.sym = 0x61
        SDL_PushEvent(&event)
    }

    @Test("A wheel step scrolls 40 points; precise wheel events begin, change and, 80 ms later, end a scroll")
    func wheel() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-wheel-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let recordURL = directory.appendingPathComponent("recording.json")
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: application)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 2_000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        var frames = 0
        var offsetAfterStep: CGFloat = -1
        var host: SDLHost?
        let options = SDLHostOptions(
            recordURL: recordURL, maximumWait: 0.01, runsMainQueue: false,
            onFrame: { _ in
                frames += 1
                guard let id = host?.sdlWindowID(for: window) else { return }
                if frames == 1 {
                    SDLHostTextAndScrollTests.pushWheel(windowID: id, y: -1, precise: -1)
                } else if frames == 2 {
                    offsetAfterStep = scrollView.contentOffset.y
                    SDLHostTextAndScrollTests.pushWheel(windowID: id, y: 0, precise: -0.5)
                    SDLHostTextAndScrollTests.pushWheel(windowID: id, y: 0, precise: -0.25)
                } else if frames == 40 {
                    var quit = SDL_Event()
                    quit.type = SDL_QUIT.rawValue
                    SDL_PushEvent(&quit)
                }
            })
        host = try SDLHost(application: application, options: options)
        #expect(host?.run() == 0)
        #expect(offsetAfterStep == 40)
        let recording = try InputRecording.parse(Array(try Data(contentsOf: recordURL)))
        var scrolls: [String] = []
        for entry in recording.entries {
            if case .input(_, .scroll(1, _, let delta, let continuous, let phase)) = entry {
                scrolls.append(continuous ? "\(phase) \(delta.y)" : "step \(delta.y)")
            }
        }
        #expect(scrolls == ["step -40.0", "began -20.0", "changed -10.0", "ended 0.0"])
    }

    private static func pushWheel(windowID: UInt32, y: Int32, precise: Float) {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = windowID
        event.wheel.y = y
        event.wheel.preciseY = precise
        event.wheel.mouseX = 100
        event.wheel.mouseY = 100
        SDL_PushEvent(&event)
    }
}
