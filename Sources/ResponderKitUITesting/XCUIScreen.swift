// A screen that can take screenshots: XCUITest's `XCUIScreen.main` and `XCUIScreen.screens` (UT-185).
//
// Invariant: an XCUIScreen holds no state of its own (the main screen is made on each call from the shared
// application), so there is no global mutable state.
import Foundation
import ResponderKit

/// A physical screen, with XCUITest's API: ``main`` shows the shared application's windows.
@MainActor
public final class XCUIScreen: XCUIScreenshotProviding {
    /// The application whose windows the screen shows.
    public let application: UIApplication
    /// The ResponderKit screen.
    public let screen: UIScreen

    /// The screen `screen` showing `application`'s windows (a ResponderKit addition: an application under test
    /// made with its own `UIApplication` is on its own screen).
    public init(application: UIApplication, screen: UIScreen = .main) {
        self.application = application
        self.screen = screen
    }

    /// The device's main screen, showing the shared application's windows.
    public static var main: XCUIScreen { XCUIScreen(application: .shared) }

    /// The device's screens: the main screen (headless there is one).
    public static var screens: [XCUIScreen] { [main] }

    /// Takes a screenshot of the whole screen: its bounds at its scale, the application's visible windows back to
    /// front over black.
    public func screenshot() -> XCUIScreenshot {
        ScreenshotCapture.capture(application, screen: screen, rect: screen.bounds)
    }
}
