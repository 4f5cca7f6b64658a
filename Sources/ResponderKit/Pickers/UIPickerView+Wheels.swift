// What a picker shows, read back: the rows' titles (its wheels' accessibility values) and the wheel of a
// component (PK-13, PK-14). Public for UI-testing layers, which see only public API.
import Foundation

extension UIPickerView {
    /// The title a row shows and VoiceOver reads: the delegate's attributed title's string, else its title, else
    /// the accessibility label of the row's view when the delegate gives views and the row is on screen; nil for
    /// a row or component that does not exist.
    ///
    /// ResponderKit's addition (UIKit reads the same through its wheels' accessibility): UI tests use it to find a
    /// wheel's values.
    public func wheelTitle(forRow row: Int, inComponent component: Int) -> String? {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return nil }
        guard let delegate else { return nil }
        if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        if let title = delegate.pickerView(self, titleForRow: row, forComponent: component) { return title }
        return view(forRow: row, forComponent: component)?.accessibilityLabel
    }

    /// The component whose wheel is `view`, or nil when `view` is not one of this picker's wheels.
    ///
    /// ResponderKit's addition: a UI test holding a wheel's accessibility element finds its component with it.
    public func component(ofWheel view: UIView) -> Int? {
        wheels.firstIndex { $0 === view }
    }
}
