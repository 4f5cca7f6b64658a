// SDLHost on SDL's dummy video driver: a window resized while a finger and the mouse button are down. The SDL
// window is resized for real (`SDL_SetWindowSize`, which queues SDL_WINDOWEVENT_SIZE_CHANGED as a window manager's
// resize does), so the host reads the new size the way it does live.
import CSDL2
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitSDL

/// A view that logs each touch callback with the touch's type, whether the touch is bound to this view, and its
/// location in window coordinates.
private final class BindingView: UIView {
    let name: String
    let sink: BindingLog

    init(frame: CGRect, name: String, sink: BindingLog) {
        self.name = name
        self.sink = sink
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func log(_ phase: String, _ touches: Set<UITouch>) {
        for touch in touches {
            let point = touch.location(in: nil)
            let bound = touch.view === self ? "bound" : "rebound"
            sink.lines.append("\(name) \(phase) \(touch.type) \(bound) \(point.x),\(point.y)")
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }
}

/// The lines both views log, in order.
@MainActor
private final class BindingLog {
    var lines: [String] = []
}

@MainActor
@Suite("SDLHost window resizing on the dummy video driver", .serialized)
struct SDLHostResizeTests {
    @Test("TD-2, TD-7: a window resized mid-drag keeps each touch on its view, located in window points")
    func resizedMidDrag() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let sink = BindingLog()
        // Left and right halves of the first size; after the resize, the drags end over the other half or over
        // no subview at all, where a re-bound touch would show.
        let left = BindingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "left", sink: sink)
        let right = BindingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100), name: "right", sink: sink)
        window.addSubview(left)
        window.addSubview(right)
        window.makeKeyAndVisible()
        var frames = 0
        var sizes: [CGSize] = []
        var scales: [CGFloat] = []
        var liveDuringDrag: [Int] = []
        var host: SDLHost?
        let options = SDLHostOptions(
            maximumWait: 0.02, runsMainQueue: false,
            onFrame: { _ in
                frames += 1
                guard let host, let id = host.sdlWindowID(for: window), let sdlWindow = host.windows.first?.window
                else { return }
                sizes.append(window.frame.size)
                scales.append(window.screen.scale)
                switch frames {
                case 1:
                    // A finger down on the left half at (50, 50), the left button down on the right half.
                    SDLHostResizeTests.push(finger: SDL_FINGERDOWN, x: 0.25, y: 0.5, windowID: id)
                    SDLHostResizeTests.push(mouse: SDL_MOUSEBUTTONDOWN, x: 160, y: 40, windowID: id)
                case 2:
                    // Twice as large; then both move. The finger's (0.375, 0.25) of 400 × 200 is (150, 50), over
                    // the right view; the mouse goes to (300, 150), outside the first size.
                    SDL_SetWindowSize(sdlWindow, 400, 200)
                    SDLHostResizeTests.push(finger: SDL_FINGERMOTION, x: 0.375, y: 0.25, windowID: id)
                    SDLHostResizeTests.push(mouse: SDL_MOUSEMOTION, x: 300, y: 150, windowID: id)
                case 3:
                    liveDuringDrag = application.input.activeTouchIDs.sorted()
                    // Smaller again, 300 × 150: the finger's (0.5, 0.5) is (150, 75).
                    SDL_SetWindowSize(sdlWindow, 300, 150)
                    SDLHostResizeTests.push(finger: SDL_FINGERMOTION, x: 0.5, y: 0.5, windowID: id)
                    SDLHostResizeTests.push(mouse: SDL_MOUSEMOTION, x: 250, y: 120, windowID: id)
                case 4:
                    SDLHostResizeTests.push(finger: SDL_FINGERUP, x: 0.5, y: 0.5, windowID: id)
                    SDLHostResizeTests.push(mouse: SDL_MOUSEBUTTONUP, x: 250, y: 120, windowID: id)
                case 5:
                    var close = SDL_Event()
                    close.window.type = SDL_WINDOWEVENT.rawValue
                    close.window.windowID = id
                    close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
                    SDL_PushEvent(&close)
                default:
                    break
                }
            })
        host = try SDLHost(application: application, options: options)
        #expect(host?.run() == 0)
        #expect(frames >= 5)
        #expect(
            sink.lines == [
                "left began direct bound 50.0,50.0", "right began indirectPointer bound 160.0,40.0",
                "left moved direct bound 150.0,50.0", "right moved indirectPointer bound 300.0,150.0",
                "left moved direct bound 150.0,75.0", "right moved indirectPointer bound 250.0,120.0",
                "left ended direct bound 150.0,75.0", "right ended indirectPointer bound 250.0,120.0",
            ])
        // The UIWindow took each size in points, at scale 1 (the dummy driver's pixels are points).
        #expect(
            Array(sizes.prefix(4)) == [
                CGSize(width: 200, height: 100), CGSize(width: 200, height: 100),
                CGSize(width: 400, height: 200), CGSize(width: 300, height: 150),
            ])
        #expect(scales.allSatisfy { $0 == 1 })
        // Both touches stayed live through the resize, and none is left.
        #expect(liveDuringDrag.count == 2)
        #expect(application.input.activeTouchIDs.isEmpty)
    }

    private static func push(finger type: SDL_EventType, x: Float, y: Float, windowID: UInt32) {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = 7
        event.tfinger.fingerId = 1
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        event.tfinger.windowID = windowID
        SDL_PushEvent(&event)
    }

    private static func push(mouse type: SDL_EventType, x: Int32, y: Int32, windowID: UInt32) {
        var event = SDL_Event()
        if type == SDL_MOUSEMOTION {
            event.motion.type = type.rawValue
            event.motion.windowID = windowID
            event.motion.state = 1
            event.motion.x = x
            event.motion.y = y
        } else {
            event.button.type = type.rawValue
            event.button.windowID = windowID
            event.button.button = 1
            event.button.state = type == SDL_MOUSEBUTTONDOWN ? 1 : 0
            event.button.x = x
            event.button.y = y
        }
        SDL_PushEvent(&event)
    }
}
