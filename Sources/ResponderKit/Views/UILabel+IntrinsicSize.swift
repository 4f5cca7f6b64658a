// How a label measures its text: the text rectangle, the intrinsic content size, `sizeThatFits(_:)`, its
// baselines, and UIKit's second layout pass for multi-line labels (AL-64 … AL-67, AL-75).
//
// Invariants: every size goes through `textRect(forBounds:limitedToNumberOfLines:)`, so a subclass that insets its
// text sizes with it; sizes are rounded up to whole points; the text is measured in the attributed text's first
// font when attributed text was set, else in `font`.
import Foundation

extension UILabel {
    /// The font the text is measured in.
    var measuringFont: UIFont { storedAttributedText?.firstFont ?? font }

    /// The text laid out within `width` (no wrapping when it is not positive), at most `lines` lines.
    func textLayout(width: CGFloat, lines: Int) -> TextLayout {
        TextLayout(
            text ?? "", font: measuringFont, width: width, lineLimit: lines, lineBreakMode: lineBreakMode,
            measurer: textMeasurer)
    }

    func textRectImpl(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        let layout = textLayout(width: lines == 1 ? 0 : bounds.width, lines: max(lines, 0))
        return CGRect(
            x: bounds.minX, y: bounds.minY, width: min(layout.width, max(bounds.width, 0)),
            height: min(layout.height, max(bounds.height, 0)))
    }

    /// The wrapping width of the intrinsic size: none for one line; else the preferred width, else the current
    /// width (UIKit's automatic preferred width), else none.
    var intrinsicWrappingWidth: CGFloat {
        if numberOfLines == 1 { return .greatestFiniteMagnitude }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
    }

    var intrinsicTextSize: CGSize { roundedTextSize(wrappingAt: intrinsicWrappingWidth) }

    func fittingTextSize(for size: CGSize) -> CGSize {
        roundedTextSize(wrappingAt: numberOfLines != 1 && size.width > 0 ? size.width : .greatestFiniteMagnitude)
    }

    /// The text rectangle for unlimited height at `width`, rounded up to whole points.
    private func roundedTextSize(wrappingAt width: CGFloat) -> CGSize {
        let unlimited = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        let rect = textRect(forBounds: unlimited, limitedToNumberOfLines: numberOfLines)
        return CGSize(width: max(rect.width, 0).rounded(.up), height: max(rect.height, 0).rounded(.up))
    }

    /// Something the text's size depends on changed: the intrinsic size is stale, and so is the button's whose
    /// title label this is.
    func textMeasurementDidChange() {
        invalidateIntrinsicContentSize()
        if let button = superview as? UIButton, button.titleLabel === self { button.invalidateIntrinsicContentSize() }
    }
}

extension UILabel: TextBaselineProviding {
    /// The baselines of the lines the label shows at its current width, centred vertically in `height`.
    func textBaselines(forHeight height: CGFloat) -> TextBaselines {
        let width = bounds.width > 0 ? bounds.width : preferredMaxLayoutWidth
        let layout = textLayout(width: numberOfLines == 1 ? 0 : width, lines: max(numberOfLines, 0))
        return TextBaselines.centred(
            lineCount: layout.lines.count, metrics: layout.metrics, boxTop: 0, boxHeight: height, height: height)
    }
}
