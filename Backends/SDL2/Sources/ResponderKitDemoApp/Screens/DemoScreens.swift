// The demo's other screens, by name: one per group of interactions (menus, lists, paging, zoom, presses, text...),
// each shown alone in the demo's window with `--screen NAME` and driven by its part of the E2E.
//
// Invariants: every name in `names` makes a screen, and `make` makes nothing for any other name; a screen logs
// through the demo's log only, so its live run and its headless replay write the same lines.
import Foundation
import ResponderKit

/// The registry of the demo's extra screens.
public enum DemoScreens {
    /// The name of the demo's own screen (the controls, the table, the pad and the log), shown by default.
    public static let main = "main"

    /// The names `--screen` accepts, the demo's own screen first.
    public static let names: [String] = [
        main, "zoom", "lists", "search", "presses", "text", "paging", "menus", "pickers",
    ]

    /// Makes the screen called `name`, logging to `log`; nil for the main screen (the demo makes it itself) and for
    /// a name that is not in ``names``.
    @MainActor static func make(_ name: String, log: DemoLog) -> UIViewController? {
        switch name {
        case "zoom": return DemoZoomScreen(log: log)
        case "lists": return DemoListsScreen(log: log)
        case "search": return DemoSearchScreen(log: log)
        case "presses": return DemoPressesScreen(log: log)
        case "text": return DemoTextScreen(log: log)
        case "paging": return DemoPagingScreen(log: log)
        case "menus": return DemoMenusScreen(log: log)
        case "pickers": return DemoPickersScreen(log: log)
        default: return nil
        }
    }
}
