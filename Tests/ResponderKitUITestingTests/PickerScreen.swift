// The picker screen the UI tests drive: a month-and-day picker identified "when", a picker of 200 items identified
// "items" below it, and a label showing the last selection. Every selection the delegate hears is logged; the wheels
// are labelled "Month", "Day" and "Item" through the accessibility delegate unless `namesWheels` is off.
import Foundation
import ResponderKit

/// Two pickers and a label; the delegate logs "picker <id>: <title>" for each selection.
@MainActor
final class PickerViewController: LoggingViewController, UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    /// Whether the wheels are named for VoiceOver (the accessibility delegate's labels).
    var namesWheels = true
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    let when = UIPickerView(frame: CGRect(x: 0, y: 20, width: 320, height: 216))
    let items = UIPickerView(frame: CGRect(x: 0, y: 240, width: 320, height: 162))
    let status = UILabel(frame: CGRect(x: 20, y: 410, width: 280, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        when.accessibilityIdentifier = "when"
        items.accessibilityIdentifier = "items"
        status.accessibilityIdentifier = "status"
        for picker in [when, items] {
            picker.dataSource = self
            picker.delegate = self
            view.addSubview(picker)
        }
        view.addSubview(status)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { pickerView === when ? 2 : 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        pickerView === items ? 200 : component == 0 ? 12 : 31
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        pickerView === items ? "Item \(row)" : component == 0 ? Self.months[row] : "\(row + 1)"
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        guard namesWheels else { return nil }
        return pickerView === items ? "Item" : component == 0 ? "Month" : "Day"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let title = self.pickerView(pickerView, titleForRow: row, forComponent: component) ?? ""
        status.text = title
        log.append("picker \(pickerView.accessibilityIdentifier ?? ""): \(title)")
    }
}
