// Shrinking a one-line label's text to fit its width (`adjustsFontSizeToFitWidth`, UI-17).
//
// Invariant: the drawn size is never above the font's and never below its floor (`minimumScaleFactor` × size, or
// the deprecated `minimumFontSize`); the label's intrinsic size is the full-size text's, as in UIKit.
import Foundation

extension UILabel {
    /// The point size the text is drawn at: the font's, or smaller so one line of `text` fits the width.
    func displayedFontSize(of text: String) -> CGFloat {
        let size = font.pointSize
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, size > 0, bounds.width > 0 else { return size }
        let width = textMeasurer.width(of: Substring(text), in: font)
        guard width > bounds.width else { return size }
        let floor =
            minimumScaleFactor > 0 ? size * min(minimumScaleFactor, 1) : min(max(storedMinimumFontSize, 0), size)
        // The measured width grows with the point size, so the fitting size is the ratio of widths.
        return max(size * bounds.width / width, floor)
    }
}
