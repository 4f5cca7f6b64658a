// Which application's clock deferred work of an object runs on.
import Foundation

extension UIApplication {
    /// The application `object` belongs to: itself, the application of a view's (or a controller's view's, or a
    /// recognizer's view's) window, else ``shared``. Timers and delayed performs run on its clock, so in tests they
    /// follow the simulator of the application the object is shown in.
    static func owning(_ object: Any?) -> UIApplication {
        switch object {
        case let application as UIApplication: return application
        case let view as UIView: return view.window?.application ?? .shared
        case let controller as UIViewController: return controller.viewIfLoaded?.window?.application ?? .shared
        case let recognizer as UIGestureRecognizer: return recognizer.view?.window?.application ?? .shared
        default: return .shared
        }
    }
}
