// The accessory of a table cell: which view is shown (LS-9), where it goes (LS-10), and the detail button that
// tells the table's delegate (LS-11).
//
// Invariants: at most one accessory view is a subview of the cell (`shownAccessory`); a view of the app's that is
// replaced is removed only if it is still a subview of this cell. Standard accessory views are made once per type.
import Foundation

extension UITableViewCell {
    /// The gap between the accessory and the cell's trailing edge (**chosen**: UIKit's 16-point iPhone margin).
    static let accessoryTrailingInset: CGFloat = 16

    /// The accessory that applies now: the view of your own, else the standard view of the type, for editing or
    /// not.
    private var wantedAccessory: UIView? {
        if isEditing {
            // The reorder control replaces the accessory (LE-30).
            if editingParts.reorder != nil { return nil }
            return editingAccessoryView ?? standardAccessory(for: editingAccessoryType)
        }
        return accessoryView ?? standardAccessory(for: accessoryType)
    }

    /// Puts the accessory that applies in the cell (removing `old`, a replaced view of the app's) and lays out.
    func updateAccessory(removing old: UIView? = nil) {
        if let old, old.superview === self, old !== wantedAccessory { old.removeFromSuperview() }
        let wanted = wantedAccessory
        if shownAccessory !== wanted {
            if let shown = shownAccessory, shown.superview === self { shown.removeFromSuperview() }
            shownAccessory = wanted
            if let wanted { addSubview(wanted) }
        }
        layoutCellParts()
    }

    /// Places the accessory at the trailing edge, centred vertically, and the content view from the leading edge
    /// to the accessory (LS-10).
    func layoutCellParts() {
        let size = bounds.size
        var content = CGRect(origin: .zero, size: size)
        if let accessory = shownAccessory {
            let accessorySize = accessory.bounds.size
            let y = ((size.height - accessorySize.height) / 2).rounded(.down)
            let inset = UITableViewCell.accessoryTrailingInset
            if effectiveUserInterfaceLayoutDirection == .rightToLeft {
                accessory.frame = CGRect(origin: CGPoint(x: inset, y: y), size: accessorySize)
                content.origin.x = accessory.frame.maxX
                content.size.width = max(0, size.width - content.origin.x)
            } else {
                accessory.frame = CGRect(
                    origin: CGPoint(x: size.width - inset - accessorySize.width, y: y), size: accessorySize)
                content.size.width = max(0, accessory.frame.minX)
            }
        }
        content = layoutEditingParts(around: content)
        if contentView.frame != content { contentView.frame = content }
        layoutBackgroundViews()
        layoutLabels()
    }

    /// The standard view of an accessory type, made on first use; nil for `.none`.
    private func standardAccessory(for type: AccessoryType) -> UIView? {
        if type == .none { return nil }
        if let made = standardAccessories[type] { return made }
        let view: UIView
        switch type {
        case .none:
            return nil
        case .disclosureIndicator:
            view = ListAccessoryGlyph(.chevron)
        case .checkmark:
            view = ListAccessoryGlyph(.checkmark)
        case .detailButton:
            view = makeDetailButton()
        case .detailDisclosureButton:
            // The button, then the chevron 8 points after it: a tap beside the button selects the row.
            let button = makeDetailButton()
            let chevron = ListAccessoryGlyph(.chevron)
            let height = max(button.bounds.height, chevron.bounds.height)
            view = UIView(
                frame: CGRect(x: 0, y: 0, width: button.bounds.width + 8 + chevron.bounds.width, height: height))
            button.frame.origin = CGPoint(x: 0, y: (height - button.bounds.height) / 2)
            chevron.frame.origin = CGPoint(x: button.frame.maxX + 8, y: (height - chevron.bounds.height) / 2)
            view.addSubview(button)
            view.addSubview(chevron)
        }
        standardAccessories[type] = view
        return view
    }

    /// The info button of the detail accessories: 22 × 22 points; a release inside tells the table (LS-11).
    private func makeDetailButton() -> UIButton {
        let button = UIButton(type: .detailDisclosure)
        button.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        button.addAction(
            UIAction { [weak self] _ in
                guard let self, let table = self.superview as? UITableView else { return }
                table.accessoryButtonTapped(in: self)
            }, for: .touchUpInside)
        return button
    }
}

/// The drawn glyph of a standard accessory (a chevron or a checkmark): not interactive, so a tap on it reaches the
/// cell and selects the row.
@MainActor
final class ListAccessoryGlyph: UIView {
    enum Shape {
        case chevron, checkmark
    }

    let shape: Shape

    init(_ shape: Shape) {
        self.shape = shape
        // The sizes of UIKit's glyphs: the chevron 8 × 13 points, the checkmark 14 × 11.
        let size = shape == .chevron ? CGSize(width: 8, height: 13) : CGSize(width: 14, height: 11)
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        let glyph = shape == .chevron ? "\u{203A}" : "\u{2713}"
        let color: UIColor = shape == .chevron ? .systemGray3 : tintColor ?? .systemBlue
        builder.text(glyph, in: bounds, fontSize: bounds.height, color: color, alignment: .center)
    }
}
