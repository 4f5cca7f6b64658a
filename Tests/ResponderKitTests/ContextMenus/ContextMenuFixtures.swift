// Shared pieces of the context menu tests: a recording delegate, a stage, and a person's gestures (a long press
// held on the virtual clock, a tap on a menu row by its title, a tap outside the menu).
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
enum ContextMenuFixtures {
    /// A little longer than UIKit's half-second press, as a person holds.
    static let holdDuration: TimeInterval = 0.8

    /// A context menu delegate that writes what it is told into a log and answers with `answer`.
    final class Delegate: UIContextMenuInteractionDelegate {
        let log: EventLog
        var answer: (CGPoint) -> UIContextMenuConfiguration?
        var onEnd: ((any UIContextMenuInteractionAnimating) -> Void)?
        var onCommit: ((any UIContextMenuInteractionCommitAnimating) -> Void)?

        init(log: EventLog, answer: @escaping (CGPoint) -> UIContextMenuConfiguration?) {
            self.log = log
            self.answer = answer
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.write("configuration at \(Int(location.x)),\(Int(location.y))")
            return answer(location)
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.write("willDisplay")
            log.write("appearance \(interaction.menuAppearance)")
            animator?.addCompletion { [log] in log.write("displayed") }
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.write("willEnd")
            if let animator {
                animator.addCompletion { [log] in log.write("ended") }
                onEnd?(animator)
            }
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            log.write("commitPreview")
            onCommit?(animator)
        }
    }

    /// A 400 x 600 stage.
    static func stage() -> Stage {
        Stage(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    }

    /// A menu of actions with these titles, each writing "ran <title>" into `log`.
    static func menu(_ titles: [String], log: EventLog, attributes: UIMenuElement.Attributes = []) -> UIMenu {
        UIMenu(
            children: titles.map { title in
                UIAction(title: title, attributes: attributes) { action in log.write("ran \(action.title)") }
            })
    }

    /// A configuration showing `menu`.
    static func configuration(_ menu: UIMenu?) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// Presses at `point` in `view`, holds for `holdDuration` on the clock, then lifts.
    static func longPress(at point: CGPoint, in view: UIView, _ stage: Stage) throws {
        let touch = try stage.sim.touchDown(at: point, in: view)
        stage.sim.advance(by: holdDuration)
        try stage.sim.touchUp(touch)
    }

    /// The menu layer showing in `window`, if any.
    static func container(in window: UIWindow) -> ContextMenuContainerView? {
        window.subviews.compactMap { $0 as? ContextMenuContainerView }.last
    }

    /// The titles of the rows showing in `window`.
    static func rowTitles(in window: UIWindow) -> [String] {
        container(in: window)?.rows.compactMap { $0.currentTitle } ?? []
    }

    /// Taps the row titled `title` in the menu showing in `window`, as a finger would.
    static func tapRow(_ title: String, _ stage: Stage) throws {
        let row = try #require(container(in: stage.window)?.rows.first { $0.currentTitle == title })
        try stage.sim.tap(at: CGPoint(x: row.bounds.midX, y: row.bounds.midY), in: row)
    }
}
