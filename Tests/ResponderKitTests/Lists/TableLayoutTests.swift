// Table heights from the delegate and their estimates (spec LS-5), display notifications as rows appear and leave
// (LS-6), section headers and footers (LS-7) and the placement of it all (LS-8), driven by taps and drags.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A table data source and delegate with configurable heights, logging heights asked, display and selection.
@MainActor
private final class MeasuredRows: UITableViewDataSource, UITableViewDelegate {
    var sectionRows = [10]
    var height: (IndexPath) -> CGFloat = { _ in 44 }
    var estimate: CGFloat = 0
    var headerTitles: [Int: String] = [:]
    var footerViews: [Int: UIView] = [:]
    var footerHeight: CGFloat = UITableView.automaticDimension
    var heightsAsked: [Int] = []
    var displayed: [Int] = []
    var ended: [Int] = []
    var selected: [IndexPath] = []

    func numberOfSections(in tableView: UITableView) -> Int { sectionRows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sectionRows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { footerViews[section] }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { footerHeight }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightsAsked.append(indexPath.row)
        return height(indexPath)
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { estimate }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        #expect(tableView.cellForRow(at: indexPath) === cell)
        displayed.append(indexPath.row)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath.row)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
struct TableLayoutTests {
    /// A 320 × 480 table in a stage's window, with `rows` as data source and delegate.
    @MainActor
    private struct Scene {
        let stage = Stage()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let rows: MeasuredRows

        init(_ rows: MeasuredRows) {
            self.rows = rows
            table.delegate = rows
            table.dataSource = rows
            stage.add(table)
        }

        /// Taps at a point of the window (the table fills it from the origin).
        func tap(_ point: CGPoint) throws {
            stage.sim.advance(by: 1)
            try stage.sim.tap(at: point, in: stage.window)
        }

        /// Drags the content up by about `distance` points, then lets it settle.
        func dragUp(_ distance: CGFloat) throws {
            stage.sim.advance(by: 1)
            try stage.sim.drag(
                from: CGPoint(x: 160, y: 440), to: CGPoint(x: 160, y: 440 - distance), in: stage.window, steps: 20,
                duration: 2)
            stage.sim.advance(by: 5)
        }

        /// The rows whose cells intersect the visible area.
        var rowsInView: [Int] {
            (0..<table.numberOfRows(inSection: 0)).filter {
                table.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.intersects(table.bounds) == true
            }
        }
    }

    @Test("LS-5: heightForRowAt sizes each row, so a tap selects the row under the finger")
    func delegateHeightsPlaceRows() throws {
        let rows = MeasuredRows()
        rows.height = { 40 + 10 * CGFloat($0.row) }
        let scene = Scene(rows)
        // Rows 0…2 are 40 + 50 + 60 = 150 points: row 3 spans 150…220 (with 44-point rows, y = 200 is row 4).
        #expect(
            scene.table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 320, height: 70))
        // 10 rows of 40 + 10 × row points: 400 + 450.
        #expect(scene.table.contentSize.height == 850)
        try scene.tap(CGPoint(x: 100, y: 200))
        #expect(rows.selected == [IndexPath(row: 3, section: 0)])
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 149)) == IndexPath(row: 2, section: 0))
    }

    @Test("LS-5: with estimates, only rows about to appear are measured; the content grows as the user scrolls")
    func estimatesReplacedAsRowsAppear() throws {
        let rows = MeasuredRows()
        rows.sectionRows = [30]
        rows.estimate = 50
        rows.height = { _ in 100 }
        let scene = Scene(rows)
        #expect(rows.heightsAsked.isEmpty)
        #expect(scene.table.contentSize.height == 1500)
        // The first touch runs the layout pass: rows 0…4 (100 points each) fill the 480-point view.
        try scene.tap(CGPoint(x: 100, y: 470))
        #expect(rows.heightsAsked == [0, 1, 2, 3, 4])
        #expect(rows.displayed == [0, 1, 2, 3, 4])
        #expect(rows.selected == [IndexPath(row: 4, section: 0)])
        let partlyMeasured: CGFloat = 5 * 100 + 25 * 50
        #expect(scene.table.contentSize.height == partlyMeasured)
        try scene.dragUp(300)
        let measured = Set(rows.heightsAsked)
        #expect(measured.count == rows.heightsAsked.count, "a row was measured twice")
        #expect(Set(scene.rowsInView).isSubset(of: measured))
        #expect(measured.count > 5)
        let measuredHeight = CGFloat(measured.count) * 100
        let estimatedHeight = CGFloat(30 - measured.count) * 50
        #expect(scene.table.contentSize.height == measuredHeight + estimatedHeight)
    }

    @Test("LS-6: willDisplay as rows enter the visible area, didEndDisplaying as they leave, in a drag")
    func displayFollowsScrolling() throws {
        let rows = MeasuredRows()
        rows.sectionRows = [40]
        let scene = Scene(rows)
        #expect(rows.displayed.isEmpty)
        try scene.tap(CGPoint(x: 100, y: 20))
        // 480 / 44: rows 0…10 intersect the view.
        #expect(rows.displayed == Array(0...10))
        #expect(scene.table.visibleCells.count == 11)
        try scene.dragUp(300)
        let offset = scene.table.contentOffset.y
        #expect(offset > 100)
        let inView = scene.rowsInView
        #expect(Set(rows.displayed).subtracting(rows.ended) == Set(inView))
        #expect(rows.ended.contains(0))
        #expect(scene.table.indexPathsForVisibleRows == inView.map { IndexPath(row: $0, section: 0) })
        // A reload ends the display of every row; the next layout pass displays the rows in view again.
        let endedBefore = rows.ended.count
        scene.table.reloadData()
        #expect(rows.ended.count == endedBefore + inView.count)
        #expect(scene.table.visibleCells.isEmpty)
        try scene.tap(CGPoint(x: 100, y: 20))
        #expect(scene.table.visibleCells.count == inView.count)
    }

    @Test("LS-7, LS-8: a title makes a header, a footer view gets its height, and rows sit between them")
    func headersAndFooters() throws {
        let rows = MeasuredRows()
        rows.sectionRows = [3, 2]
        rows.headerTitles = [0: "Inbox"]
        let footer = UIView(frame: .zero)
        rows.footerViews = [0: footer]
        rows.footerHeight = 30
        let scene = Scene(rows)
        let header = scene.table.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "Inbox")
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        // Section 0: header 28, rows 3 × 44 = 132, footer 30; section 1 has no header, and its footer height of
        // 30 applies with no view too (a given height is a height).
        #expect(footer.frame == CGRect(x: 0, y: 160, width: 320, height: 30))
        #expect(scene.table.headerView(forSection: 1) == nil)
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 190)
        let total: CGFloat = 28 + 132 + 30 + 88 + 30
        #expect(scene.table.contentSize.height == total)
        try scene.tap(CGPoint(x: 100, y: 10))
        #expect(rows.selected.isEmpty, "a tap on a header selects nothing")
        try scene.tap(CGPoint(x: 100, y: 200))
        #expect(rows.selected == [IndexPath(row: 0, section: 1)])
    }

    @Test("LS-5: automaticDimension sizes a row to its content view's constraints")
    func selfSizingRows() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tall = TallCellSource()
        table.dataSource = tall
        table.rowHeight = UITableView.automaticDimension
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 120)
    }
}

/// Two rows whose content views hold a 100-point-tall view pinned to their edges with 10-point top and bottom
/// insets (the sized view of the Auto Layout tests).
@MainActor
private final class TallCellSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let box = SizedView(50, 100)
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate(
            pin(box, to: cell.contentView, UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)))
        return cell
    }
}
