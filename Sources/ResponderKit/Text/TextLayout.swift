// Line breaking: a string set in one font within a width and a line limit, as lines with their widths. Labels,
// buttons, text fields and `NSString`'s sizing share it, and only the measurer differs between headless and a
// backend (docs/spec-layout-intrinsic.md AL-62, AL-63).
//
// Invariants:
// - Hard line breaks (any newline character) end a paragraph; a final one adds no line; empty text has no lines.
// - Within a paragraph, a line is the longest run of whole words (separated by spaces) that fits the width; a
//   word wider than the width is broken between characters; every line holds at least one character. The spaces
//   where a line breaks belong to neither line; a paragraph's last line keeps its trailing spaces (its width is
//   then at most the wrapping width). `.byCharWrapping` breaks between any two characters instead.
// - With a line limit, the last line allowed holds the rest of its paragraph, as wide as the wrapping width at
//   most (it is truncated when drawn).
// - No wrapping width (zero, negative, infinite or `greatestFiniteMagnitude`): each paragraph is one line.
import Foundation

/// A string broken into lines in one font.
@MainActor
struct TextLayout {
    /// One line: its characters (a slice of the laid-out string) and its width in points.
    struct Line: Equatable {
        var text: Substring
        var width: CGFloat
    }

    /// The lines, top to bottom.
    let lines: [Line]
    /// The font's vertical metrics.
    let metrics: FontLineMetrics

    /// The widest line's width.
    var width: CGFloat { lines.reduce(0) { max($0, $1.width) } }
    /// The lines' total height: their number times the line height.
    var height: CGFloat { CGFloat(lines.count) * metrics.lineHeight }
    /// The width and height, unrounded.
    var size: CGSize { CGSize(width: width, height: height) }

    /// Lays out `text` in `font` within `width` (no wrapping when it is not positive and finite), keeping at most
    /// `lineLimit` lines (0: no limit).
    init(
        _ text: String, font: UIFont, width: CGFloat, lineLimit: Int, lineBreakMode: NSLineBreakMode = .byWordWrapping,
        measurer: any TextMeasuring
    ) {
        metrics = measurer.lineMetrics(of: font)
        let wraps = width > 0 && width < .greatestFiniteMagnitude
        let breaker = LineBreaker(
            font: font, width: wraps ? width : .infinity, byCharacter: lineBreakMode == .byCharWrapping,
            measurer: measurer)
        var lines: [Line] = []
        let paragraphs = TextLayout.paragraphs(of: text)
        for (index, paragraph) in paragraphs.enumerated() {
            let broken = wraps ? breaker.lines(of: paragraph) : [breaker.line(paragraph)]
            if lineLimit > 0, lines.count + broken.count > lineLimit {
                let kept = lineLimit - lines.count
                lines.append(contentsOf: broken.prefix(kept - 1))
                // The last line allowed shows the rest of its paragraph, cut at the width.
                let rest = paragraph[broken[kept - 1].text.startIndex...]
                lines.append(Line(text: rest, width: min(breaker.measure(rest), breaker.width)))
                break
            }
            lines.append(contentsOf: broken)
            if lineLimit > 0, lines.count == lineLimit, index < paragraphs.count - 1 { break }
        }
        self.lines = lines
    }

    /// The paragraphs of `text`: split at newlines, without the empty one after a final newline.
    static func paragraphs(of text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        var parts = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if text.last?.isNewline == true { parts.removeLast() }
        return parts
    }
}

/// Breaks paragraphs into lines of at most `width` points.
@MainActor
private struct LineBreaker {
    let font: UIFont
    let width: CGFloat
    let byCharacter: Bool
    let measurer: any TextMeasuring

    /// Non-breaking spaces do not separate words.
    private static let nonBreaking: Set<Character> = ["\u{00A0}", "\u{2007}", "\u{202F}"]

    func measure(_ text: Substring) -> CGFloat { measurer.width(of: text, in: font) }

    /// A whole paragraph as one line.
    func line(_ text: Substring) -> TextLayout.Line { TextLayout.Line(text: text, width: measure(text)) }

    static func isBreakingSpace(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline && !nonBreaking.contains(character)
    }

    /// The lines of one paragraph; an empty paragraph is one empty line.
    func lines(of paragraph: Substring) -> [TextLayout.Line] {
        guard !paragraph.isEmpty else { return [line(paragraph)] }
        var lines: [TextLayout.Line] = []
        var start = paragraph.startIndex
        while start < paragraph.endIndex {
            let rest = paragraph[start...]
            if byCharacter {
                let broken = longestFittingPrefix(of: rest)
                lines.append(broken)
                start = broken.text.endIndex
            } else if let words = wordsFitting(in: rest) {
                lines.append(words.line)
                start = words.next
            } else {
                // The first word alone is too wide: break it between characters.
                let wordEnd = rest.firstIndex(where: LineBreaker.isBreakingSpace) ?? rest.endIndex
                let broken = longestFittingPrefix(of: rest[..<wordEnd])
                lines.append(broken)
                // When the break falls at the word's end, the spaces after it belong to neither line.
                start =
                    paragraph[broken.text.endIndex...].firstIndex { !LineBreaker.isBreakingSpace($0) }
                    ?? paragraph.endIndex
            }
        }
        return lines
    }

    /// The longest run of whole words at the start of `rest` that fits, and where the next line starts; nil when
    /// not even the first word fits.
    private func wordsFitting(in rest: Substring) -> (line: TextLayout.Line, next: Substring.Index)? {
        var fit: (line: TextLayout.Line, next: Substring.Index)?
        var cursor = rest.startIndex
        while cursor < rest.endIndex {
            let wordEnd = rest[cursor...].firstIndex(where: LineBreaker.isBreakingSpace) ?? rest.endIndex
            let next = rest[wordEnd...].firstIndex { !LineBreaker.isBreakingSpace($0) } ?? rest.endIndex
            let candidate = rest[..<wordEnd]
            let candidateWidth = measure(candidate)
            guard candidateWidth <= width else { break }
            if next == rest.endIndex {
                // The paragraph's last line keeps its trailing spaces, up to the width.
                let whole = rest[...]
                return (TextLayout.Line(text: whole, width: min(measure(whole), width)), next)
            }
            if !candidate.isEmpty { fit = (TextLayout.Line(text: candidate, width: candidateWidth), next) }
            cursor = next
        }
        return fit
    }

    /// The longest prefix of `text` that fits, at least one character (found by bisection: widths grow with
    /// length).
    private func longestFittingPrefix(of text: Substring) -> TextLayout.Line {
        let ends = Array(text.indices.dropFirst()) + [text.endIndex]
        var low = 0  // ends[low] always yields the one-character minimum
        var high = ends.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(text[..<ends[middle]]) <= width { low = middle } else { high = middle - 1 }
        }
        let prefix = text[..<ends[low]]
        return TextLayout.Line(text: prefix, width: measure(prefix))
    }
}
