// A table cell's background views (LS-25): both fill the cell behind the content view, the selected one above the
// other and shown only while the cell is highlighted or selected with a selection style other than `.none`.
import Foundation

extension UITableViewCell {
    /// Removes the replaced background view `old` and puts the current ones behind the content view (the
    /// selected background above the plain one).
    func replaceBackgroundView(_ old: UIView?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        if let selectedBackgroundView, selectedBackgroundView.superview !== self {
            if let backgroundView, backgroundView.superview === self {
                insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
            } else {
                insertSubview(selectedBackgroundView, at: 0)
            }
        }
        layoutCellParts()
        updateBackgroundViews()
    }

    /// Shows the selected background exactly while the cell shows selection.
    func updateBackgroundViews() {
        let shows = (isHighlighted || isSelected) && selectionStyle != .none
        selectedBackgroundView?.isHidden = !shows
    }

    /// Makes both background views fill the cell.
    func layoutBackgroundViews() {
        let full = CGRect(origin: .zero, size: bounds.size)
        for case let view? in [backgroundView, selectedBackgroundView] where view.frame != full { view.frame = full }
    }
}
