// One view controller's `overrideUserInterfaceStyle`, kept on the side by the shared application.
//
// Invariant: the controller is held weakly; an entry whose controller was freed is dropped at the next change.
import Foundation

/// A controller's appearance override, in the shared application's table (UIViewController's own file holds no
/// trait state).
@MainActor
struct ControllerStyleOverride {
    weak var controller: UIViewController?
    var style: UIUserInterfaceStyle
}
