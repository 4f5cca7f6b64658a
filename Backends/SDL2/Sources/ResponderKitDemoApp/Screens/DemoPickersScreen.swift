// The demo's "pickers" screen (`--screen pickers`, PK-4 … PK-8): a picker of months and days, and a 100-row picker
// below it; dragging a wheel spins it, it decelerates and comes to rest on a row, and each selection the delegate
// hears is a log line.
//
// Invariants: every interactive view has a background colour and an accessibility identifier; every behaviour is a
// log line, written through the demo's log only, so a headless replay writes the same lines.
import Foundation
import ResponderKit

/// The pickers screen's controller.
@MainActor
final class DemoPickersScreen: DemoScreenController, UIPickerViewDataSource, UIPickerViewDelegate {
    /// Where the pickers sit, in window points.
    static let dateFrame = CGRect(x: 40, y: 60, width: 360, height: 216)
    static let itemsFrame = CGRect(x: 440, y: 60, width: 320, height: 216)
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    private let date = UIPickerView(frame: DemoPickersScreen.dateFrame)
    private let items = UIPickerView(frame: DemoPickersScreen.itemsFrame)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.accessibilityIdentifier = "pickers-screen"
        date.accessibilityIdentifier = "date-picker"
        items.accessibilityIdentifier = "items-picker"
        for picker in [date, items] {
            picker.backgroundColor = .white
            picker.dataSource = self
            picker.delegate = self
            view.addSubview(picker)
        }
    }

    private func name(of picker: UIPickerView) -> String { picker === date ? "date" : "items" }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { pickerView === date ? 2 : 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        pickerView === items ? 100 : component == 0 ? 12 : 31
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView === date && component == 1 ? 100 : pickerView.bounds.width - (pickerView === date ? 120 : 40)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        pickerView === items ? "Item \(row)" : component == 0 ? DemoPickersScreen.months[row] : "\(row + 1)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let title = self.pickerView(pickerView, titleForRow: row, forComponent: component) ?? "?"
        log.append("pickers: \(name(of: pickerView)) component \(component) selected \(title)")
    }
}
