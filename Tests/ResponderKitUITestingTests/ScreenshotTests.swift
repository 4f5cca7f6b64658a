// Screenshots of elements, the application and the screen, checked by their pixels: the PNG is decoded here and
// its colours read at known points (UT-180 … UT-189).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

/// Pixel values, 0 … 255 RGBA.
private let red: [UInt8] = [255, 0, 0, 255]
private let green: [UInt8] = [0, 255, 0, 255]
private let blue: [UInt8] = [0, 0, 255, 255]
private let white: [UInt8] = [255, 255, 255, 255]
private let black: [UInt8] = [0, 0, 0, 255]
private let gray: [UInt8] = [128, 128, 128, 255]
private let orange: [UInt8] = [255, 128, 0, 255]
private let yellow: [UInt8] = [255, 255, 0, 255]

/// A text rasterizer whose "glyphs" cover the left half of every line box.
@MainActor
private struct LeftHalfGlyphs: TextRasterizing {
    func coverage(of run: DrawingTextRun, scale: CGFloat) -> TextCoverage? {
        let width = Int((run.rect.width * scale).rounded())
        let height = Int((run.rect.height * scale).rounded())
        let values = (0..<(width * height)).map { $0 % width < width / 2 ? UInt8(255) : 0 }
        return TextCoverage(width: width, height: height, values: values)
    }
}

@MainActor
@Suite("UI testing: screenshots")
struct ScreenshotTests {
    private func screen() -> (XCUIApplication, FailureLog) {
        let (app, _, failures) = launch { _ in ScreenshotViewController() }
        return (app, failures)
    }

