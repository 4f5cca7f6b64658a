// Test doubles for the page view controller tests (SV-26 … SV-33): coloured pages that log their appearance and
// containment callbacks, a data source over an array of them, and a delegate that logs the transitions.

import Foundation

@testable import ResponderKit

@MainActor
enum PageSpec {
    /// One ordered log shared by pages and delegates.
    @MainActor
    final class Log {
        var lines: [String] = []
    }

    /// A page that logs "name willAppear", "name didAppear", "name willDisappear", "name didDisappear",
    /// "name didMoveTo parent"/"name didMoveTo nil".
    @MainActor
    final class Page: UIViewController {
        let name: String
        let color: UIColor
        let log: Log

        init(_ name: String, color: UIColor, log: Log) {
            self.name = name
            self.color = color
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            view = UIView(frame: .zero)
            view.backgroundColor = color
            view.accessibilityIdentifier = name
        }

        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) didDisappear") }
        override func didMove(toParent parent: UIViewController?) {
            log.lines.append("\(name) didMoveTo \(parent == nil ? "nil" : "parent")")
        }
    }

    /// Pages in a row, and the delegate's log of transitions.
    @MainActor
    final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let log = Log()
        var pages: [Page] = []
        /// When set, the data source answers with the asked page itself (bad input).
        var answersItself = false

        init(count: Int) {
            let colors: [UIColor] = [.red, .green, .blue, .yellow, .orange]
            pages = (0..<count).map { Page("p\($0)", color: colors[$0 % colors.count], log: log) }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            if answersItself { return viewController }
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            if answersItself { return viewController }
            guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
                return nil
            }
            return pages[index + 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            log.lines.append("willTransitionTo \(pendingViewControllers.compactMap { ($0 as? Page)?.name })")
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            let previous = previousViewControllers.compactMap { ($0 as? Page)?.name }
            log.lines.append("didFinishAnimating \(finished) previous \(previous) completed \(completed)")
        }
    }

    /// A window whose root is a horizontal page view controller over `count` pages, showing the first.
    @MainActor
    final class Scene {
        let book: Book
        let controller: UIPageViewController
        let stage: GestureSpec.Stage
        private(set) var warnings: [String] = []

        init(count: Int = 3, orientation: UIPageViewController.NavigationOrientation = .horizontal) {
            book = Book(count: count)
            controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation)
            controller.dataSource = book
            controller.delegate = book
            controller.setViewControllers([book.pages[0]], direction: .forward, animated: false)
            stage = GestureSpec.Stage()
            stage.app.presentationLog = { [weak self] message in self?.warnings.append(message) }
            stage.window.rootViewController = controller
            stage.window.layoutIfNeeded()
            book.log.lines.removeAll()
        }

        var sim: EventSimulator { stage.sim }
        var lines: [String] { book.log.lines }
        var shown: String? { (controller.viewControllers?.first as? Page)?.name }

        /// A horizontal swipe from x 250 by `distance` points in three frames, lifted while moving.
        func swipe(by distance: CGFloat) throws {
            let touch = try sim.touchDown(at: CGPoint(x: 250, y: 240), in: nil)
            for fraction in [0.2, 0.6, 1] as [CGFloat] {
                sim.advance(by: 1.0 / 60)
                try sim.touchMove(touch, to: CGPoint(x: 250 + distance * fraction, y: 240), in: nil)
            }
            try sim.touchUp(touch)
        }

        /// A slow horizontal drag by `distance` points, 2 points a frame.
        func slowDrag(by distance: CGFloat) throws {
            let touch = try sim.touchDown(at: CGPoint(x: 250, y: 240), in: nil)
            let steps = Int(abs(distance) / 2)
            for step in 1...steps {
                sim.advance(by: 1.0 / 60)
                try sim.touchMove(
                    touch, to: CGPoint(x: 250 + distance * CGFloat(step) / CGFloat(steps), y: 240), in: nil)
            }
            try sim.touchUp(touch)
        }

        /// Lets any settle finish.
        func settle() { sim.advance(by: 2) }

        /// The colour of what is shown at a window point: the frontmost page under it.
        func pageName(at point: CGPoint) -> String? {
            stage.window.hitTest(point, with: nil)?.accessibilityIdentifier
        }
    }
}
