// SDLHost on SDL's dummy video driver: an input method's composition (SDL_TEXTEDITING) becomes the focused field's
// marked text, its cursor converted from SDL's characters to UTF-16 units, and SDL_TEXTINPUT commits it (TX-13).
import CSDL2
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitSDL

@MainActor
@Suite("SDLHost marked text on the dummy video driver", .serialized)
struct SDLHostMarkedTextTests {
    @Test("TX-13: SDL_TEXTEDITING marks text in the focused field at SDL's cursor; SDL_TEXTINPUT commits it")
    func compositionThenCommit() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        var frames = 0
        var composing: (text: String?, marked: [Int]?, caret: Int?) = (nil, nil, nil)
        var host: SDLHost?
        let options = SDLHostOptions(
            runsMainQueue: false,
            onFrame: { _ in
                frames += 1
                guard let id = host?.sdlWindowID(for: window) else { return }
                if frames == 1 {
                    SDLHostMarkedTextTests.pushEditing("a😀b", start: 2, windowID: id)
                } else if frames == 2 {
                    let range = field.markedTextRange
                    composing = (
                        field.text, range.map { [$0.start.offset, $0.end.offset] },
                        field.selectedTextRange?.start.offset
                    )
                    SDLHostMarkedTextTests.pushCommit("好", windowID: id)
                } else if frames == 3 {
                    var quit = SDL_Event()
                    quit.type = SDL_QUIT.rawValue
                    SDL_PushEvent(&quit)
                }
            })
        host = try SDLHost(application: application, options: options)
        #expect(host?.run() == 0)
        #expect(composing.text == "a😀b")
        #expect(composing.marked == [0, 3])
        #expect(composing.caret == 2, "SDL's cursor 2 (after the emoji) is character 2")
        #expect(field.text == "好")
        #expect(field.markedTextRange == nil)
    }

    private static func pushEditing(_ text: String, start: Int32, windowID: UInt32) {
        var event = SDL_Event()
        event.edit.type = SDL_TEXTEDITING.rawValue
        event.edit.windowID = windowID
        withUnsafeMutableBytes(of: &event.edit.text) { bytes in
            for (index, byte) in text.utf8.enumerated() { bytes[index] = byte }
        }
        event.edit.start = start
        event.edit.length = 0
        SDL_PushEvent(&event)
    }

    private static func pushCommit(_ text: String, windowID: UInt32) {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = windowID
        withUnsafeMutableBytes(of: &event.text.text) { bytes in
            for (index, byte) in text.utf8.enumerated() { bytes[index] = byte }
        }
        SDL_PushEvent(&event)
    }
}
