// A view that displays text; not interactive by default (HT-11, SP-1). Its text attributes are stored and
// observable, drawn only by a backend; headless there are no glyph metrics, so text is never measured
// (`intrinsicContentSize` and `sizeThatFits` are UIView's).
//
// Invariants: `text` and `attributedText` describe the same string: setting one sets the other (a plain
// `attributedText` carries the label's font and text colour).
import Foundation

/// A view that displays one or more lines of read-only text. `isUserInteractionEnabled` is false by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var storedAttributedText: NSAttributedString?

    /// The text shown: stored for source compatibility and drawn only by a backend.
    open var text: String? {
        didSet { storedAttributedText = nil }
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
            text = newValue?.string
            storedAttributedText = newValue
        }
    }

    /// The font; the 17-point system font by default. Setting nil restores the default.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) } }
    }

    /// The text colour; `.label` by default. Setting nil restores the default.
    open var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label } }
    }

    /// The horizontal alignment; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines; 1 by default, 0 for as many as needed.
    open var numberOfLines = 1
    /// How lines that do not fit are wrapped or truncated; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the text is drawn enabled; true by default.
    open var isEnabled = true
    /// Whether the text is drawn highlighted; false by default.
    open var isHighlighted = false
    /// The text colour while highlighted; nil by default.
    open var highlightedTextColor: UIColor?
    /// Whether a backend shrinks the font to fit the width; false by default.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale a backend may shrink the font to; 0 by default.
    open var minimumScaleFactor: CGFloat = 0

    /// Creates a label; it does not take touches until `isUserInteractionEnabled` is set (HT-11).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the background, then the text in the bounds (in the highlighted colour while highlighted).
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        guard let text, !text.isEmpty else { return }
        let color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        builder.text(text, in: bounds, fontSize: font.pointSize, color: color, alignment: textAlignment)
    }

    // A label is an element whose name is its text (AX-1).
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
    }
}
