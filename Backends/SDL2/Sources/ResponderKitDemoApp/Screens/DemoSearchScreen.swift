// The "search" screen: a navigation controller whose root is a plain table of five sections with floating headers
// under a search bar in the navigation bar (issue 28, LE-40 … LE-63). Everything it logs goes through the demo's
// log, so its live run and its replay write the same lines.
//
// Invariant: the screen's only child is its list; the list's search controller is its navigation item's.
import Foundation
import ResponderKit

/// The search screen: a navigation controller around ``DemoSearchList``.
@MainActor
final class DemoSearchScreen: UINavigationController {
    /// Creates the screen, logging to `log`.
    init(log: DemoLog) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([DemoSearchList(log: log)], animated: false)
        view.accessibilityIdentifier = "search screen"
        view.backgroundColor = .white
        navigationBar.accessibilityIdentifier = "search navigation bar"
        navigationBar.backgroundColor = UIColor(white: 0.95, alpha: 1)
    }

    /// Archives are not supported.
    required init?(coder: NSCoder) {
        return nil
    }
}
