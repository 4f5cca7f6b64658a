// Misuses of presentation that UIKit answers with a console warning and nothing else: presenting a controller
// that is already presented, presenting from one that already presents or is not in a window, dismissing what is
// not presented, a transition already in progress, an animator that never completes (PR-15).
import Foundation

/// Reports presentation misuses: to the application's `presentationLog` and as a trace note.
@MainActor
enum PresentationDiagnostics {
    /// Logs `message` as UIKit's warning and traces it; nothing else happens.
    static func warn(_ message: String, application: UIApplication?) {
        let application = application ?? .shared
        application.presentationLog("Warning: \(message)")
        application.tracer?.record(.note("presentation warning: \(message)"))
    }

    /// A controller as UIKit's messages name it: its type and its title when it has one.
    static func name(of controller: UIViewController) -> String {
        if let title = controller.title { return "<\(type(of: controller)) \"\(title)\">" }
        return "<\(type(of: controller))>"
    }
}
