// A text view's links (TX-1 … TX-8): `.link` attributes of its attributed text and the data `dataDetectorTypes`
// detects, laid out with the shared line breaker to find the character under a tap; a tap asks the delegate and
// opens the URL through the application, a long press offers Open and Copy.
//
// Invariants: links are found once per change of the text, the attributes, `dataDetectorTypes` or `isEditable`
// (`linkCache`); a link value that is not a URL with a scheme (or a string of one) is no link and is logged when
// the text is set; links work only while the view is selectable and not editable.
import Foundation

extension UITextView {
    /// The inset of each line from the text container's edges, as UIKit's `lineFragmentPadding` (5 points).
    static let lineFragmentPadding: CGFloat = 5
    /// The font text is laid out in when ``font`` is nil: the 12-point system font, as UIKit's.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// The text with its attributes. Setting it sets ``text`` to its string; its `.link` attributes (a `URL`, or a
    /// string of one) become links (TX-1). Read after setting ``text``, it is the plain text in the view's font and
    /// colour.
    public var attributedText: NSAttributedString! {
        get {
            if let storedAttributedText { return storedAttributedText }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: buffer.text, attributes: attributes)
        }
        set {
            buffer.text = newValue?.string ?? ""
            storedAttributedText = newValue
            linkCache = nil
            if let newValue { reportMalformedLinks(in: newValue) }
        }
    }

    // MARK: Finding links

    /// The links of the text, in order: attributed links, then detected data where no attributed link is.
    var textLinks: [TextLink] {
        if let linkCache { return linkCache }
        let characters = buffer.characters
        var offsets = [0]
        offsets.reserveCapacity(characters.count + 1)
        for character in characters { offsets.append(offsets[offsets.count - 1] + character.utf16.count) }
        var links: [TextLink] = []
        if let storedAttributedText {
            let whole = NSRange(location: 0, length: storedAttributedText.length)
            storedAttributedText.enumerateAttribute(.link, in: whole, options: []) { value, range, _ in
                guard let value, let url = UITextView.linkURL(value) else { return }
                let lower = offsets.firstIndex { $0 >= range.location } ?? characters.count
                let upper = offsets.firstIndex { $0 >= range.location + range.length } ?? characters.count
                guard lower < upper else { return }
                links.append(TextLink(range: lower..<upper, utf16Range: range, url: url))
            }
        }
        if !dataDetectorTypes.isEmpty, !isEditable {
            for (range, url) in TextDataDetector.matches(in: characters, types: dataDetectorTypes)
            where !links.contains(where: { $0.range.overlaps(range) }) {
                links.append(TextLink(range: range, utf16Range: buffer.utf16Range(range), url: url))
            }
        }
        links.sort { $0.range.lowerBound < $1.range.lowerBound }
        linkCache = links
        return links
    }

    /// The URL a `.link` value stands for: a URL, or a string that parses as a URL with a scheme; nil otherwise.
    static func linkURL(_ value: Any) -> URL? {
        if let url = value as? URL { return url.scheme == nil ? nil : url }
        if let url = value as? NSURL { return url.scheme == nil ? nil : url as URL }
        guard let string = value as? String, let url = URL(string: string), url.scheme != nil else { return nil }
        return url
    }

    /// Logs each `.link` value that is no link (TX-7), as the text is set.
    private func reportMalformedLinks(in text: NSAttributedString) {
        let application = window?.application ?? .shared
        text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
            guard let value, UITextView.linkURL(value) == nil else { return }
            let message =
                "UITextView: the .link attribute at \(range.location)…\(range.location + range.length) is not a URL "
                + "(\(value)); that text is not a link"
            application.textLog(message)
            application.tracer?.record(.note(message))
        }
    }

    // MARK: Layout

    /// The text laid out in the text container: the font's lines within the width less the insets and padding.
    private func containerLayout(of text: String) -> (layout: TextLayout, width: CGFloat) {
        let inset = textContainerInset
        let width = bounds.width - inset.left - inset.right - 2 * UITextView.lineFragmentPadding
        let layout = TextLayout(
            text, font: font ?? UITextView.defaultFont, width: max(width, 1), lineLimit: 0, measurer: textMeasurer)
        return (layout, width)
    }

    /// Where line `line` starts horizontally, in the view's coordinates.
    private func lineOrigin(_ line: TextLayout.Line, width: CGFloat) -> CGFloat {
        let start = textContainerInset.left + UITextView.lineFragmentPadding
        switch textAlignment {
        case .center: return start + (width - line.width) / 2
        case .right: return start + width - line.width
        default: return start
        }
    }

    /// The index of the character whose glyph is under `point` (in the view's coordinates); nil between or past
    /// the glyphs.
    func characterIndex(at point: CGPoint) -> Int? {
        let text = buffer.text
        let (layout, width) = containerLayout(of: text)
        let lineHeight = layout.metrics.lineHeight
        let y = point.y - textContainerInset.top
        let rowValue = y / lineHeight
        guard lineHeight > 0, rowValue >= 0, rowValue < CGFloat(layout.lines.count) else { return nil }
        let line = layout.lines[Int(rowValue)]
        let x = point.x - lineOrigin(line, width: width)
        guard x >= 0, x < line.width else { return nil }
        let font = font ?? UITextView.defaultFont
        var offset = text.distance(from: text.startIndex, to: line.text.startIndex)
        var index = line.text.startIndex
        while index < line.text.endIndex {
            let next = line.text.index(after: index)
            if x < textMeasurer.width(of: line.text[..<next], in: font) { return offset }
            offset += 1
            index = next
        }
        return nil
    }

    // MARK: Interaction

    /// A tap (`.invokeDefaultAction`) or long press (`.presentActions`) at `point`: when it is on a link of a
    /// selectable, non-editable view, the delegate is asked and, when it agrees, the link opens or its actions
    /// show. Returns whether the touch was on such a link (the text interaction then does nothing else).
    func interactWithLink(at point: CGPoint, interaction: UITextItemInteraction) -> Bool {
        guard isSelectable, !isEditable, !buffer.characters.isEmpty, let index = characterIndex(at: point),
            let link = textLinks.first(where: { $0.range.contains(index) })
        else { return false }
        let delegate = self.delegate as? UITextViewDelegate
        let allowed =
            delegate?.textView(self, shouldInteractWith: link.url, in: link.utf16Range, interaction: interaction)
            ?? true
        guard allowed else { return true }
        let application = window?.application ?? .shared
        switch interaction {
        case .invokeDefaultAction: application.open(link.url)
        case .presentActions: presentActions(for: link.url, in: application)
        case .preview: break
        }
        return true
    }

    /// Shows an action sheet for `url` from the view's controller: Open, Copy and Cancel (TX-4).
    private func presentActions(for url: URL, in application: UIApplication) {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var presenter = (responder as? UIViewController) ?? window?.rootViewController else {
            application.tracer?.record(.note("link actions: no view controller to present from"))
            return
        }
        while let presented = presenter.presentedViewController { presenter = presented }
        let sheet = UIAlertController(title: nil, message: url.absoluteString, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Open", style: .default) { _ in application.open(url) })
        sheet.addAction(
            UIAlertAction(title: "Copy", style: .default) { _ in UIPasteboard.general.string = url.absoluteString })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: true)
    }

    // MARK: Display

    /// Draws the text line by line: runs inside links in ``linkTextAttributes``' colour, the rest in
    /// ``textColor``.
    func appendTextItems(to builder: inout DisplayListBuilder) {
        let text = buffer.text
        guard !text.isEmpty else { return }
        let (layout, width) = containerLayout(of: text)
        let font = font ?? UITextView.defaultFont
        let plain = textColor ?? .black
        let linkColor = (linkTextAttributes?[.foregroundColor] as? UIColor) ?? plain
        let links = textLinks.map(\.range)
        let lineHeight = layout.metrics.lineHeight
        for (row, line) in layout.lines.enumerated() {
            let y = textContainerInset.top + CGFloat(row) * lineHeight
            let origin = lineOrigin(line, width: width)
            var offset = text.distance(from: text.startIndex, to: line.text.startIndex)
            var runStart = line.text.startIndex
            var runIsLink = links.contains { $0.contains(offset) }
            var index = line.text.startIndex
            while index <= line.text.endIndex {
                let isLink = index < line.text.endIndex && links.contains { $0.contains(offset) }
                if index == line.text.endIndex || isLink != runIsLink {
                    let x = origin + textMeasurer.width(of: line.text[..<runStart], in: font)
                    let run = line.text[runStart..<index]
                    let runWidth = textMeasurer.width(of: run, in: font)
                    let rect = CGRect(x: x, y: y, width: max(runWidth, 1), height: lineHeight)
                    builder.text(
                        String(run), in: rect, fontSize: font.pointSize, color: runIsLink ? linkColor : plain,
                        alignment: .left)
                    runStart = index
                    runIsLink = isLink
                }
                guard index < line.text.endIndex else { break }
                index = line.text.index(after: index)
                offset += 1
            }
        }
    }
}
