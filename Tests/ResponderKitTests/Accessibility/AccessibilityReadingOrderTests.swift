// Which elements the navigator finds and in what order (spec AX-2 … AX-5): leaves and containers, hidden and
// transparent content, modal views, the default order and an explicit one, grouping, and clipping.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Accessibility reading order (AX-2 … AX-5)")
struct AccessibilityReadingOrderTests {
    private typealias Fixtures = AccessibilityFixtures

    @Test("AX-2: an element is a leaf; other views contribute their accessibilityElements, else their subviews")
    func discovery() {
        let stage = Fixtures.Stage()
        let card = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)))
        stage.button("Inside card", CGRect(x: 10, y: 10, width: 100, height: 30), in: card)
        // A button is a leaf: a label inside it is not read on its own.
        let button = stage.button("Buy", CGRect(x: 10, y: 150, width: 100, height: 40))
        button.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        // A container with explicit elements: those, not its subviews.
        let chart = stage.add(UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 100)))
        stage.button("Not read", CGRect(x: 0, y: 0, width: 50, height: 50), in: chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Bar"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 60, y: 0, width: 20, height: 80)
        chart.accessibilityElements = [bar, "not an element", 42]

        #expect(stage.readingOrder == ["Inside card", "Buy", "Bar"])
    }

    @Test("AX-3: accessibilityElementsHidden hides a subtree; hidden and transparent views are skipped")
    func hiddenContent() {
        let stage = Fixtures.Stage()
        let panel = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)))
        stage.button("In panel", CGRect(x: 0, y: 0, width: 50, height: 50), in: panel)
        stage.button("Hidden", CGRect(x: 0, y: 110, width: 50, height: 50)).isHidden = true
        stage.button("Transparent", CGRect(x: 0, y: 170, width: 50, height: 50)).alpha = 0
        let faint = stage.button("Faint", CGRect(x: 0, y: 230, width: 50, height: 50))
        faint.alpha = 0.2
        #expect(stage.readingOrder == ["In panel", "Faint"])

        panel.accessibilityElementsHidden = true
        #expect(stage.readingOrder == ["Faint"])
        stage.window.accessibilityElementsHidden = true
        #expect(stage.readingOrder.isEmpty)
    }

    @Test("AX-4: a visible modal view hides its siblings' elements; hidden again, they come back")
    func modalHidesSiblings() {
        let stage = Fixtures.Stage()
        stage.button("Behind", CGRect(x: 0, y: 0, width: 100, height: 44))
        let sheet = stage.add(UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 280)))
        stage.button("Cancel", CGRect(x: 10, y: 10, width: 100, height: 44), in: sheet)
        stage.button("Above sheet", CGRect(x: 0, y: 100, width: 100, height: 44))
        #expect(stage.readingOrder == ["Behind", "Above sheet", "Cancel"])

        sheet.accessibilityViewIsModal = true
        #expect(stage.readingOrder == ["Cancel"])
        stage.navigator.moveFirst()
        #expect(stage.navigator.moveNext() == nil, "nothing behind the modal view can be reached")

        sheet.isHidden = true
        #expect(stage.readingOrder == ["Behind", "Above sheet"])
    }

    @Test("AX-5: the default order is top to bottom, then left to right; explicit elements replace it")
    func order() {
        let stage = Fixtures.Stage()
        let row = stage.add(UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 44)))
        // Added in scrambled order.
        stage.button("Right", CGRect(x: 200, y: 0, width: 80, height: 44), in: row)
        stage.button("Bottom", CGRect(x: 0, y: 300, width: 80, height: 44))
        stage.button("Left", CGRect(x: 10, y: 0, width: 80, height: 44), in: row)
        stage.button("Top", CGRect(x: 100, y: 10, width: 80, height: 44))
        #expect(stage.readingOrder == ["Top", "Left", "Right", "Bottom"])

        let views = row.subviews
        row.accessibilityElements = [views[0], views[1]]
        #expect(stage.readingOrder == ["Top", "Right", "Left", "Bottom"])
    }

    @Test("AX-5: a group is read as a unit before what follows it")
    func grouping() {
        let stage = Fixtures.Stage()
        let left = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 200)))
        stage.button("Left 1", CGRect(x: 0, y: 0, width: 100, height: 40), in: left)
        stage.button("Left 2", CGRect(x: 0, y: 100, width: 100, height: 40), in: left)
        stage.button("Right 1", CGRect(x: 170, y: 50, width: 100, height: 40))
        #expect(stage.readingOrder == ["Left 1", "Right 1", "Left 2"])
        left.shouldGroupAccessibilityChildren = true
        #expect(stage.readingOrder == ["Left 1", "Left 2", "Right 1"])
    }

    @Test("AX-3: content clipped away by a non-scrolling ancestor is skipped; a scroll view's content stays")
    func clipping() {
        let stage = Fixtures.Stage()
        let clip = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)))
        clip.clipsToBounds = true
        stage.button("Shown", CGRect(x: 0, y: 0, width: 100, height: 40), in: clip)
        stage.button("Clipped", CGRect(x: 0, y: 150, width: 100, height: 40), in: clip)
        let scroll = stage.add(UIScrollView(frame: CGRect(x: 0, y: 200, width: 320, height: 100)))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        stage.button("Far down", CGRect(x: 0, y: 800, width: 100, height: 40), in: scroll)
        #expect(stage.readingOrder == ["Shown", "Far down"])
        clip.clipsToBounds = false
        #expect(stage.readingOrder == ["Shown", "Clipped", "Far down"])
    }
}
