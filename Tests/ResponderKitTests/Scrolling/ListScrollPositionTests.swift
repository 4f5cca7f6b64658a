// Selecting or scrolling to a row or item with a scroll position moves the content, so later touches land on the
// rows now shown (SV-8 for selection in code).

import Foundation
import Testing

@testable import ResponderKit

/// Twenty table rows of 44 points (880 points of content); records the rows the user selects.
@MainActor
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: "row")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

@MainActor
struct ListScrollPositionTests {
    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// A 320 × 480 table of `Rows` in a window, touched without the scroll view's delay.
    private func makeTable() -> (GestureSpec.Stage, UITableView, Rows) {
        let stage = GestureSpec.Stage()
        let table = stage.add(UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        let rows = Rows()
        table.delegate = rows
        table.dataSource = rows
        table.delaysContentTouches = false
        return (stage, table, rows)
    }

    @Test("SV-8: selectRow with .top scrolls the row to the top, so a tap at the top of the screen selects it")
    func selectRowTop() throws {
        let (stage, table, rows) = makeTable()

        table.selectRow(at: row(5), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 220)
        #expect(rows.selected.isEmpty, "selection in code calls no delegate method")
        try stage.sim.tap(at: CGPoint(x: 100, y: 64), in: nil)

        #expect(rows.selected == [6], "without the scroll the tap would have selected row 1")
    }

    @Test("SV-8: selectRow with .none selects without scrolling; .middle and .bottom place the row")
    func selectRowPositions() {
        let (stage, table, _) = makeTable()

        table.selectRow(at: row(15), animated: false, scrollPosition: .none)
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathForSelectedRow == row(15))
        table.selectRow(at: row(10), animated: false, scrollPosition: .middle)
        #expect(table.contentOffset.y == 222, "its middle, 462, at the middle of 480 points")
        table.selectRow(at: row(15), animated: true, scrollPosition: .bottom)
        stage.sim.advance(by: UIScrollView.scrollAnimationDuration)
        #expect(table.contentOffset.y == 224, "its bottom, 704, at the bottom")
    }

    @Test("scrollToRow stops at the end of the content and respects the top inset")
    func scrollToRowClampsAndInsets() {
        let (_, table, _) = makeTable()

        table.scrollToRow(at: row(19), at: .top, animated: false)
        #expect(table.contentOffset.y == 400, "880 points of content in 480")
        table.contentInset.top = 30
        table.scrollToRow(at: row(5), at: .top, animated: false)
        #expect(table.contentOffset.y == 190, "its top, 220, below the 30-point inset")
    }

    @Test("scrollToRow with .none scrolls just enough, and not at all when the row is fully visible")
    func scrollToRowMinimal() {
        let (_, table, _) = makeTable()

        table.scrollToRow(at: row(15), at: .none, animated: false)
        #expect(table.contentOffset.y == 224, "its bottom, 704, at the bottom")
        table.scrollToRow(at: row(12), at: .none, animated: false)
        #expect(table.contentOffset.y == 224)
        table.scrollToRow(at: row(2), at: .none, animated: false)
        #expect(table.contentOffset.y == 88, "its top at the top")
    }

    @Test("SV-8: selectItem with .top scrolls the item to the top, so a tap there selects it; [] does not scroll")
    func selectItemTop() throws {
        let stage = GestureSpec.Stage()
        let collection = stage.add(
            UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout()))
        // The default flow layout: twelve rows of five 50-point items, 10 points apart (710 points of content).
        let items = SixtyItems()
        collection.delegate = items
        collection.dataSource = items
        collection.delaysContentTouches = false

        collection.selectItem(at: IndexPath(item: 50, section: 0), animated: false, scrollPosition: [])
        #expect(collection.contentOffset.y == 0)
        collection.selectItem(at: IndexPath(item: 10, section: 0), animated: false, scrollPosition: .top)
        #expect(collection.contentOffset.y == 120)
        try stage.sim.tap(at: CGPoint(x: 25, y: 25), in: nil)
        #expect(items.selected == [10], "without the scroll the tap would have selected item 0")

        collection.scrollToItem(at: IndexPath(item: 55, section: 0), at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 230, "stops at the end of the content: 710 points in 480")
    }
}
