// XCUITest's protocol of things that can take a screenshot: elements (the application included) and screens.
import Foundation

/// A type that can provide a screenshot of its current UI state: ``XCUIElement`` (and so ``XCUIApplication``)
/// and ``XCUIScreen``.
@MainActor
public protocol XCUIScreenshotProviding {
    /// Takes a screenshot of the screen's or the element's current visual state: what the windows above it show
    /// there, covering windows and views included, as a person would see it (UT-180).
    func screenshot() -> XCUIScreenshot
}
