// The measurer a view's text is measured with: its window's application's, else the shared application's.
import Foundation

extension UIView {
    /// The text measurer of the view's window's application, or of the shared application outside a window.
    var textMeasurer: any TextMeasuring { (window?.application ?? UIApplication.shared).textMeasurer }
}
