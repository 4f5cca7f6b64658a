// Shake to undo (UN-6): a shake whose `motionEnded` reached the end of the responder chain (nobody handled it)
// offers to undo the first responder's last change in an alert, when the application supports shake to edit.
//
// Invariants: the alert is offered only when the chain's undo manager can undo or redo, and only one at a time;
// its actions run the manager's `undo()` or `redo()` once, after the alert is dismissed (PR-16).
import Foundation

/// The shake-to-edit alert of an application.
@MainActor
enum ShakeToEdit {
    /// Offers "Undo <action>" (and "Redo", when the manager can redo) for the first responder of `window`, whose
    /// shake reached the end of the chain. A documented no-op when shake to edit is off, when nothing can be undone
    /// or redone, and when the window has no view controller to present from.
    static func offer(in window: UIWindow) {
        guard window.application.applicationSupportsShakeToEdit else { return }
        let responder = PressTracker.startResponder(in: window)
        guard let manager = responder.chainUndoManager, manager.canUndo || manager.canRedo,
            var presenter = window.rootViewController
        else { return }
        while let presented = presenter.presentedViewController { presenter = presented }
        // One alert at a time: a second shake while it shows does nothing.
        guard !(presenter is UIAlertController) else { return }
        presenter.present(alert(for: manager), animated: true)
    }

    /// The alert: titled with the undo (else the redo) command; Cancel, then Redo when possible, then Undo.
    static func alert(for manager: UndoManager) -> UIAlertController {
        let title = manager.canUndo ? manager.undoMenuItemTitle : manager.redoMenuItemTitle
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if manager.canRedo {
            alert.addAction(UIAlertAction(title: "Redo", style: .default) { [weak manager] _ in manager?.redo() })
        }
        if manager.canUndo {
            alert.addAction(UIAlertAction(title: "Undo", style: .default) { [weak manager] _ in manager?.undo() })
        }
        return alert
    }
}
