// Scroll-view misuses that UIKit answers with a console message (a target changed on a paging scroll view) or
// that would crash it (an offset that is not a number): a warning and nothing else (SV-14, SV-25).
import Foundation

/// Reports scroll-view misuses to the application's `presentationLog` (its warning log) and as a trace note.
@MainActor
enum ScrollDiagnostics {
    /// Logs `message` for `scrollView` and traces it; nothing else happens.
    static func warn(_ message: String, in scrollView: UIScrollView) {
        let application = scrollView.window?.application ?? .shared
        application.presentationLog("Warning: UIScrollView: \(message)")
        application.tracer?.record(.note("scroll view warning: \(message)"))
    }
}
