// The control at the leading edge of a row in editing mode (LE-23, LE-25): a red minus that shows the row's delete
// confirmation, or a green plus that commits an insertion.
//
// Invariant: a release inside tells the table that holds the cell; a control outside a table does nothing.
import Foundation

/// The delete or insert control of an editing row.
@MainActor
final class TableEditingControl: UIControl {
    /// Which control it is.
    var style: UITableViewCell.EditingStyle = .delete {
        didSet { if oldValue != style { setNeedsDisplay() } }
    }

    init() {
        super.init(frame: .zero)
        addAction(
            UIAction { [weak self] _ in
                guard let self, let cell = self.superview as? UITableViewCell,
                    let table = cell.superview as? UITableView
                else { return }
                table.editingControlTapped(in: cell)
            }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Beats an ancestor's single tap, as a button does.
    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool { isSingleTap(recognizer) }

    /// A button labelled "Delete" or "Insert", as UIKit's editing controls are.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = style == .insert ? "Insert" : "Delete"
        defaults.traits = .button
        return defaults
    }

    /// A 22-point disc (red or green) with a white bar or cross, centred in the control's column.
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        let disc = CGRect(x: (bounds.width - 22) / 2, y: (bounds.height - 22) / 2, width: 22, height: 22)
        builder.fill(disc, with: style == .insert ? .systemGreen : .systemRed)
        builder.fill(CGRect(x: disc.minX + 5, y: disc.midY - 1, width: 12, height: 2), with: .white)
        if style == .insert {
            builder.fill(CGRect(x: disc.midX - 1, y: disc.minY + 5, width: 2, height: 12), with: .white)
        }
    }
}
