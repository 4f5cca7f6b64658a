// Shared fixtures for the container tests (navigation and tab bar controllers, navigation, tab and search bars):
// controllers and delegates that write what happens to them into one ordered log.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
enum ContainerFixtures {
    /// The shared ordered log (ResponderKitTestSupport).
    typealias Log = EventLog

    /// A view controller that logs its containment callbacks and the named actions it performs (`add:`,
    /// `edit:`), with a button in its view.
    @MainActor
    final class Controller: UIViewController {
        let name: String
        let log: Log
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 40))

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            view.addSubview(button)
        }

        override func willMove(toParent parent: UIViewController?) {
            log.write("\(name).willMove(\(parent.map { type(of: $0) } .map { "\($0)" } ?? "nil"))")
        }

        override func didMove(toParent parent: UIViewController?) {
            log.write("\(name).didMove(\(parent.map { type(of: $0) } .map { "\($0)" } ?? "nil"))")
        }

        override func invokeSelector(_ call: SelectorCall) -> Bool {
            call.match("add:") { (_: Any?) in log.write("\(name).add") }
                || call.match("edit:") { (_: Any?) in log.write("\(name).edit") }
                || super.invokeSelector(call)
        }
    }

    /// A navigation controller delegate that logs willShow and didShow.
    @MainActor
    final class NavigationDelegate: UINavigationControllerDelegate {
        let log: Log

        init(log: Log) { self.log = log }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            log.write("willShow \(viewController.title ?? "?")")
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            log.write("didShow \(viewController.title ?? "?")")
        }
    }

    /// A tab bar controller delegate that logs its questions and refuses the titles in `refused`.
    @MainActor
    final class TabDelegate: UITabBarControllerDelegate {
        let log: Log
        var refused: Set<String> = []

        init(log: Log) { self.log = log }

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            log.write("shouldSelect \(viewController.title ?? "?")")
            return !refused.contains(viewController.title ?? "")
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.write("didSelect \(viewController.title ?? "?")")
        }
    }

    /// A stage whose key window (400 x 600) shows `root`, laid out.
    static func stage(root: UIViewController) -> ControlFixtures.Stage {
        let stage = ControlFixtures.Stage()
        stage.window.rootViewController = root
        stage.window.layoutIfNeeded()
        return stage
    }

    /// Taps the middle of `view` a second after the last input, so that taps never count as double taps.
    static func tap(_ view: UIView, _ stage: ControlFixtures.Stage) throws {
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }

    /// The responder chain from `responder`, as type names (controllers by title).
    static func chain(from responder: UIResponder) -> [String] {
        var names: [String] = []
        var current: UIResponder? = responder
        while let next = current, names.count < 20 {
            if let controller = next as? UIViewController, let title = controller.title {
                names.append(title)
            } else {
                names.append("\(type(of: next))")
            }
            current = next.next
        }
        return names
    }
}
