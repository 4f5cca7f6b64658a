// Fixtures for the margins and safe-area tests: an iPhone 14 screen (390 x 844, safe-area insets 47 top and 34
// bottom), views and controllers that log their safe-area, margin and layout callbacks into one ordered log.
import Foundation
import ResponderKit
import ResponderKitTestSupport

@MainActor
enum SafeAreaFixtures {
    /// The screen of an iPhone 14 in portrait: 390 x 844 points, covered 47 at the top and 34 at the bottom.
    static let iPhone14 = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3, safeAreaInsets: UIScreen.iPhone14SafeAreaInsets)

    /// A layout stage whose 390 x 844 window is on the iPhone 14 screen, laid out once.
    static func phoneStage(rootViewController: UIViewController? = nil) -> LayoutStage {
        let stage = LayoutStage(width: 390, height: 844)
        stage.window.screen = iPhone14
        if let rootViewController { stage.window.rootViewController = rootViewController }
        stage.window.layoutIfNeeded()
        return stage
    }

    /// A view that logs `name.safeArea <insets>`, `name.margins` and `name.layout` as they are called.
    final class LoggingView: UIView {
        let name: String
        let log: EventLog

        init(_ name: String, frame: CGRect, log: EventLog) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { nil }

        override func safeAreaInsetsDidChange() { log.write("\(name).safeArea \(safeAreaInsets)") }
        override func layoutMarginsDidChange() { log.write("\(name).margins") }
        override func layoutSubviews() {
            log.write("\(name).layout")
            super.layoutSubviews()
        }
    }

    /// A controller whose root view is a `LoggingView` named "root", logging its own callbacks as `vc.…`.
    final class LoggingController: UIViewController {
        let log: EventLog

        init(log: EventLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() { view = LoggingView("root", frame: .zero, log: log) }
        override func viewSafeAreaInsetsDidChange() { log.write("vc.safeArea") }
        override func viewLayoutMarginsDidChange() { log.write("vc.margins") }
        override func viewWillLayoutSubviews() { log.write("vc.willLayout") }
    }

    /// `insets` with the given values, for short expectations.
    static func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
