// UISearchBar (spec FR-7, FR-8, CT-9): a real tap on its field begins editing through the delegate's questions;
// typing with the simulator reports every change; Return is the Search button; a real tap on the cancel button
// tells the delegate; setting the text in code reports nothing.

import Foundation
import Testing

@testable import ResponderKit

/// A search bar delegate that logs every call and can refuse to begin editing or to change the text.
@MainActor
private final class SearchLog: UISearchBarDelegate {
    var lines: [String] = []
    var allowsBegin = true
    var refusedText: String?

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        lines.append("shouldBegin")
        return allowsBegin
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { lines.append("didBegin") }

    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        lines.append("shouldEnd")
        return true
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { lines.append("didEnd") }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { lines.append("changed \(searchText)") }

    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != refusedText
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { lines.append("search") }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { lines.append("cancel") }
}

@MainActor
@Suite("Search bars (FR-7, FR-8, CT-9)")
struct SearchBarTests {
    /// A 400 x 56 search bar at the top of a key window, with a logging delegate.
    private func searchBar() -> (ControlFixtures.Stage, UISearchBar, SearchLog) {
        let stage = ControlFixtures.Stage()
        let bar = stage.add(UISearchBar(frame: CGRect(x: 0, y: 0, width: 400, height: 56)))
        let log = SearchLog()
        bar.delegate = log
        return (stage, bar, log)
    }

    @Test("FR-8: a real tap on the field asks shouldBegin, then the field edits and didBegin follows")
    func tapBeginsEditing() throws {
        let (stage, bar, log) = searchBar()
        try ContainerFixtures.tap(bar.searchTextField, stage)
        #expect(bar.searchTextField.isFirstResponder)
        #expect(log.lines == ["shouldBegin", "didBegin"])
        #expect(stage.app.keyboard.isVisible)
    }

    @Test("CT-9: typing abc after a tap reports each change with the whole text; deleting reports too")
    func typingReportsEachChange() throws {
        let (stage, bar, log) = searchBar()
        try ContainerFixtures.tap(bar.searchTextField, stage)
        try stage.sim.type("abc")
        try stage.sim.press(.keyboardDeleteOrBackspace)
        #expect(log.lines == ["shouldBegin", "didBegin", "changed a", "changed ab", "changed abc", "changed ab"])
        #expect(bar.text == "ab")
    }

    @Test("CT-9: a refused change is not made and not reported")
    func refusedChange() throws {
        let (stage, bar, log) = searchBar()
        log.refusedText = "x"
        try ContainerFixtures.tap(bar.searchTextField, stage)
        try stage.sim.type("axb")
        #expect(bar.text == "ab")
        #expect(log.lines.suffix(2) == ["changed a", "changed ab"])
    }

    @Test("FR-8: a refusing delegate keeps the field from editing; typing then changes nothing")
    func refusedBegin() throws {
        let (stage, bar, log) = searchBar()
        log.allowsBegin = false
        try ContainerFixtures.tap(bar.searchTextField, stage)
        try stage.sim.type("a")
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(log.lines == ["shouldBegin"])
        #expect(bar.text == "")
    }

    @Test("CT-9: Return is the Search button; editing goes on until the bar resigns, which ends it")
    func searchButtonAndEnd() throws {
        let (stage, bar, log) = searchBar()
        try ContainerFixtures.tap(bar.searchTextField, stage)
        try stage.sim.type("cats")
        try stage.sim.press(.keyboardReturnOrEnter)
        #expect(log.lines.last == "search")
        #expect(bar.searchTextField.isFirstResponder)
        #expect(bar.resignFirstResponder())
        #expect(log.lines.suffix(2) == ["shouldEnd", "didEnd"])
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(bar.becomeFirstResponder() && bar.searchTextField.isFirstResponder)
    }

    @Test("A real tap on the cancel button tells the delegate; without showsCancelButton there is no button")
    func cancelButton() throws {
        let (stage, bar, log) = searchBar()
        #expect(bar.cancelButton == nil)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 384, height: 36))
        bar.setShowsCancelButton(true, animated: true)
        let button = try #require(bar.cancelButton)
        #expect(button.superview === bar)
        #expect(button.frame == CGRect(x: 322, y: 10, width: 70, height: 36))
        #expect(bar.searchTextField.frame.width == 306)

        try ContainerFixtures.tap(button, stage)
        #expect(log.lines == ["cancel"])
        bar.showsCancelButton = false
        #expect(button.superview == nil)
        try stage.sim.tap(at: CGPoint(x: 357, y: 28))
        #expect(log.lines == ["cancel", "shouldBegin", "didBegin"], "the field is there now")
    }

    @Test("Text and placeholder set in code are the field's and report nothing; the clear button reports a change")
    func codeChangesAndClear() throws {
        let (stage, bar, log) = searchBar()
        bar.text = "dogs"
        bar.placeholder = "Search"
        #expect(bar.searchTextField.text == "dogs" && bar.searchTextField.placeholder == "Search")
        #expect(log.lines.isEmpty)
        #expect(bar.searchTextField.clearButtonMode == .whileEditing)

        try ContainerFixtures.tap(bar.searchTextField, stage)
        let field = bar.searchTextField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: clear.midX, y: clear.midY), in: field)
        #expect(bar.text == "")
        #expect(log.lines.last == "changed ")
    }

    @Test("sizeToFit gives UIKit's 56-point height and keeps the width")
    func sizeToFit() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        bar.sizeToFit()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    }
}
