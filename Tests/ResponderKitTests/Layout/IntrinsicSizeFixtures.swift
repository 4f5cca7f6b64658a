// Fixtures of the intrinsic-size tests: views that count `invalidateIntrinsicContentSize()` calls, and a measurer
// with round numbers that is unlike the deterministic one.
import Foundation

@testable import ResponderKit

/// Views that count their intrinsic-size invalidations.
@MainActor
enum IntrinsicSizeFixtures {
    final class CountingLabel: UILabel {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
    }

    final class CountingButton: UIButton {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
    }

    final class CountingImageView: UIImageView {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
    }

    final class CountingTextField: UITextField {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
    }

    final class CountingSegmentedControl: UISegmentedControl {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
    }

    final class CountingPageControl: UIPageControl {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
    }

    /// The "padded label" of many apps: its text inset by `insets` in `textRect` (and so in its sizes).
    final class PaddedLabel: UILabel {
        var insets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return inner.inset(
                by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
    }

    /// A container whose baselines are those of its label.
    final class BaselineContainer: UIView {
        let label = UILabel(frame: .zero)
        override var forFirstBaselineLayout: UIView { label }
        override var forLastBaselineLayout: UIView { label }
    }

    /// Every character 10 points wide; lines 10 high (ascender 8, descender −2).
    struct TenPointMeasurer: TextMeasuring {
        func lineMetrics(of font: UIFont) -> FontLineMetrics {
            FontLineMetrics(ascender: 8, descender: -2, leading: 0, capHeight: 6, xHeight: 4)
        }
        func width(of text: Substring, in font: UIFont) -> CGFloat { CGFloat(text.count) * 10 }
    }
}
