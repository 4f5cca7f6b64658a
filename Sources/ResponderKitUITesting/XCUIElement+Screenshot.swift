// Screenshots of elements (UT-181 … UT-184): the screen's content inside the element's frame, as XCUITest crops
// an element's screenshot to its frame.
//
// Invariants: the element is resolved (and the application settled) first; a missing element, or one with no
// visible area on the screen, is reported through the failure handler and gives an empty screenshot, never a crash.
import Foundation
import ResponderKit

extension XCUIElement: XCUIScreenshotProviding {
    /// Takes a screenshot of the element: what the screen shows inside its frame (covering views and windows
    /// included), at the screen's scale. The application's frame is its key window's, so `app.screenshot()` is the
    /// window.
    ///
    /// A query that matches nothing or several elements fails as any other read does; an element whose frame has
    /// no part on the screen (off-screen, zero-sized) fails with ``XCUITestFailure/Kind/notVisible``; both give an
    /// empty screenshot (size zero).
    public func screenshot() -> XCUIScreenshot {
        let app = owner
        guard let node = resolvedOrReport() else { return XCUIScreenshot.empty() }
        let screen = node.hitView?.window?.screen ?? app.uiApplication.keyWindow?.screen ?? .main
        guard let visible = ScreenshotCapture.visiblePart(of: node.frame, on: screen) else {
            app.report(
                XCUITestFailure(
                    kind: .notVisible,
                    message: "Failed to take a screenshot of \(node.summary): its frame \(node.frame) has no part on "
                        + "the screen \(screen.bounds)"))
            return XCUIScreenshot.empty()
        }
        return ScreenshotCapture.capture(app.uiApplication, screen: screen, rect: visible)
    }
}
