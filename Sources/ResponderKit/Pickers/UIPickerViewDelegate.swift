// The delegate of a picker view: what each row shows (a title, an attributed title or a view), the size of the
// components, and the user's selections (PK-2, PK-3). Every method is optional: the defaults are what UIKit does
// without them (equal widths, 32-point rows, a centred label with the title, "?" without one).
import Foundation

/// The methods that give a picker view its rows' contents and sizes and hear the user's selections.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of a component. By default the picker's width (less the gaps between components) is shared
    /// equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of a component. 32 points by default.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row, shown in a centred label when the delegate gives no attributed title and no view.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row; it takes precedence over ``pickerView(_:titleForRow:forComponent:)``.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// The view of a row. `view` is a row view that scrolled out of sight, for reuse, or nil. By default a label
    /// showing the row's attributed title or title (or "?" without either), as UIKit shows it.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// The user selected a row: a wheel came to rest on a new row after a drag or a tap, or VoiceOver adjusted
    /// it. Not called for ``UIPickerView/selectRow(_:inComponent:animated:)``.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// An equal share of the picker's width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.equalComponentWidth
    }

    /// 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }

    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    /// No attributed title.
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }

    /// A centred label with the row's attributed title or title, "?" without either.
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        pickerView.standardRowView(
            attributedTitle: self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component),
            title: self.pickerView(pickerView, titleForRow: row, forComponent: component), reusing: view)
    }

    /// Nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
