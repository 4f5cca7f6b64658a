// Links in a text view (docs/spec-text-interactions.md, TX-1 … TX-4, TX-7, TX-8): real taps and long presses on
// the glyphs of a `.link` run ask the delegate and open the URL through the application, off the link they focus,
// and a value that is not a URL is no link and is logged.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A text view delegate that records what it is asked and answers `answer`.
@MainActor
private final class LinkDelegate: UITextViewDelegate {
    var asked: [(url: URL, range: NSRange, interaction: UITextItemInteraction)] = []
    var answer = true
    func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        asked.append((url, characterRange, interaction))
        return answer
    }
}

@MainActor
@Suite("Text view links")
struct TextViewLinkTests {
    /// Text in the 16-point system font: each character is 8 points wide and a line 20 high headless, starting 5
    /// points in (the line fragment padding) and 8 points down (the container inset).
    private let text = "Visit example here now"
    private let link = URL(string: "https://example.com/a")!

    /// The centre of character `index` of line `line`, in the text view's coordinates.
    private func point(ofCharacter index: Int, line: Int = 0) -> CGPoint {
        CGPoint(x: 5 + 8 * CGFloat(index) + 4, y: 8 + 20 * CGFloat(line) + 10)
    }

    /// A stage whose root controller's view holds a read-only text view with "example" (characters 6 … 12) linked
    /// to `value`.
    private func makeTextView(linkValue: Any? = nil) -> (Stage, UITextView, LinkDelegate, UIViewController) {
        let root = UIViewController()
        let stage = Stage(rootViewController: root)
        let view = UITextView(frame: CGRect(x: 20, y: 40, width: 280, height: 200))
        view.font = .systemFont(ofSize: 16)
        view.isEditable = false
        let attributed = NSMutableAttributedString(string: text)
        attributed.addAttribute(.link, value: linkValue ?? link, range: NSRange(location: 6, length: 7))
        view.attributedText = attributed
        let delegate = LinkDelegate()
        view.delegate = delegate
        root.view.addSubview(view)
        root.view.layoutIfNeeded()
        return (stage, view, delegate, root)
    }

    @Test("TX-1: a tap on a link's glyphs asks the delegate (invokeDefaultAction) and opens the URL")
    func tapOpensLink() throws {
        let (stage, view, delegate, _) = makeTextView()
        try stage.sim.tap(at: point(ofCharacter: 8), in: view)
        #expect(delegate.asked.count == 1)
        #expect(delegate.asked.first?.url == link)
        #expect(delegate.asked.first?.range == NSRange(location: 6, length: 7))
        #expect(delegate.asked.first?.interaction == .invokeDefaultAction)
        #expect(stage.app.openedURLs == [link])
        #expect(!view.isFirstResponder, "a link tap does not focus the view")
    }

    @Test("TX-1: a string link value opens as its URL; a refusing delegate keeps it closed")
    func stringLinkAndRefusal() throws {
        let (stage, view, delegate, _) = makeTextView(linkValue: "mailto:someone@example.com")
        delegate.answer = false
        try stage.sim.tap(at: point(ofCharacter: 6), in: view)
        #expect(delegate.asked.count == 1)
        #expect(stage.app.openedURLs.isEmpty)
        delegate.answer = true
        try stage.sim.tap(at: point(ofCharacter: 12), in: view)
        #expect(stage.app.openedURLs == [URL(string: "mailto:someone@example.com")!])
    }

    @Test("TX-1: a tap off the link (another word, past the line's end) asks nothing and focuses the view")
    func tapOffLink() throws {
        let (stage, view, delegate, _) = makeTextView()
        try stage.sim.tap(at: point(ofCharacter: 1), in: view)
        try stage.sim.tap(at: point(ofCharacter: 30), in: view)
        try stage.sim.tap(at: point(ofCharacter: 8, line: 1), in: view)
        #expect(delegate.asked.isEmpty)
        #expect(stage.app.openedURLs.isEmpty)
        #expect(view.isFirstResponder, "the taps arrived: the selectable view took focus")
    }

