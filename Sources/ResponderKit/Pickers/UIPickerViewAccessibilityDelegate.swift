// The accessibility delegate of a picker view: the label and hint VoiceOver speaks for each wheel (PK-17). A
// picker's delegate that also adopts this protocol names its wheels; both methods are optional (nil: no label, no
// hint, as a wheel has by default).
import Foundation

/// The methods that give a picker view's wheels an accessibility label and hint.
@preconcurrency @MainActor
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    /// The accessibility label of `component`'s wheel, or nil for none (the default).
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    /// The accessibility hint of `component`'s wheel, or nil for none (the default).
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
}

extension UIPickerViewAccessibilityDelegate {
    /// No label.
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        nil
    }

    /// No hint.
    public func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
        nil
    }
}
