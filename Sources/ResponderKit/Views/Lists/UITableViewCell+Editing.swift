// A table cell in editing mode (LE-22 … LE-30): the editing control (delete or insert) at the leading edge, the
// content indented after it, and the reorder control at the trailing edge in place of the accessory.
//
// Invariants: the controls are subviews of the cell only while the cell is editing (the editing control only for a
// style other than `.none`, the reorder control only while `showsReorderControl`); each is made once and kept.
import Foundation

extension UITableViewCell {
    /// The editing styles of a row: the control it shows while the table is editing.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none
        /// A red minus button; tapping it shows the delete confirmation (LE-23).
        case delete
        /// A green plus button; tapping it commits an insertion (LE-25).
        case insert
    }

    /// The width of the editing control's column, by which the content indents (**chosen**: UIKit's look, 38 pt).
    static let editingControlWidth: CGFloat = 38
    /// The width of the reorder control at the trailing edge (**chosen**: 38 pt, with the row's full height).
    static let reorderControlWidth: CGFloat = 38

    /// Adds or removes the editing and reorder controls for the current state, then lays the cell out.
    func updateEditingControls() {
        let wantsControl = isEditing && editingStyle != .none
        if wantsControl {
            let control = editingParts.control ?? TableEditingControl()
            editingParts.control = control
            control.style = editingStyle
            if control.superview !== self { addSubview(control) }
        } else if let control = editingParts.control, control.superview === self {
            control.removeFromSuperview()
        }
        let wantsReorder = isEditing && showsReorderControl
        if wantsReorder {
            let reorder = editingParts.reorderView ?? TableReorderControl()
            editingParts.reorderView = reorder
            editingParts.reorder = reorder
            if reorder.superview !== self { addSubview(reorder) }
        } else {
            if let reorder = editingParts.reorder, reorder.superview === self { reorder.removeFromSuperview() }
            editingParts.reorder = nil
        }
        updateAccessory()
    }

    /// Places the editing controls and returns `content` indented for them (LE-24, LE-30).
    func layoutEditingParts(around content: CGRect) -> CGRect {
        guard isEditing else { return content }
        var result = content
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let height = bounds.height
        if let control = editingParts.control, control.superview === self {
            let width = UITableViewCell.editingControlWidth
            control.frame = CGRect(x: rightToLeft ? bounds.width - width : 0, y: 0, width: width, height: height)
        }
        if shouldIndentWhileEditing, editingParts.indents {
            let inset = UITableViewCell.editingControlWidth
            if !rightToLeft { result.origin.x += inset }
            result.size.width = max(0, result.size.width - inset)
        }
        if let reorder = editingParts.reorder {
            let width = UITableViewCell.reorderControlWidth
            reorder.frame = CGRect(x: rightToLeft ? 0 : bounds.width - width, y: 0, width: width, height: height)
            if rightToLeft { result.origin.x = max(result.origin.x, width) }
            result.size.width = max(
                0, min(result.maxX, rightToLeft ? bounds.width : bounds.width - width) - result.minX)
        }
        return result
    }
}

/// The editing parts of a cell.
@MainActor
struct CellEditingParts {
    /// The delete or insert control, made on first use.
    var control: TableEditingControl?
    /// The reorder control while it shows, else nil.
    var reorder: TableReorderControl?
    /// The reorder control, made on first use and kept.
    var reorderView: TableReorderControl?
    /// Whether the delegate lets the row indent while editing (`shouldIndentWhileEditingRowAt`).
    var indents = true
}
