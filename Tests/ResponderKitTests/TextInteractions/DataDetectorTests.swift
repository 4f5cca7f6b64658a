// Data detection in a text view (docs/spec-text-interactions.md, TX-5, TX-6): phone numbers and web and email
// addresses in text that is not editable become links a tap opens; the detector matches what TX-6 documents.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A text view delegate that records the URLs it is asked about.
@MainActor
private final class AskedURLs: UITextViewDelegate {
    var urls: [URL] = []
    func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        urls.append(url)
        return true
    }
}

@MainActor
@Suite("Data detectors")
struct DataDetectorTests {
    /// The centre of character `index` on the first line of a 16-point text view (8 points a character).
    private func point(ofCharacter index: Int) -> CGPoint { CGPoint(x: 5 + 8 * CGFloat(index) + 4, y: 18) }

    private func makeTextView(_ text: String, types: UIDataDetectorTypes) -> (Stage, UITextView, AskedURLs) {
        let stage = Stage()
        let view = stage.add(UITextView(frame: CGRect(x: 10, y: 40, width: 300, height: 120)))
        view.font = .systemFont(ofSize: 16)
        view.isEditable = false
        view.dataDetectorTypes = types
        view.text = text
        let delegate = AskedURLs()
        view.delegate = delegate
        return (stage, view, delegate)
    }

    /// The matches in `text` as (matched text, URL string) pairs.
    private func matches(_ text: String, _ types: UIDataDetectorTypes = [.link, .phoneNumber]) -> [String] {
        let characters = Array(text)
        return TextDataDetector.matches(in: characters, types: types).map {
            String(characters[$0.0]) + " -> " + $0.1.absoluteString
        }
    }

    @Test("TX-5: a tap on a detected phone number opens a tel: URL; dataDetectorTypes is empty by default")
    func tapPhoneNumber() throws {
        #expect(UITextView(frame: .zero).dataDetectorTypes == [])
        let (stage, view, delegate) = makeTextView("Call 555-123-4567 now", types: .phoneNumber)
        try stage.sim.tap(at: point(ofCharacter: 9), in: view)
        #expect(delegate.urls == [URL(string: "tel:5551234567")!])
        #expect(stage.app.openedURLs == [URL(string: "tel:5551234567")!])
    }

    @Test("TX-5: a detected web address opens; nothing is detected in editable text or for types not asked")
    func tapWebAddressAndLimits() throws {
        let (stage, view, delegate) = makeTextView("See www.example.org today", types: .link)
        try stage.sim.tap(at: point(ofCharacter: 6), in: view)
        #expect(stage.app.openedURLs == [URL(string: "http://www.example.org")!])
        view.dataDetectorTypes = .phoneNumber
        try stage.sim.tap(at: point(ofCharacter: 6), in: view)
        #expect(delegate.urls.count == 1, "links are not detected when only phone numbers are asked for")
        #expect(view.isFirstResponder, "that tap arrived: it focused the view")
        view.resignFirstResponder()
        view.dataDetectorTypes = .link
        view.isEditable = true
        try stage.sim.tap(at: point(ofCharacter: 6), in: view)
        #expect(delegate.urls.count == 1)
        #expect(view.isEditing, "in editable text the tap edits")
    }

    @Test("TX-6: web addresses, email addresses and their punctuation")
    func detectsLinks() {
        #expect(matches("(see https://a.example/x?q=1).") == ["https://a.example/x?q=1 -> https://a.example/x?q=1"])
        #expect(matches("go to www.swift.org/docs, now") == ["www.swift.org/docs -> http://www.swift.org/docs"])
        #expect(matches("mail ann@example.com!") == ["ann@example.com -> mailto:ann@example.com"])
        #expect(matches("not http:// nor www.x nor a@b nor a@b.c1").isEmpty)
    }

    @Test("TX-6: phone numbers: 7 to 15 digits, grouped, not inside words or links")
    func detectsPhoneNumbers() {
        #expect(matches("+1 (555) 123-4567") == ["+1 (555) 123-4567 -> tel:+15551234567"])
        #expect(matches("at 555.123.4567 or 5551234") == ["555.123.4567 -> tel:5551234567", "5551234 -> tel:5551234"])
        #expect(matches("pi 3.14159265, id A5551234567, 12345, 5551234x").isEmpty)
        #expect(
            matches("https://example.com/5551234567") == [
                "https://example.com/5551234567 -> https://example.com/5551234567"
            ])
        #expect(matches("call 555-1234", .link).isEmpty)
    }
}
