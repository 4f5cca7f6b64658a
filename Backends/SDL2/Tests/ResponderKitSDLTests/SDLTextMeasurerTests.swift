// Real text measurement on the dummy video driver: the host measures the application's text with SDL2_ttf in the
// font it draws with, from `init` until `run()` returns (the core's AL-61 measurer).
import CSDL2
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitSDL

@MainActor
@Suite("SDLTextMeasurer on the dummy video driver", .serialized)
struct SDLTextMeasurerTests {
    @Test("AL-61: the host installs SDL2_ttf measurement; labels take its widths; run() puts the metric back")
    func installsMeasurer() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try #require(FileManager.default.fileExists(atPath: fontPath), "fonts-dejavu-core is installed")
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let label = UILabel(frame: .zero)
        label.text = "Hello, world"
        window.addSubview(label)
        window.makeKeyAndVisible()
        let host = try SDLHost(
            application: application,
            options: SDLHostOptions(
                runsMainQueue: false, fontPath: fontPath,
                onFrame: { _ in
                    var quit = SDL_Event()
                    quit.type = SDL_QUIT.rawValue
                    SDL_PushEvent(&quit)
                }))
        let measurer = try #require(application.textMeasurer as? SDLTextMeasurer)
        #expect(measurer === host.textMeasurer)

        // The reference: SDL2_ttf itself, at the 17 pixels a 17-point label is drawn at on a 1x screen.
        // (Closed before run(), which ends with TTF_Quit.)
        let font = try #require(TTF_OpenFont(fontPath, 17))
        var width: Int32 = 0
        var height: Int32 = 0
        #expect(TTF_SizeUTF8(font, "Hello, world", &width, &height) == 0)
        let metrics = measurer.lineMetrics(of: .systemFont(ofSize: 17))
        #expect(metrics.ascender == CGFloat(TTF_FontAscent(font)))
        #expect(metrics.descender == CGFloat(TTF_FontDescent(font)))
        #expect(metrics.lineHeight == max(CGFloat(TTF_FontLineSkip(font)), metrics.ascender - metrics.descender))
        TTF_CloseFont(font)
        #expect(measurer.width(of: "Hello, world", in: .systemFont(ofSize: 17)) == CGFloat(width))
        #expect(label.intrinsicContentSize == CGSize(width: CGFloat(width), height: metrics.lineHeight.rounded(.up)))

        #expect(host.run() == 0)
        #expect(application.textMeasurer is DeterministicTextMeasurer)
        #expect(label.intrinsicContentSize == CGSize(width: 102, height: 21), "12 characters of 8.5; 21 high")
    }

    @Test("AL-61: with measuresText off the application keeps the deterministic metric")
    func optOut() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        window.makeKeyAndVisible()
        let host = try SDLHost(
            application: application,
            options: SDLHostOptions(
                runsMainQueue: false, measuresText: false,
                onFrame: { _ in
                    var quit = SDL_Event()
                    quit.type = SDL_QUIT.rawValue
                    SDL_PushEvent(&quit)
                }))
        #expect(application.textMeasurer is DeterministicTextMeasurer)
        #expect(host.textMeasurer == nil)
        #expect(host.run() == 0)
    }
}
