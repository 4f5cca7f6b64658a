// A button's intrinsic size and baselines: its title (in the title label's font, unwrapped) beside its image, with
// the content insets, or UIKit's implicit 6 points above and below a title when the insets are zero (AL-69, AL-75).
//
// Invariants: the size is in whole points (the title's is rounded up); the title's baselines are those of its line
// centred in the content rectangle (the bounds less the content insets).
import Foundation

extension UIButton {
    /// The point size of a button's title font: UIKit's 15-point system font.
    static let titleFontSize: CGFloat = 15
    /// The space UIKit adds above and below a title when the content insets are zero.
    static let implicitTitlePadding: CGFloat = 6

    /// Whether the title label shows any text.
    private var hasTitle: Bool { !(titleLabel?.text ?? "").isEmpty }

    /// The title's unwrapped size, rounded up to whole points; zero without a title.
    private var titleSize: CGSize {
        guard hasTitle, let titleLabel else { return .zero }
        return titleLabel.sizeThatFits(.zero)
    }

    /// The insets around the content: `contentEdgeInsets`, or 6 points above and below a title when they are zero.
    var effectiveContentInsets: UIEdgeInsets {
        guard contentEdgeInsets == .zero, hasTitle else { return contentEdgeInsets }
        let padding = UIButton.implicitTitlePadding
        return UIEdgeInsets(top: padding, left: 0, bottom: padding, right: 0)
    }

    /// Image width plus title width (what the image view and title label show), by the taller of the two, plus the
    /// insets.
    var contentSize: CGSize {
        if storedConfiguration != nil { return configurationContentSize }
        let title = titleSize
        let image = imageView?.image?.size ?? .zero
        let insets = effectiveContentInsets
        return CGSize(
            width: image.width + title.width + insets.left + insets.right,
            height: max(image.height, title.height) + insets.top + insets.bottom)
    }
}

extension UIButton: TextBaselineProviding {
    /// The title's baselines, its lines centred in the content rectangle; the bottom without a title.
    func textBaselines(forHeight height: CGFloat) -> TextBaselines {
        guard hasTitle, let titleLabel else { return TextBaselines(firstFromTop: height, lastFromBottom: 0) }
        let layout = titleLabel.textLayout(width: 0, lines: max(titleLabel.numberOfLines, 0))
        let insets = contentEdgeInsets
        return TextBaselines.centred(
            lineCount: layout.lines.count, metrics: layout.metrics, boxTop: insets.top,
            boxHeight: height - insets.top - insets.bottom, height: height)
    }
}
