// The application's text measurer: what its labels, buttons and fields are measured with.
//
// Invariant: installing a measurer invalidates the intrinsic size of every view that measures text in the
// application's windows, so no size measured with the old one survives.
import Foundation

extension UIApplication {
    /// Measures the text of this application's views for their intrinsic sizes and `sizeThatFits(_:)`:
    /// ``DeterministicTextMeasurer`` unless a backend installs one that knows its fonts.
    ///
    /// Views in a window use their window's application's measurer, views in no window the shared
    /// application's; `UIFont`'s metrics and `NSString`'s sizing use the shared application's. Setting it
    /// invalidates the intrinsic content size of the labels, buttons, text fields and segmented controls in the
    /// application's windows.
    public var textMeasurer: any TextMeasuring {
        get { storedTextMeasurer }
        set {
            storedTextMeasurer = newValue
            for window in windows { invalidateTextSizes(in: window) }
        }
    }

    /// Invalidates the intrinsic sizes of the views under `root` that measure text (without recursion: trees may be
    /// deep).
    private func invalidateTextSizes(in root: UIView) {
        var stack = [root]
        while let view = stack.popLast() {
            if view is TextBaselineProviding || view is UISegmentedControl { view.invalidateIntrinsicContentSize() }
            stack.append(contentsOf: view.subviews)
        }
    }
}