    @Test("UT-181: an element's screenshot is cropped to its frame at the screen's scale; its centre has its colour")
    func elementScreenshot() throws {
        let (app, failures) = screen()
        let shot = app.buttons["red"].screenshot()
        #expect(shot.image.size == CGSize(width: 100, height: 40))
        #expect(shot.image.scale == 3)
        #expect(shot.image.cgImage?.width == 300)
        #expect(shot.image.cgImage?.drawing?.isEmpty == false)
        let png = try DecodedPNG(shot.pngRepresentation)
        #expect(png.width == 300 && png.height == 120)
        #expect(png.pixel(150, 60) == red)
        #expect(png.pixel(0, 0) == red && png.pixel(299, 119) == red)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-182: a covered region shows the view in front; the uncovered part shows the element")
    func coveredRegion() throws {
        let (app, _) = screen()
        let png = try DecodedPNG(app.otherElements["green"].screenshot().pngRepresentation)
        #expect(png.pixel(at: CGPoint(x: 25, y: 30), scale: 3) == green)
        #expect(png.pixel(at: CGPoint(x: 75, y: 30), scale: 3) == blue)
    }

    @Test("UT-183: a child clipped by its parent paints inside the parent only; the app's screenshot is its window")
    func clippedChild() throws {
        let (app, _) = screen()
        let shot = app.screenshot()
        #expect(shot.image.size == CGSize(width: 320, height: 480))
        let png = try DecodedPNG(shot.pngRepresentation)
        #expect(png.pixel(at: CGPoint(x: 30, y: 170), scale: 3) == gray)
        #expect(png.pixel(at: CGPoint(x: 70, y: 200), scale: 3) == orange)
        #expect(png.pixel(at: CGPoint(x: 100, y: 200), scale: 3) == white)
        #expect(png.pixel(at: CGPoint(x: 70, y: 230), scale: 3) == white)
        #expect(png.pixel(at: CGPoint(x: 50, y: 320), scale: 3) == black)
        #expect(png.pixel(at: CGPoint(x: 22, y: 292), scale: 3) == yellow)
    }

    @Test("UT-184: headless, text is a bar of its colour on the baseline, as wide as the measured text")
    func headlessText() throws {
        let (app, _) = screen()
        // 12 characters at 20 points are 120 points wide; the line box is centred in the label (y 243 … 267,
        // baseline 263), the bar 10 points high above the baseline.
        let png = try DecodedPNG(app.staticTexts["label"].screenshot().pngRepresentation)
        #expect(png.pixel(at: CGPoint(x: 10, y: 18), scale: 3) == black)
        #expect(png.pixel(at: CGPoint(x: 115, y: 18), scale: 3) == black)
        #expect(png.pixel(at: CGPoint(x: 125, y: 18), scale: 3) == white)
        #expect(png.pixel(at: CGPoint(x: 10, y: 8), scale: 3) == white)
        #expect(png.pixel(at: CGPoint(x: 10, y: 25), scale: 3) == white)
    }

    @Test("UT-184: with a backend's text rasterizer, its glyph coverage is drawn in the text's colour")
    func backendText() throws {
        let (app, _) = screen()
        app.uiApplication.textRasterizer = LeftHalfGlyphs()
        let png = try DecodedPNG(app.staticTexts["label"].screenshot().pngRepresentation)
        #expect(png.pixel(at: CGPoint(x: 10, y: 8), scale: 3) == black)
        #expect(png.pixel(at: CGPoint(x: 55, y: 25), scale: 3) == black)
        #expect(png.pixel(at: CGPoint(x: 65, y: 18), scale: 3) == white)
    }

    @Test("UT-185: the SVG has the crop as viewBox, the pixel size, the fills, clips and escaped text")
    func svg() {
        let (app, _) = screen()
        let svg = app.screenshot().svgRepresentation
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"1440\""))
        #expect(svg.contains("viewBox=\"0 0 320 480\""))
        #expect(svg.contains("fill=\"#ff0000\""))
        #expect(svg.contains(">Hi &lt;&amp;&gt; there</text>"))
        #expect(svg.contains("<clipPath id="))
        #expect(svg.hasSuffix("</svg>\n"))
        let element = app.buttons["red"].screenshot().svgRepresentation
        #expect(element.contains("viewBox=\"0 0 100 40\""))
        #expect(!element.contains("#00ff00"))
    }

    @Test("UT-186: a missing, off-screen or zero-sized element fails clearly and gives an empty screenshot")
    func badInput() throws {
        let (app, failures) = screen()
        let missing = app.buttons["nothing"].screenshot()
        #expect(missing.image.size == .zero)
        #expect(missing.pngRepresentation.isEmpty)
        #expect(failures.failures.map(\.kind) == [.noMatches])
        let offscreen = app.otherElements["offscreen"].screenshot()
        #expect(offscreen.image.size == .zero)
        #expect(failures.failures.last?.kind == .notVisible)
        #expect(failures.messages.last?.contains("has no part on the screen") == true)
        let before = failures.failures.count
        _ = app.otherElements["empty"].screenshot()
        #expect(failures.failures.count == before + 1)
        #expect([.notVisible, .noMatches].contains(failures.failures.last?.kind))
        // The application still works after the failures.
        #expect(try DecodedPNG(app.buttons["red"].screenshot().pngRepresentation).pixel(3, 3) == red)
    }

    @Test("UT-187: a screen's screenshot is its bounds at its scale, black where no window draws")
    func screenScreenshot() throws {
        let (app, _) = screen()
        let shot = XCUIScreen(application: app.uiApplication).screenshot()
        #expect(shot.image.size == CGSize(width: 390, height: 844))
        #expect(shot.image.scale == 3)
        let png = try DecodedPNG(shot.pngRepresentation)
        #expect(png.width == 1170 && png.height == 2532)
        #expect(png.pixel(at: CGPoint(x: 50, y: 30), scale: 3) == red)
        #expect(png.pixel(at: CGPoint(x: 350, y: 600), scale: 3) == black)
        #expect(XCUIScreen.screens.count == 1)
        #expect(XCUIScreen.main.screen === UIScreen.main)
        #expect(XCUIScreen.main.application === UIApplication.shared)
    }

    @Test("UT-188: a screenshot is what the app showed when it was taken, not what it shows later")
    func screenshotIsFixed() throws {
        var controller: ScreenshotViewController?
        let app = XCUIApplication(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) {
            let made = ScreenshotViewController()
            controller = made
            return made
        }
        app.launch()
        let shot = app.buttons["red"].screenshot()
        controller?.red.backgroundColor = .blue
        #expect(try DecodedPNG(shot.pngRepresentation).pixel(150, 60) == red)
        #expect(try DecodedPNG(app.buttons["red"].screenshot().pngRepresentation).pixel(150, 60) == blue)
    }

    @Test("UT-189: a window in front of the element covers it in the screenshot, as on a device")
    func coveringWindow() throws {
        let (app, _) = screen()
        let cover = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60), application: app.uiApplication)
        cover.windowLevel = .alert
        cover.backgroundColor = .blue
        cover.isHidden = false
        let png = try DecodedPNG(app.buttons["red"].screenshot().pngRepresentation)
        #expect(png.pixel(at: CGPoint(x: 10, y: 10), scale: 3) == blue)
        #expect(png.pixel(at: CGPoint(x: 80, y: 20), scale: 3) == red)
        cover.isHidden = true
        #expect(try DecodedPNG(app.buttons["red"].screenshot().pngRepresentation).pixel(30, 30) == red)
    }
}
