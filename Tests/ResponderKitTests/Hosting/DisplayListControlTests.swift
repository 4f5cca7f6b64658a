// `UIWindow.displayList()` for controls and text: each state a user sees is in the list (a highlighted button, a
// switch's knob, a slider's thumb, a field's text, placeholder, caret and selection), and two lists are equal
// exactly when nothing visible changed (issue 14, contract 4).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Display list controls")
struct DisplayListControlTests {
    private let frame = CGRect(x: 20, y: 40, width: 200, height: 40)

    private func makeStage() -> ResponderKitTestSupport.Stage {
        ResponderKitTestSupport.Stage(tracing: false)
    }

    private func texts(_ list: DisplayList) -> [String] { list.items.compactMap(\.text?.string) }

    @Test("CT-4: a highlighted button's fill is darker; its title is centred text in its title colour")
    func buttonHighlight() throws {
        let stage = makeStage()
        let button = UIButton(type: .system)
        button.frame = frame
        button.backgroundColor = UIColor(red: 0.5, green: 1, blue: 0.25, alpha: 1)
        button.setTitle("Send", for: .normal)
        button.setTitleColor(.white, for: .normal)
        stage.add(button)

        let normal = stage.window.displayList()
        #expect(normal.items.count == 2)
        #expect(normal.items[0].color == DisplayColor(r: 0.5, g: 1, b: 0.25, a: 1))
        let title = try #require(normal.items[1].text)
        #expect(title == DisplayText(string: "Send", fontSize: 15, color: DisplayColor(.white), alignment: .center))
        #expect(normal.items[1].rect == CGRect(origin: .zero, size: frame.size), "the title fills the button")
        #expect(normal.items[1].transform == CGAffineTransform(translationX: 20, y: 40))

        button.isHighlighted = true
        let highlighted = stage.window.displayList()
        #expect(highlighted != normal)
        #expect(highlighted.items[0].color == DisplayColor(r: 0.35, g: 0.7, b: 0.175, a: 1))

        button.backgroundColor = nil
        #expect(stage.window.displayList().items[0].color == DisplayColor(r: 0, g: 0, b: 0, a: 0.15))
        button.isHighlighted = false
        #expect(stage.window.displayList().items.count == 1, "only the title")
    }

