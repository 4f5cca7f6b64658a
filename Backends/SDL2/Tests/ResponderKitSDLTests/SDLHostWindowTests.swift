// SDLHost on SDL's dummy video driver: one SDL window per visible UIWindow, focus loss cancelling live touches, and
// the loop ending when the last window goes.
import CSDL2
import Foundation
import ResponderKit
import ResponderKitRecording
import Testing

@testable import ResponderKitSDL

/// A view that logs its touches' phases.
private final class PhaseView: UIView {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

@MainActor
@Suite("SDLHost windows on the dummy video driver", .serialized)
struct SDLHostWindowTests {
    @Test("Two windows, two SDL windows; focus loss cancels a live finger; the loop ends with the last window")
    func windows() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-windows-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let recordURL = directory.appendingPathComponent("recording.json")
        let application = UIApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80), application: application)
        let second = UIWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 50), application: application)
        let view = PhaseView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        second.addSubview(view)
        first.makeKeyAndVisible()
        second.isHidden = false
        var frames = 0
        var ids: [UInt32] = []
        var sizes: [CGSize] = []
        var liveAfterFocusLoss: [Int] = [-1]
        var host: SDLHost?
        let options = SDLHostOptions(
            recordURL: recordURL, runsMainQueue: false,
            onFrame: { _ in
                frames += 1
                guard let host else { return }
                switch frames {
                case 1:
                    ids = [first, second].compactMap { host.sdlWindowID(for: $0) }
                    sizes = [first.frame.size, second.frame.size]
                    guard ids.count == 2 else { return }
                    SDLHostWindowTests.push(finger: SDL_FINGERDOWN, windowID: ids[1])
                    SDLHostWindowTests.push(windowEvent: SDL_WINDOWEVENT_FOCUS_LOST, windowID: ids[1])
                    SDLHostWindowTests.push(finger: SDL_FINGERUP, windowID: ids[1])
                    SDLHostWindowTests.push(windowEvent: SDL_WINDOWEVENT_CLOSE, windowID: ids[0])
                case 2:
                    liveAfterFocusLoss = application.input.activeTouchIDs
                    second.isHidden = true
                default:
                    break
                }
            })
        host = try SDLHost(application: application, options: options)
        #expect(host?.run() == 0)
        #expect(frames == 2)
        #expect(ids.count == 2 && ids[0] != ids[1])
        #expect(sizes == [CGSize(width: 120, height: 80), CGSize(width: 100, height: 50)])
        #expect(view.log == ["began", "cancelled"])
        #expect(liveAfterFocusLoss.isEmpty)
        #expect(first.isHidden)
        let recording = try InputRecording.parse(Array(try Data(contentsOf: recordURL)))
        #expect(recording.windows.map(\.id) == [1, 2])
        #expect(recording.entries.contains { if case .input(_, .resignActive) = $0 { true } else { false } })
    }

    private static func push(finger type: SDL_EventType, windowID: UInt32) {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = 3
        event.tfinger.fingerId = 1
        event.tfinger.x = 0.5
        event.tfinger.y = 0.5
        event.tfinger.windowID = windowID
        SDL_PushEvent(&event)
    }

    private static func push(windowEvent: SDL_WindowEventID, windowID: UInt32) {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(windowEvent.rawValue)
        SDL_PushEvent(&event)
    }
}
