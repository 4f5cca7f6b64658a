// Takes a screenshot of a rectangle of a screen: settles each visible window as a host does before a frame (layout,
// then the display pass that runs `draw(_:)`), then joins the windows' display lists, back to front, cropped to
// the rectangle.
//
// Invariants: only windows of the application on that screen are drawn; a window's display list is in its own
// points, so the rectangle is moved by the window's origin (windows are not transformed); nothing is drawn outside
// the rectangle.
import Foundation
import ResponderKit

/// Captures screenshots.
@MainActor
enum ScreenshotCapture {
    /// The screenshot of `rect` (screen coordinates) of `screen` as `application`'s windows show it.
    static func capture(_ application: UIApplication, screen: UIScreen, rect: CGRect) -> XCUIScreenshot {
        var commands: [DrawingCommand] = []
        for window in application.windowsFrontToBack.reversed() where window.screen === screen {
            window.layoutIfNeeded()
            window.runDisplayPass()
            let inWindow = rect.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
            commands += window.displayList().drawing(in: inWindow, measuringWith: application.textMeasurer).commands
        }
        return XCUIScreenshot(
            drawing: DrawingList(commands: commands), size: rect.size, scale: screen.scale,
            textRasterizer: application.textRasterizer)
    }

    /// The part of `frame` on `screen`, or nil when none is (off-screen, zero-sized or not finite).
    static func visiblePart(of frame: CGRect, on screen: UIScreen) -> CGRect? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
        let visible = frame.standardized.intersection(screen.bounds)
        return visible.isNull || visible.isEmpty ? nil : visible
    }
}
