// One row of a showing context menu: a button for an action, a command, a submenu or a loading placeholder.
//
// Invariant: a disabled element's row is a disabled button, so it neither tracks nor acts and its touches go on
// to the panel, which swallows them (CM-9).
import Foundation

/// The tappable view of one context menu line.
@MainActor
final class ContextMenuRowButton: UIButton {
    /// The line shown.
    let entry: ContextMenuEntry
    /// The presentation that performs the choice.
    weak var presentation: ContextMenuPresentation?

    init(entry: ContextMenuEntry, presentation: ContextMenuPresentation) {
        self.entry = entry
        self.presentation = presentation
        super.init(frame: .zero)
        buttonType = .system
        backgroundColor = .secondarySystemBackground
        switch entry.kind {
        case .element(let element):
            let attributes = ContextMenuPresentation.attributes(of: element)
            setTitle(element.title, for: .normal)
            setTitleColor(attributes.contains(.destructive) ? .systemRed : .label, for: .normal)
            isEnabled = !attributes.contains(.disabled)
            isSelected = ((element as? UIAction)?.state ?? (element as? UICommand)?.state) == .on
            accessibilityIdentifier = (element as? UIAction)?.identifier.rawValue ?? "ContextMenu.\(element.title)"
        case .submenu(let submenu):
            setTitle(submenu.title, for: .normal)
            setTitleColor(submenu.options.contains(.destructive) ? .systemRed : .label, for: .normal)
            accessibilityIdentifier = submenu.identifier.rawValue
        case .loading:
            setTitle("Loading…", for: .normal)
            isEnabled = false
            accessibilityIdentifier = "ContextMenu.Loading"
        case .separator:
            // The panel draws separators as plain views; a row for one is inert.
            isEnabled = false
        }
        setTitleColor(.systemGray, for: .disabled)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// A release inside chooses the line, after the control events are sent.
    override func sendActions(for controlEvents: UIControl.Event, with event: UIEvent?) {
        super.sendActions(for: controlEvents, with: event)
        guard controlEvents.contains(.touchUpInside) else { return }
        presentation?.choose(entry)
    }
}
