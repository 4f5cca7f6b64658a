// What a text field draws (TI-5, TX-12): the text (bullets when secure) or the placeholder in the text rectangle,
// the selection or caret while editing, and the marked text underlined (or on its style's background colour).
//
// Invariants: headless there are no glyph metrics: the caret, selection and marked text are placed with
// ``DisplayText/estimatedAdvance``.
import Foundation

extension UITextField {
    /// Appends the text, placeholder, selection, caret and marked text to the field's display items.
    func appendFieldItems(to builder: inout DisplayListBuilder) {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let area = rect.insetBy(dx: min(UITextField.textMargin, rect.width / 2), dy: 0)
        let size = font?.pointSize ?? UIFont.labelFontSize
        let advance = size * DisplayText.estimatedAdvance
        let count = buffer.characters.count
        let start: CGFloat
        switch textAlignment {
        case .center: start = area.midX - CGFloat(count) * advance / 2
        case .right: start = area.maxX - CGFloat(count) * advance
        default: start = area.minX
        }
        let lineY = area.midY - size * 0.6
        let selection = buffer.selection
        if let marked = buffer.marked {
            let x = start + CGFloat(marked.lowerBound) * advance
            let width = CGFloat(marked.count) * advance
            if let background = buffer.markedTextStyle?[.backgroundColor] as? UIColor {
                builder.fill(CGRect(x: x, y: lineY, width: width, height: size * 1.2), with: background)
            } else {
                builder.fill(CGRect(x: x, y: lineY + size * 1.2, width: width, height: 1), with: textColor ?? .label)
            }
        }
        if isEditing, !selection.isEmpty {
            let x = start + CGFloat(selection.lowerBound) * advance
            let selected = CGRect(x: x, y: lineY, width: CGFloat(selection.count) * advance, height: size * 1.2)
            builder.fill(selected, DisplayColor(tintColor, opacity: builder.opacity).fading(by: 0.3))
        }
        if count > 0 {
            builder.text(displayedText, in: area, fontSize: size, color: textColor ?? .label, alignment: textAlignment)
        } else if let placeholder {
            builder.text(placeholder, in: area, fontSize: size, color: .placeholderText, alignment: textAlignment)
        }
        guard isEditing, selection.isEmpty else { return }
        let caretX = start + CGFloat(selection.lowerBound) * advance
        builder.fill(CGRect(x: caretX, y: lineY, width: 2, height: size * 1.2), with: tintColor)
    }
}
