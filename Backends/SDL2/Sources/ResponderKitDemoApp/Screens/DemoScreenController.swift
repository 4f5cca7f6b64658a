// The base of the demo's screens: the log each screen writes a line to for every behaviour a person can see, so a
// headless replay of a recording writes the same lines.
//
// Invariant: a screen writes through `log` only (never straight to the terminal or a file).
import Foundation
import ResponderKit

/// A demo screen's controller: a view controller with the demo's log.
@MainActor
class DemoScreenController: UIViewController {
    /// Where the screen writes one line for each behaviour.
    let log: DemoLog

    /// A screen writing to `log`.
    init(log: DemoLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
