// The event a status-bar tap travels as (SV-55): a touch event, as the status bar's touches were in UIKit, that
// carries no touches, only the window whose scene's status bar was tapped.
//
// Invariant: `touchList` stays empty, so touch delivery never sees it; `UIApplication.sendEvent(_:)` hands it to
// its window and `UIWindow.sendEvent(_:)` scrolls to the top.
import Foundation

/// A tap on the status bar, as a `UIEvent`.
@MainActor
final class StatusBarTapEvent: UIEvent {
    /// The window whose scene's status bar was tapped.
    private(set) weak var window: UIWindow?

    init(window: UIWindow, timestamp: TimeInterval) {
        self.window = window
        super.init(type: .touches)
        self.timestamp = timestamp
    }
}
