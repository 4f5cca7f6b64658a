// Tapping the status bar from a test, through the real input path (SV-55).
import Foundation

extension EventSimulator {
    /// Taps the status bar of `window`'s scene (the key window's when nil): a ``StatusBarTapSample`` sent through
    /// the application's ``InputLayer``, which delivers it as a `UIEvent` through `UIApplication.sendEvent(_:)`.
    /// The one scroll view on screen with `scrollsToTop` scrolls to the top over
    /// `UIScrollView.scrollToTopDuration` of virtual time (advance the clock to see it arrive). Throws
    /// ``InputError/viewNotInWindow`` when there is no window.
    public func tapStatusBar(in window: UIWindow? = nil) throws(InputError) {
        guard let target = window ?? application.keyWindow else { throw .viewNotInWindow }
        try application.input.send(StatusBarTapSample(window: target))
    }
}
