// The label a picker shows for a row when its delegate gives no view of its own: the row's title, centred. Being its
// own class lets `UIPickerView.view(forRow:forComponent:)` answer nil for it, as UIKit does for rows it made.
import Foundation

/// A picker row made by the picker from a title.
@MainActor
final class PickerRowLabel: UILabel {}
