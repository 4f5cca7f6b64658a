// A view that displays text; not interactive by default (HT-11, SP-1). Its text attributes are stored and
// observable, drawn only by a backend; its text is measured by the application's text measurer for
// `intrinsicContentSize`, `sizeThatFits(_:)` and `textRect(forBounds:limitedToNumberOfLines:)`
// (UILabel+IntrinsicSize.swift, AL-64 … AL-67).
//
// Invariants: `text` and `attributedText` describe the same string: setting one sets the other (a plain
// `attributedText` carries the label's font and text colour). Every change of what the text measures (text, font,
// line count, line break mode, preferred width) invalidates the intrinsic content size, the label's and its
// button's when it is a button's title label.
import Foundation

/// A view that displays one or more lines of read-only text. `isUserInteractionEnabled` is false by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The geometry's hook for UIKit's two-pass layout of multi-line labels: the bounds width changed from
    /// `oldWidth`. A multi-line label without a preferred width wraps its intrinsic size at its current width, so
    /// the size it reported is stale: it invalidates it, and the next pass lays out the new height (AL-65).
    override func boundsWidthDidChange(from oldWidth: CGFloat) {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, bounds.width != oldWidth, !(text ?? "").isEmpty
        else { return }
        invalidateIntrinsicContentSize()
    }

    /// The attributed text as set, nil when `text` was set last (its font is measured: UILabel+IntrinsicSize.swift).
    private(set) var storedAttributedText: NSAttributedString?

    /// The text shown: stored for source compatibility and drawn only by a backend.
    open var text: String? {
        didSet {
            storedAttributedText = nil
            noteViewChange()
            if text != oldValue { textMeasurementDidChange() }
        }
    }

    /// The text with attributes. Read after setting `text`, it is the text with the label's font and colour;
    /// setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            return NSAttributedString(
                string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            let sameString = text == newValue?.string
            text = newValue?.string
            storedAttributedText = newValue
            // Same string, maybe other attributes (a font, say): the text setter saw no change.
            if sameString { textMeasurementDidChange() }
        }
    }

    /// The font; the 17-point system font by default. Setting nil restores the default.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            if font != oldValue { textMeasurementDidChange() }
        }
    }

    /// The text colour; `.label` by default. Setting nil restores the default.
    open var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label } }
    }

    /// The horizontal alignment; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines; 1 by default, 0 for as many as needed.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textMeasurementDidChange() } }
    }
    /// How lines that do not fit are wrapped or truncated; `.byTruncatingTail` by default. Lines of a multi-line
    /// label wrap at spaces whatever the mode, except `.byCharWrapping`, which wraps between characters.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textMeasurementDidChange() } }
    }
    /// The width at which a multi-line label's intrinsic size wraps its text; 0 (the default) wraps at the label's
    /// current width once layout has given it one (AL-65).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textMeasurementDidChange() } }
    }
    /// Whether the text is drawn enabled; true by default.
    open var isEnabled = true
    /// Whether the text is drawn highlighted; false by default.
    open var isHighlighted = false
    /// The text colour while highlighted; nil by default.
    open var highlightedTextColor: UIColor?
    /// Whether a one-line label's text is drawn smaller when it is wider than the label, down to
    /// `minimumScaleFactor` (UI-17); false by default. The intrinsic size stays the full-size text's.
    open var adjustsFontSizeToFitWidth = false
    /// Whether a Dynamic Type font follows the application's content size category (UI-9); false by default.
    open var adjustsFontForContentSizeCategory = false
    /// The smallest scale `adjustsFontSizeToFitWidth` may shrink the font to; 0 by default (then
    /// `minimumFontSize` decides, and without it the font may shrink to any size).
    open var minimumScaleFactor: CGFloat = 0
    /// The smallest point size `adjustsFontSizeToFitWidth` may shrink to when `minimumScaleFactor` is 0; 0 by
    /// default. Deprecated in UIKit since iOS 6.
    @available(*, deprecated, message: "Use minimumScaleFactor")
    open var minimumFontSize: CGFloat {
        get { storedMinimumFontSize }
        set { storedMinimumFontSize = newValue }
    }
    /// Behind the deprecated ``minimumFontSize``.
    var storedMinimumFontSize: CGFloat = 0

    /// Creates a label; it does not take touches until `isUserInteractionEnabled` is set (HT-11).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Sizing (UILabel+IntrinsicSize.swift)

    /// The size of the text (0 × 0 when there is none), rounded up to whole points: one line per paragraph for a
    /// single-line label; a multi-line label wraps at ``preferredMaxLayoutWidth``, else at its current width when
    /// it has one, and keeps at most ``numberOfLines`` lines (AL-64, AL-65).
    open override var intrinsicContentSize: CGSize { intrinsicTextSize }

    /// The size of the text, rounded up to whole points: a multi-line label wraps at `size.width` (when positive);
    /// a single-line label's width is its text's, whatever `size` says; the height is not limited (AL-66).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingTextSize(for: size) }

    /// The rectangle the text takes in `bounds`, from its origin: the lines wrapped at `bounds.width` (unless
    /// `numberOfLines` is 1), at most `numberOfLines` of them (0: no limit), clipped to `bounds`'s size (AL-67).
    /// Override it to inset the text (call `super` with the inset bounds, then outset the result): the intrinsic
    /// size and `sizeThatFits(_:)` follow.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        textRectImpl(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the background, then the text in the bounds (in the highlighted colour while highlighted).
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        guard let text, !text.isEmpty else { return }
        let color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        builder.text(text, in: bounds, fontSize: displayedFontSize(of: text), color: color, alignment: textAlignment)
    }

    // A label is an element whose name is its text (AX-1).
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
    }
}
