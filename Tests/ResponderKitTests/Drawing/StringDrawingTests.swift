// String drawing and its paragraph styles (docs/spec-drawing.md DR-14 to DR-16): each line a text run of the
// measured width in the deterministic metric (17 points: 8.5 per character, lines 21 high, ascender 17).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("String drawing")
struct StringDrawingTests {
    /// The text runs of a recording.
    private func runs(_ list: DrawingList) -> [DrawingTextRun] {
        list.operations.compactMap { operation in
            if case .text(let run) = operation { return run }
            return nil
        }
    }

    @Test("DR-14: draw(in:withAttributes:) wraps, clips and colours the lines boundingRect measures")
    func drawInRect() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let text = "one two three four" as NSString
        let rect = CGRect(x: 10, y: 5, width: 80, height: 50)
        let measured = text.boundingRect(
            with: rect.size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        var clip = CGRect.null
        let list = recorded { renderer in
            text.draw(in: rect, withAttributes: attributes)
            clip = renderer.cgContext.boundingBoxOfClipPath
        }
        let lines = runs(list)
        // 80 points hold 9 characters: "one two" (7), "three" (5), "four" (4); the third line starts at 42 < 50.
        #expect(lines.map(\.string) == ["one two", "three", "four"])
        #expect(
            lines.map(\.rect) == [
                CGRect(x: 10, y: 5, width: 59.5, height: 21), CGRect(x: 10, y: 26, width: 42.5, height: 21),
                CGRect(x: 10, y: 47, width: 34, height: 21),
            ])
        #expect(measured == CGRect(x: 0, y: 0, width: 59.5, height: 63))
        #expect(lines.allSatisfy { $0.color == recordedColor(.red) && $0.fontSize == 17 && $0.baseline == 17 })
        #expect(list.commands.allSatisfy { $0.clip?.rect == rect }, "clipped to the rectangle")
        #expect(clip == CGRect(x: 0, y: 0, width: 100, height: 100), "the clip is restored after drawing")
        let short = runs(
            recorded { _ in text.draw(in: CGRect(x: 0, y: 0, width: 80, height: 21), withAttributes: attributes) })
        #expect(short.map(\.string) == ["one two"], "lines below the rectangle are not drawn")
    }

    @Test("DR-14: draw(at:) draws unwrapped lines in 12-point Helvetica and black by default; baseline placement")
    func drawAtPointAndBaseline() {
        let list = recorded { _ in
            "ab\ncd".draw(at: CGPoint(x: 3, y: 4), withAttributes: nil)
            NSAttributedString(string: "xy", attributes: [.font: UIFont.systemFont(ofSize: 10)])
                .draw(with: CGRect(x: 0, y: 50, width: 100, height: 20), options: [], context: nil)
            ("bg" as NSString).draw(at: .zero, withAttributes: [.backgroundColor: UIColor.blue])
        }
        let lines = runs(list)
        #expect(lines.map(\.string) == ["ab", "cd", "xy", "bg"])
        #expect(lines[0].fontName == "Helvetica" && lines[0].fontSize == 12)
        #expect(lines[0].color == recordedColor(.black))
        // 12 points: 6 per character, lines ⌈14.4⌉ = 15 high.
        #expect(lines[0].rect == CGRect(x: 3, y: 4, width: 12, height: 15))
        #expect(lines[1].rect == CGRect(x: 3, y: 19, width: 12, height: 15))
        // Without .usesLineFragmentOrigin the origin is the baseline: the line's top is an ascender (10) above it.
        #expect(lines[2].rect == CGRect(x: 0, y: 40, width: 10, height: 12))
        #expect(list.operations.contains { $0.fillRect?.1 == recordedColor(.blue) }, "the background is filled")
    }

    @Test("DR-15: NSMutableParagraphStyle aligns lines and spaces them, in drawing and sizing alike")
    func paragraphStyle() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        style.paragraphSpacing = 10
        style.lineHeightMultiple = 2
        style.maximumLineHeight = 30
        style.minimumLineHeight = -5
        #expect(style.minimumLineHeight == 0)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style]
        let text = "aaaa bbbb\ncc"
        let rect = CGRect(x: 0, y: 0, width: 40, height: 200)
        let lines = runs(recorded { _ in text.draw(in: rect, withAttributes: attributes) })
        // 10 points: 5 per character, natural line 12, doubled 24 (under the 30 maximum); baseline 24 − 2 = 22.
        #expect(lines.map(\.string) == ["aaaa", "bbbb", "cc"])
        #expect(lines.map(\.rect.minY) == [0, 28, 62], "4 between lines, 10 after a paragraph")
        #expect(lines.map(\.rect.minX) == [10, 10, 15], "centred in 40 points")
        #expect(lines[0].baseline == 22)
        let size = text.boundingRect(
            with: rect.size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(size.height == 86, "sizing stacks the lines the same way")
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.alignment == .center && copy.isEqual(style))
        let characters = NSMutableParagraphStyle()
        characters.lineBreakMode = .byCharWrapping
        let broken = runs(
            recorded { _ in
                "abcdefgh".draw(
                    in: CGRect(x: 0, y: 0, width: 30, height: 100),
                    withAttributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: characters])
            })
        #expect(broken.map(\.string) == ["abcdef", "gh"])
    }

    @Test("DR-16: UIFont's metrics are the measurer's, and drawn lines stack by them")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 15)
        #expect(font.lineHeight == 18 && font.ascender == 15 && font.descender == -3)
        #expect(font.leading == 0 && font.capHeight == 10.5 && font.xHeight == 7.5)
        let lines = runs(recorded { _ in "a\nb".draw(at: .zero, withAttributes: [.font: font]) })
        #expect(lines.map(\.rect.minY) == [0, font.lineHeight])
        #expect(lines.first?.baseline == font.ascender)
    }
}
