// A text field's intrinsic size and baselines (AL-73, AL-75): the text as drawn (bullets when secure), or the placeholder when there is no text,
// on one line in the field's font, with the border style's padding on every side and the overlay views that show
// (TX-17); the text is centred vertically.
//
// Invariants: the height is the font's line height plus twice the vertical padding, whatever the text (an empty
// field is as tall as a full one); sizes are rounded up to whole points.
import Foundation

extension UITextField {
    /// The font the text is measured in.
    private var measuringFont: UIFont { font ?? .systemFont(ofSize: UIFont.labelFontSize) }

    /// The measured text and placeholder width, with the padding.
    var textFieldContentSize: CGSize {
        let shown = buffer.text.isEmpty ? (placeholder ?? "") : displayedText
        let layout = TextLayout(shown, font: measuringFont, width: 0, lineLimit: 1, measurer: textMeasurer)
        let padding = borderStyle.textPadding
        return CGSize(
            width: (layout.width + 2 * padding.horizontal + sideViewsWidth).rounded(.up),
            height: (layout.metrics.lineHeight + 2 * padding.vertical).rounded(.up))
    }
}

extension UITextField: TextBaselineProviding {
    /// One line centred in the bounds.
    func textBaselines(forHeight height: CGFloat) -> TextBaselines {
        let metrics = textMeasurer.lineMetrics(of: measuringFont)
        return TextBaselines.centred(lineCount: 1, metrics: metrics, boxTop: 0, boxHeight: height, height: height)
    }
}
