// The data source of a picker view: how many wheels (components) it has and how many rows each has (PK-1). Both
// methods are required, as in UIKit; the picker asks them when it (re)loads, never while a wheel spins.
import Foundation

/// The methods that tell a picker view how many components and rows it shows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels), left to right. A negative number is taken as 0.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`. A negative number is taken as 0.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
