// The table's header and footer views (spec LS-24) and a cell's background views (LS-25), driven by taps.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// Five plain rows whose cells have a selected background, logging selections.
@MainActor
private final class FiveRows: UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundView = UIView(frame: .zero)
        cell.selectedBackgroundView = UIView(frame: .zero)
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

@MainActor
struct TableDecorationTests {
    @Test("LS-24: the table's header view sits above the rows and its footer below them, across the width")
    func tableHeaderAndFooter() throws {
        let stage = Stage()
        let rows = FiveRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        table.tableHeaderView = header
        table.dataSource = rows
        table.delegate = rows
        table.tableFooterView = UIView()
        stage.add(table)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 280, width: 320, height: 0))
        #expect(table.contentSize.height == 280)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 100, y: 30), in: stage.window)
        #expect(rows.selected.isEmpty, "a tap on the header selects nothing")
        stage.sim.advance(by: 1)
        // Row 1 spans 104…148 below the 60-point header.
        try stage.sim.tap(at: CGPoint(x: 100, y: 120), in: stage.window)
        #expect(rows.selected == [1])
        table.tableHeaderView = nil
        #expect(header.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    @Test("LS-25: the selected background shows while a touch highlights the row and once it is selected")
    func selectedBackground() throws {
        let stage = Stage()
        let rows = FiveRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = rows
        table.delegate = rows
        stage.add(table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let selectedBackground = try #require(cell.selectedBackgroundView)
        #expect(cell.backgroundView?.frame == cell.bounds)
        #expect(selectedBackground.frame == cell.bounds)
        #expect(cell.subviews.firstIndex { $0 === cell.backgroundView } == 0)
        #expect(cell.subviews.firstIndex { $0 === selectedBackground } == 1)
        #expect(selectedBackground.isHidden)
        stage.sim.advance(by: 1)
        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 110), in: stage.window)
        stage.sim.advance(by: 0.3)
        #expect(cell.isHighlighted)
        #expect(!selectedBackground.isHidden)
        try stage.sim.touchUp(touch)
        #expect(rows.selected == [2])
        #expect(!selectedBackground.isHidden)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(selectedBackground.isHidden)
        cell.selectionStyle = .none
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(selectedBackground.isHidden, "no selection appearance with the style .none")
    }
}