    @Test("CT-4: a real touch highlights the button in the list and lifting it restores the list")
    func buttonHighlightFromATouch() throws {
        let stage = makeStage()
        let button = stage.add(UIButton(frame: frame))
        button.backgroundColor = .systemBlue
        let before = stage.window.displayList()
        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: button)
        #expect(stage.window.displayList() != before)
        try stage.sim.touchUp(touch)
        #expect(stage.window.displayList() == before)
    }

    @Test("CT-8: a switch shows its track colour and its knob at the left when off, at the right when on")
    func switchState() {
        let stage = makeStage()
        let toggle = stage.add(UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31)))
        var items = stage.window.displayList().items
        #expect(items.count == 2)
        #expect(items[0].color == DisplayColor(.systemGray4))
        #expect(items[1].rect == CGRect(x: 2, y: 2, width: 27, height: 27))
        #expect(items[1].color == DisplayColor(.white))

        toggle.isOn = true
        items = stage.window.displayList().items
        #expect(items[0].color == DisplayColor(.systemGreen))
        #expect(items[1].rect == CGRect(x: 22, y: 2, width: 27, height: 27))

        toggle.onTintColor = .systemOrange
        toggle.thumbTintColor = .black
        items = stage.window.displayList().items
        #expect(items[0].color == DisplayColor(.systemOrange) && items[1].color == DisplayColor(.black))
    }

    @Test("CT-8: a slider's filled track ends and its thumb is centred at the value's position")
    func sliderThumb() {
        let stage = makeStage()
        let slider = stage.add(UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31)))
        for value: Float in [0, 0.5, 1] {
            slider.value = value
            let items = stage.window.displayList().items
            #expect(items.count == 4)
            let x = 15.5 + CGFloat(value) * 200
            #expect(items[0].rect == CGRect(x: 0, y: 13.5, width: x, height: 4), "filled part")
            #expect(items[0].color == DisplayColor(.systemBlue))
            #expect(items[1].rect == CGRect(x: x, y: 13.5, width: 231 - x, height: 4), "the rest")
            #expect(items[2].rect.midX == x && items[2].rect.midY == 15.5 && items[2].rect.width == 31)
            #expect(items[3].rect == items[2].rect.insetBy(dx: 1, dy: 1))
            #expect(items[3].color == DisplayColor(.white))
        }
    }

    @Test("FR-8: a text field shows its placeholder in gray, then its text, a caret while editing, a selection")
    func textFieldStates() throws {
        let stage = makeStage()
        let field = stage.add(UITextField(frame: frame))
        field.placeholder = "Name"
        var list = stage.window.displayList()
        #expect(texts(list) == ["Name"])
        #expect(list.items[0].text?.color == DisplayColor(.placeholderText))
        #expect(list.items[0].rect == CGRect(x: 4, y: 0, width: 192, height: 40))

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: field)
        try stage.sim.type("abc")
        list = stage.window.displayList()
        #expect(texts(list) == ["abc"])
        #expect(list.items[0].text?.color == DisplayColor(.label))
        let caret = try #require(list.items.last)
        let advance = 17 * DisplayText.estimatedAdvance
        #expect(caret.text == nil && caret.rect.width == 2 && caret.rect.minX == 4 + 3 * advance)
        #expect(caret.color == DisplayColor(.systemBlue))

        try stage.sim.press("a", modifiers: .command)
        list = stage.window.displayList()
        #expect(list.items.count == 2, "selection, then text; no caret")
        #expect(list.items[0].rect.width == 3 * advance && list.items[0].color.a == 0.3)
        #expect(list.items[1].text?.string == "abc")

        #expect(field.resignFirstResponder())
        #expect(stage.window.displayList().items.count == 1, "no caret or selection after editing")
    }

    @Test("A label shows its text with its font size, colour and alignment, the highlighted colour while highlighted")
    func labelText() throws {
        let stage = makeStage()
        let label = stage.add(UILabel(frame: frame))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 24)
        label.textColor = .red
        label.textAlignment = .right
        var text = try #require(stage.window.displayList().items.first?.text)
        #expect(text == DisplayText(string: "Hello", fontSize: 24, color: DisplayColor(.red), alignment: .right))
        label.highlightedTextColor = .blue
        label.isHighlighted = true
        text = try #require(stage.window.displayList().items.first?.text)
        #expect(text.color == DisplayColor(.blue))
        label.text = ""
        #expect(stage.window.displayList().items.isEmpty)
    }

    @Test("A selected table cell is shaded unless its selection style is none")
    func cellSelection() {
        let stage = makeStage()
        let cell = stage.add(UITableViewCell(frame: frame))
        cell.textLabel?.text = "Row"
        #expect(stage.window.displayList().items.count == 1)
        cell.isSelected = true
        #expect(stage.window.displayList().items.first?.color == DisplayColor(.systemGray4))
        cell.selectionStyle = .none
        #expect(stage.window.displayList().items.count == 1)
    }

    @Test("Lists are equal exactly when something visible changed: state nobody sees changes nothing")
    func equalityFollowsVisibleChanges() {
        let stage = makeStage()
        let view = stage.add(UIView(frame: frame))
        view.backgroundColor = .red
        let hidden = stage.add(UIView(frame: frame))
        hidden.isHidden = true
        let label = stage.add(UILabel(frame: frame))
        label.text = "same"
        let reference = stage.window.displayList()
        #expect(stage.window.displayList() == reference)

        view.tag = 7
        view.isUserInteractionEnabled = false
        view.accessibilityIdentifier = "red"
        hidden.backgroundColor = .blue
        hidden.frame = frame.offsetBy(dx: 5, dy: 5)
        label.font = .systemFont(ofSize: 17)
        #expect(stage.window.displayList() == reference)

        let visible: [(UIView) -> Void] = [
            { $0.backgroundColor = .green }, { $0.alpha = 0.99 }, { $0.center.x += 1 },
            { $0.transform = CGAffineTransform(scaleX: 1.01, y: 1) }, { $0.isHidden = true },
            { $0.bounds.size.height += 1 },
        ]
        for change in visible {
            let probe = stage.add(UIView(frame: frame))
            probe.backgroundColor = .red
            let before = stage.window.displayList()
            change(probe)
            #expect(stage.window.displayList() != before)
            probe.removeFromSuperview()
        }
        label.text = "other"
        #expect(stage.window.displayList() != reference)
    }

    @Test("A 1,000-view window lists 1,000 rectangles and reserves the next list from the last")
    func thousandViews() {
        let stage = makeStage()
        for index in 0..<1_000 {
            let view = UIView(frame: CGRect(x: index % 20 * 16, y: index / 20 * 9, width: 15, height: 8))
            view.backgroundColor = index.isMultiple(of: 2) ? .red : .blue
            stage.window.addSubview(view)
        }
        let first = stage.window.displayList()
        #expect(first.items.count == 1_000)
        #expect(stage.window.displayItemCountHint == 1_000)
        #expect(stage.window.displayList() == first)
    }
}
