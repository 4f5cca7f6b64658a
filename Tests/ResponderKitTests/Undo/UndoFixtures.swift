// Shared pieces of the undo tests: a key window whose root controller holds a text field, tapped into editing.
//
// Invariants: the field is first responder and empty when a test starts; the stage keeps its window alive.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
enum UndoFixtures {
    /// A stage with a root controller whose view holds a text field at (20, 60), 200 × 32, being edited.
    final class FieldStage: Stage {
        let root = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 32))

        init() {
            super.init(rootViewController: root)
            root.view.backgroundColor = .white
            field.backgroundColor = .white
            root.view.addSubview(field)
            window.layoutIfNeeded()
            sim.advance(by: 1)
            try? sim.tap(at: CGPoint(x: 100, y: 16), in: field)
        }

        /// The alert presented from the root controller, after its transition ran.
        func presentedAlert() -> UIAlertController? {
            sim.advance(by: 1)
            let alert = root.presentedViewController as? UIAlertController
            alert?.view.layoutIfNeeded()
            return alert
        }

        /// Taps the button of the alert's action titled `title`, then lets the dismissal run.
        func tapAction(_ title: String, in alert: UIAlertController) throws {
            let action = try #require(alert.actions.first { $0.title == title })
            let button = try #require(action.button)
            sim.advance(by: 1)
            try sim.tap(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY), in: button)
            sim.advance(by: 1)
        }
    }
}
