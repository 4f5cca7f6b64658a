// A view controller's editing mode and its edit button (LE-29): the button says Edit, or Done while editing, and a
// tap toggles the mode through `setEditing(_:animated:)`, so an override sees the user's taps.
//
// Invariant: the button's title and style follow `isEditing` after every `setEditing(_:animated:)`.
import Foundation

/// The editing state of a view controller.
@MainActor
struct ControllerEditingState {
    /// Whether the controller is in editing mode.
    var isEditing = false
    /// The edit button, made on first use.
    var editButton: UIBarButtonItem?
}

extension UIViewController {
    /// A bar button item that toggles editing mode: titled "Edit", or "Done" (in the done style) while editing.
    /// A tap calls ``setEditing(_:animated:)`` with the opposite of ``isEditing``, animated (LE-29).
    public var editButtonItem: UIBarButtonItem {
        if let button = editingState.editButton { return button }
        let button = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        button.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editingState.editButton = button
        updateEditButton()
        return button
    }

    /// Records the mode and retitles the edit button.
    func applyEditing(_ editing: Bool) {
        editingState.isEditing = editing
        updateEditButton()
    }

    private func updateEditButton() {
        guard let button = editingState.editButton else { return }
        let editing = editingState.isEditing
        button.style = editing ? .done : .plain
        if button.title != (editing ? "Done" : "Edit") { button.title = editing ? "Done" : "Edit" }
    }
}
