// Screenshots' glyphs on the dummy video driver: the host installs its SDL2_ttf measurer as the application's text
// rasterizer, so a rasterized display list shows real glyphs where headless it shows bars (the core's UT-184).
import CSDL2
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitSDL

@MainActor
@Suite("SDLTextMeasurer as the text rasterizer on the dummy video driver", .serialized)
struct SDLTextRasterizerTests {
    /// The label's picture at scale 1 over white, with `textRasterizer` or with bars.
    private func picture(_ window: UIWindow, _ label: UILabel, _ textRasterizer: (any TextRasterizing)?)
        -> DrawingBitmap
    {
        let drawing = window.displayList().drawing(in: label.frame, measuringWith: window.application.textMeasurer)
        var rasterizer = DrawingRasterizer(
            size: label.frame.size, scale: 1, background: DisplayColor(r: 1, g: 1, b: 1, a: 1),
            textRasterizer: textRasterizer)
        rasterizer.draw(drawing)
        return rasterizer.bitmap
    }

    /// Options for a host that draws one frame, then quits.
    private func oneFrame(fontPath: String) -> SDLHostOptions {
        let quit: @MainActor (TimeInterval) -> Void = { _ in
            var event = SDL_Event()
            event.type = SDL_QUIT.rawValue
            SDL_PushEvent(&event)
        }
        return SDLHostOptions(runsMainQueue: false, fontPath: fontPath, onFrame: quit)
    }

    @Test("UT-184: the host's fonts draw a screenshot's glyphs; run() takes the rasterizer away with the fonts")
    func glyphs() throws {
        let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try #require(FileManager.default.fileExists(atPath: fontPath), "fonts-dejavu-core is installed")
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let application = UIApplication()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 60))
        (label.text, label.font, label.textColor) = ("HHHH", .systemFont(ofSize: 40), .red)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100), application: application)
        window.addSubview(label)
        window.makeKeyAndVisible()
        let host = try SDLHost(application: application, options: oneFrame(fontPath: fontPath))
        let rasterizer = try #require(application.textRasterizer as? SDLTextMeasurer)
        #expect(rasterizer === host.textMeasurer)

        let glyphs = picture(window, label, rasterizer)
        let bars = picture(window, label, nil)
        let red = DisplayColor(r: 1, g: 0, b: 0, a: 1)
        let white = DisplayColor(r: 1, g: 1, b: 1, a: 1)
        var (glyphRed, gapInBar, aboveBar) = (0, 0, 0)
        for y in 0..<glyphs.height {
            for x in 0..<glyphs.width {
                let g = glyphs.pixel(x: x, y: y)
                let b = bars.pixel(x: x, y: y)
                if g == red { glyphRed += 1 }
                if g == white, b == red { gapInBar += 1 }
                if g == red, b == white { aboveBar += 1 }
            }
        }
        #expect(glyphRed > 100, "the stems and bars of four 40-pixel H's are fully covered")
        #expect(gapInBar > 100, "between the stems the glyphs leave white where the bar is red")
        #expect(aboveBar > 100, "the H's rise above the bar's x-height band")

        #expect(host.run() == 0)
        #expect(application.textRasterizer == nil)
    }
}
