// The application's text measurer: what its labels, buttons and fields are measured with.
import Foundation

extension UIApplication {
    /// Measures the text of this application's views for their intrinsic sizes and `sizeThatFits(_:)`:
    /// ``DeterministicTextMeasurer`` unless a backend installs one that knows its fonts.
    ///
    /// Views in a window use their window's application's measurer, views in no window the shared
    /// application's; `UIFont`'s metrics and `NSString`'s sizing use the shared application's. Install a measurer
    /// before laying out: sizes already computed are not recomputed (call `invalidateIntrinsicContentSize()`).
    public var textMeasurer: any TextMeasuring {
        get { storedTextMeasurer }
        set { storedTextMeasurer = newValue }
    }
}