    @Test("TX-2: links do not open in an editable view (the tap edits) or an unselectable one")
    func editableOrUnselectable() throws {
        let (stage, view, delegate, _) = makeTextView()
        view.isEditable = true
        try stage.sim.tap(at: point(ofCharacter: 8), in: view)
        #expect(delegate.asked.isEmpty)
        #expect(view.isEditing, "the tap began editing instead")
        view.resignFirstResponder()
        view.isEditable = false
        view.isSelectable = false
        try stage.sim.tap(at: point(ofCharacter: 8), in: view)
        #expect(delegate.asked.isEmpty)
        #expect(stage.app.openedURLs.isEmpty)
        view.isSelectable = true
        try stage.sim.tap(at: point(ofCharacter: 8), in: view)
        #expect(stage.app.openedURLs == [link], "the same tap opens it once selectable again")
    }

    @Test("TX-3: links are drawn in linkTextAttributes' colour (the link colour by default), the rest in textColor")
    func linkColours() throws {
        let (stage, view, _, _) = makeTextView()
        #expect(view.linkTextAttributes[.foregroundColor] as? UIColor == UIColor.link)
        view.textColor = .black
        let runs = stage.window.displayList().items.compactMap(\.text)
        #expect(runs.map(\.string) == ["Visit ", "example", " here now"])
        #expect(runs[1].color == DisplayColor(UIColor.link, opacity: 1))
        #expect(runs[0].color == DisplayColor(UIColor.black, opacity: 1))
        view.linkTextAttributes = [.foregroundColor: UIColor.red]
        let red = stage.window.displayList().items.compactMap(\.text)
        #expect(red[1].color == DisplayColor(UIColor.red, opacity: 1))
    }

    @Test("TX-4: a long press on a link asks presentActions and shows Open, Copy and Cancel; Open opens it")
    func longPressPresentsActions() throws {
        let (stage, view, delegate, root) = makeTextView()
        let touch = try stage.sim.touchDown(at: point(ofCharacter: 9), in: view)
        stage.sim.advance(by: 0.6)
        try stage.sim.touchUp(touch)
        #expect(delegate.asked.map(\.interaction) == [.presentActions])
        let sheet = try #require(root.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.message == link.absoluteString)
        #expect(sheet.actions.map(\.title) == ["Open", "Copy", "Cancel"])
        #expect(stage.app.openedURLs.isEmpty, "nothing opens until the user picks Open")
        stage.sim.advance(by: 1)
        sheet.view.layoutIfNeeded()
        let open = try #require(sheet.actions.first?.button)
        try stage.sim.tap(at: CGPoint(x: open.bounds.midX, y: open.bounds.midY), in: open)
        stage.sim.advance(by: 1)
        #expect(stage.app.openedURLs == [link])
    }

    @Test("TX-7: a link value that is not a URL is no link, and is logged; the tap focuses instead")
    func malformedLink() throws {
        let root = UIViewController()
        let stage = Stage(rootViewController: root)
        var log: [String] = []
        stage.app.textLog = { log.append($0) }
        let view = UITextView(frame: CGRect(x: 20, y: 40, width: 280, height: 200))
        view.font = .systemFont(ofSize: 16)
        view.isEditable = false
        root.view.addSubview(view)
        let delegate = LinkDelegate()
        view.delegate = delegate
        let attributed = NSMutableAttributedString(string: text)
        attributed.addAttribute(.link, value: "not a url", range: NSRange(location: 0, length: 5))
        attributed.addAttribute(.link, value: 42, range: NSRange(location: 6, length: 7))
        view.attributedText = attributed
        #expect(log.count == 2)
        #expect(log.first?.contains("is not a URL") == true)
        try stage.sim.tap(at: point(ofCharacter: 2), in: view)
        try stage.sim.tap(at: point(ofCharacter: 8), in: view)
        #expect(delegate.asked.isEmpty)
        #expect(view.isFirstResponder, "the taps arrived and focused the view")
    }

    @Test("TX-8: setting text drops the attributes and the links; attributedText then reads the plain text")
    func textDropsAttributes() throws {
        let (stage, view, delegate, _) = makeTextView()
        view.text = text
        #expect(view.attributedText.string == text)
        var found = false
        view.attributedText.enumerateAttribute(
            .link, in: NSRange(location: 0, length: view.attributedText.length), options: []
        ) { value, _, _ in if value != nil { found = true } }
        #expect(!found)
        try stage.sim.tap(at: point(ofCharacter: 8), in: view)
        #expect(delegate.asked.isEmpty)
        #expect(view.isFirstResponder)
    }
}
