// The root view of an alert controller: a dimming backdrop that fills its window and takes every touch outside the
// alert's boxes (so nothing behind the alert gets one), with the boxes laid out on top.
//
// Layout (points), redone in each layout pass:
// - Alert: one box 270 wide, centred. Its header has 16 of padding around the title (22 high), the message
//   (20 high) and the text fields (30 high each, 16 from the sides), 8 apart; each present element counts. Below
//   the header come the action rows, 44 high: exactly two actions share one row (the cancel action on the left),
//   otherwise each action has its own row, in the order added, the cancel action last.
// - Action sheet: boxes 8 from the sides and the bottom. The cancel action has a 57-high box of its own at the
//   bottom; the others are 57-high rows, in the order added, under the header of a box 8 above it.
// Invariants: `buttons` are in the order of the controller's actions; each is a subview of `box` or `cancelBox`.
import Foundation

/// The backdrop and boxes of an alert controller.
@MainActor
final class AlertView: UIView {
    static let alertWidth: CGFloat = 270
    static let alertRowHeight: CGFloat = 44
    static let sheetRowHeight: CGFloat = 57
    static let padding: CGFloat = 16
    static let spacing: CGFloat = 8
    static let titleHeight: CGFloat = 22
    static let messageHeight: CGFloat = 20
    static let fieldHeight: CGFloat = 30
    static let sheetMargin: CGFloat = 8

    /// The box of the title, the message, the text fields and (but for a sheet's cancel action) the buttons.
    let box = UIView(frame: .zero)
    /// An action sheet's box for its cancel action; hidden otherwise.
    let cancelBox = UIView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    var style: UIAlertController.Style = .alert
    var fields: [UITextField] = []
    var buttons: [AlertActionButton] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for view in [box, cancelBox] {
            view.backgroundColor = UIColor(white: 0.97, alpha: 1)
            view.layer.cornerRadius = 13
            addSubview(view)
        }
        cancelBox.isHidden = true
        titleLabel.font = .boldSystemFont(ofSize: UIFont.labelFontSize)
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.numberOfLines = 0
        for label in [titleLabel, messageLabel] {
            label.textAlignment = .center
            box.addSubview(label)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Adds a text field to the header.
    func addField(_ field: UITextField) {
        fields.append(field)
        box.addSubview(field)
        setNeedsLayout()
    }

    /// Adds a button for a new action.
    func addButton(_ button: AlertActionButton) {
        buttons.append(button)
        box.addSubview(button)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let isSheet = style == .actionSheet
        let width = isSheet ? max(bounds.width - 2 * Self.sheetMargin, 0) : Self.alertWidth
        let rowHeight = isSheet ? Self.sheetRowHeight : Self.alertRowHeight
        let cancel = buttons.first { $0.alertAction.style == .cancel }
        let separateCancel = isSheet ? cancel : nil
        let rowButtons = buttons.filter { $0 !== separateCancel }
        let headerHeight = layOutHeader(width: width)
        let rowsHeight = layOutRows(rowButtons, cancel: cancel, width: width, top: headerHeight, rowHeight: rowHeight)
        let boxHeight = headerHeight + rowsHeight
        var bottom = bounds.height - Self.sheetMargin
        if let separateCancel {
            cancelBox.isHidden = false
            if separateCancel.superview !== cancelBox { cancelBox.addSubview(separateCancel) }
            cancelBox.frame = CGRect(x: Self.sheetMargin, y: bottom - rowHeight, width: width, height: rowHeight)
            separateCancel.frame = cancelBox.bounds
            bottom -= rowHeight + Self.sheetMargin
        } else {
            cancelBox.isHidden = true
        }
        if isSheet {
            box.frame = CGRect(x: Self.sheetMargin, y: bottom - boxHeight, width: width, height: boxHeight)
        } else {
            box.frame = CGRect(
                x: ((bounds.width - width) / 2).rounded(.down), y: ((bounds.height - boxHeight) / 2).rounded(.down),
                width: width, height: boxHeight)
        }
    }

    /// Places the title, the message and the text fields; returns the header's height (0 when it is empty).
    private func layOutHeader(width: CGFloat) -> CGFloat {
        var elements: [(UIView, CGFloat)] = []
        titleLabel.isHidden = titleLabel.text == nil
        messageLabel.isHidden = messageLabel.text == nil
        if !titleLabel.isHidden { elements.append((titleLabel, Self.titleHeight)) }
        if !messageLabel.isHidden { elements.append((messageLabel, Self.messageHeight)) }
        for field in fields { elements.append((field, Self.fieldHeight)) }
        guard !elements.isEmpty else { return 0 }
        var y = Self.padding
        for (index, (view, height)) in elements.enumerated() {
            if index > 0 { y += Self.spacing }
            view.frame = CGRect(x: Self.padding, y: y, width: width - 2 * Self.padding, height: height)
            y += height
        }
        return y + Self.padding
    }

    /// Places the action rows from `top`; returns their total height.
    private func layOutRows(
        _ rowButtons: [AlertActionButton], cancel: AlertActionButton?, width: CGFloat, top: CGFloat,
        rowHeight: CGFloat
    ) -> CGFloat {
        for button in rowButtons where button.superview !== box { box.addSubview(button) }
        if style == .alert, rowButtons.count == 2 {
            // UIKit puts the cancel action of a two-action alert on the left.
            let ordered = rowButtons[1] === cancel ? [rowButtons[1], rowButtons[0]] : rowButtons
            let half = width / 2
            for (index, button) in ordered.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * half, y: top, width: half, height: rowHeight)
            }
            return rowHeight
        }
        let ordered = rowButtons.filter { $0 !== cancel } + rowButtons.filter { $0 === cancel }
        for (index, button) in ordered.enumerated() {
            button.frame = CGRect(x: 0, y: top + CGFloat(index) * rowHeight, width: width, height: rowHeight)
        }
        return CGFloat(ordered.count) * rowHeight
    }
}
