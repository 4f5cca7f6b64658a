// Test doubles for the accessibility tests (spec AX-1 … AX-9): a stage with an independent application, a key
// window and a navigator attached to it; views and controllers that answer the accessibility protocol the way an
// app overrides it; and a log of what they were asked.
//
// Everything lives in the `AccessibilityFixtures` namespace so that it cannot clash with other test directories.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

@MainActor
enum AccessibilityFixtures {
    /// The shared stage (320 x 480 window) with a navigator attached to its application, made on first use.
    @MainActor
    final class Stage: ResponderKitTestSupport.Stage {
        /// The navigator over the window; the stage keeps it alive (the application holds it weakly).
        lazy var navigator = AccessibilityNavigator(window: window)

        init(app: UIApplication = UIApplication(), rootViewController: UIViewController? = nil) {
            super.init(app: app, rootViewController: rootViewController, tracing: false)
        }

        /// A button titled `title` at `frame` that counts its `touchUpInside` sends in `log`.
        @discardableResult
        func button(_ title: String, _ frame: CGRect, in parent: UIView? = nil, log: Log? = nil) -> UIButton {
            let button = add(UIButton(frame: frame), to: parent)
            button.setTitle(title, for: .normal)
            if let log {
                button.addAction(UIAction { _ in log.append("\(title) touchUpInside") }, for: .touchUpInside)
            }
            return button
        }

        /// The labels of the navigator's elements, in reading order.
        var readingOrder: [String] { navigator.elements.map { $0.accessibilityLabel ?? "?" } }
    }

    /// An ordered record of what happened, shared by a test and the objects it builds.
    @MainActor
    final class Log {
        private(set) var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
    }

    /// The target of a tap recognizer: where, in its view, each tap was recognized.
    @MainActor
    final class TapRecorder {
        var points: [CGPoint] = []
        func tapped(_ recognizer: UITapGestureRecognizer) { points.append(recognizer.location(in: recognizer.view)) }
    }

    /// A plain view whose label comes from an override, as app code writes it.
    final class BadgeView: UIView {
        var count = 3
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "\(count) new messages" }
            set {}
        }
    }

    /// A view that answers escape, magic tap or scroll as told, and logs each call.
    final class AnsweringView: UIView {
        let name: String
        let log: Log
        var escapes = false
        var magicTaps = false
        var scrolls = false

        init(_ name: String, log: Log, frame: CGRect = .zero) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { nil }

        override func accessibilityPerformEscape() -> Bool {
            log.append("escape \(name)")
            return escapes
        }
        override func accessibilityPerformMagicTap() -> Bool {
            log.append("magicTap \(name)")
            return magicTaps
        }
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            log.append("scroll \(name)")
            return scrolls
        }
    }

    /// A scroll view that speaks its own page status ("Chapter 2") when it scrolls, to its window's application.
    final class ChapterScrollView: UIScrollView {
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            guard super.accessibilityScroll(direction), let application = window?.application else { return false }
            let chapter = Int(contentOffset.y / max(bounds.height, 1)) + 1
            application.post(.pageScrolled, argument: "Chapter \(chapter)")
            return true
        }
    }

    /// A presented controller that dismisses itself on escape, as UIKit's modal screens are expected to.
    final class DismissingController: UIViewController {
        var escapes = 0
        override func accessibilityPerformEscape() -> Bool {
            escapes += 1
            dismiss(animated: true)
            return true
        }
    }

    /// An app delegate that is a responder and handles the magic tap (play/pause, as a media app does).
    final class MagicAppDelegate: UIResponder, UIApplicationDelegate {
        var magicTaps = 0
        var answer = true
        override func accessibilityPerformMagicTap() -> Bool {
            magicTaps += 1
            return answer
        }
    }

    /// A button that handles activation itself by removing itself from the screen ("Dismiss banner").
    final class VanishingButton: UIButton {
        var activations = 0
        override func accessibilityActivate() -> Bool {
            activations += 1
            removeFromSuperview()
            return true
        }
    }

    /// A responder whose `next` is whatever the test says: a cycle, or a chain that does not reach the app.
    final class LoopingView: UIView {
        weak var custom: UIResponder?
        var escapes = 0
        override var next: UIResponder? { custom }
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override func accessibilityPerformEscape() -> Bool {
            escapes += 1
            return false
        }
    }
}
