// Context menus on lists, as a person uses them: a long press on a row opens the delegate's menu, cancels the
// row's touch and highlight and selects nothing; an action runs once; a quick tap still selects; a delegate with no
// menu leaves the press to select the row; collection views ask the iOS 16 method, which falls back to the
// single-item one.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A cell that writes its touch methods into the log, then passes them on as a cell does.
@MainActor
private final class LoggingCell: UITableViewCell {
    var log: EventLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.write("row.touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.write("row.touchesEnded")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.write("row.touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// Five rows whose context menu (when `hasMenu`) has Share and Delete, logging what the table tells.
@MainActor
private final class MenuRows: UITableViewDataSource, UITableViewDelegate {
    let log: EventLog
    var hasMenu = true

    init(log: EventLog) {
        self.log = log
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = LoggingCell(style: .default, reuseIdentifier: nil)
        cell.log = log
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.write("select \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.write("highlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.write("unhighlight \(indexPath.row)")
    }
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.write("menu for \(indexPath.row) at \(Int(point.y))")
        guard hasMenu else { return nil }
        let row = indexPath.row
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [log] _ in
            UIMenu(children: [
                UIAction(title: "Share") { _ in log.write("share \(row)") },
                UIAction(title: "Delete", attributes: .destructive) { _ in log.write("delete \(row)") },
            ])
        }
    }
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.write("willDisplayContextMenu") }
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.write("willEndContextMenuInteraction") }
}

/// Items answering only the single-item method, or (when `multi`) the iOS 16 one.
@MainActor
private final class MenuItems: UICollectionViewDataSource, UICollectionViewDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.write("item menu \(indexPath.item)")
        return ContextMenuFixtures.configuration(ContextMenuFixtures.menu(["Open"], log: log))
    }
    func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) { log.write("select item \(indexPath.item)") }
}

/// Items answering the iOS 16 method.
@MainActor
private final class MultiMenuItems: UICollectionViewDataSource, UICollectionViewDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.write("items menu \(indexPaths.map(\.item))")
        return indexPaths.isEmpty
            ? nil : ContextMenuFixtures.configuration(ContextMenuFixtures.menu(["Open"], log: log))
    }
}

@MainActor
@Suite("Context menus on lists")
struct ContextMenuListTests {
    typealias F = ContextMenuFixtures

    private func table(_ rows: MenuRows, _ stage: Stage) -> UITableView {
        let table = UITableView(frame: stage.window.bounds)
        table.dataSource = rows
        table.delegate = rows
        stage.add(table)
        table.layoutIfNeeded()
        return table
    }

    @Test("CM-16: long-press a row: the menu appears, the row's touch and highlight are cancelled, nothing selected")
    func longPressRow() throws {
        let stage = F.stage()
        let log = EventLog()
        let rows = MenuRows(log: log)
        let table = table(rows, stage)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        try F.longPress(at: CGPoint(x: 100, y: 20), in: cell, stage)
        #expect(log.lines.contains("menu for 1 at 64"))
        #expect(F.rowTitles(in: stage.window) == ["Share", "Delete"])
        #expect(log.count(of: "row.touchesCancelled") == 1)
        #expect(log.count(of: "row.touchesEnded") == 0)
        #expect(log.order("highlight 1", before: "unhighlight 1"))
        #expect(log.lines(startingWith: "select").isEmpty)
        #expect(log.count(of: "willDisplayContextMenu") == 1)

        try F.tapRow("Delete", stage)
        #expect(log.count(of: "delete 1") == 1)
        #expect(log.count(of: "share 1") == 0)
        #expect(log.count(of: "willEndContextMenuInteraction") == 1)
        #expect(log.lines(startingWith: "select").isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("CM-16: a quick tap on a row of a table with menus still selects it")
    func quickTapSelects() throws {
        let stage = F.stage()
        let log = EventLog()
        let rows = MenuRows(log: log)
        let table = table(rows, stage)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        try stage.sim.tap(at: CGPoint(x: 100, y: 20), in: cell, duration: 0.1)
        stage.sim.advance(by: 1)
        #expect(log.lines.contains("select 2"))
        #expect(F.container(in: stage.window) == nil)
        #expect(log.lines(startingWith: "menu for").isEmpty)
    }

    @Test("CM-5: a row without a menu: the long press fails, the touch goes on and lifting selects the row")
    func noMenuLongPressSelects() throws {
        let stage = F.stage()
        let log = EventLog()
        let rows = MenuRows(log: log)
        rows.hasMenu = false
        let table = table(rows, stage)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        try F.longPress(at: CGPoint(x: 100, y: 20), in: cell, stage)
        stage.sim.advance(by: 1)
        #expect(log.lines.contains("menu for 0 at 20"))
        #expect(F.container(in: stage.window) == nil)
        #expect(log.count(of: "row.touchesCancelled") == 0)
        #expect(log.count(of: "row.touchesEnded") == 1)
        #expect(log.lines.contains("select 0"))
    }

    @Test("CM-16: a collection view asks the iOS 16 method, which by default asks the single-item one")
    func collectionFallsBack() throws {
        let stage = F.stage()
        let log = EventLog()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        let items = MenuItems(log: log)
        collection.dataSource = items
        collection.delegate = items
        stage.add(collection)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
        try F.longPress(at: CGPoint(x: 50, y: 40), in: cell, stage)
        #expect(log.lines.contains("item menu 4"))
        try F.tapRow("Open", stage)
        #expect(log.count(of: "ran Open") == 1)
        #expect(log.lines(startingWith: "select item").isEmpty)
    }

    @Test("CM-16: the iOS 16 method gets the pressed item, and an empty list for empty space")
    func collectionItemsMethod() throws {
        let stage = F.stage()
        let log = EventLog()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        let collection = UICollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        let items = MultiMenuItems(log: log)
        collection.dataSource = items
        collection.delegate = items
        stage.add(collection)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        try F.longPress(at: CGPoint(x: 50, y: 40), in: cell, stage)
        #expect(log.lines.contains("items menu [1]"))
        #expect(F.rowTitles(in: stage.window) == ["Open"])
        try stage.sim.tap(at: CGPoint(x: 5, y: 590), in: stage.window)
        #expect(F.container(in: stage.window) == nil)
        try F.longPress(at: CGPoint(x: 200, y: 500), in: collection, stage)
        #expect(log.lines.contains("items menu []"))
        #expect(F.container(in: stage.window) == nil)
    }
}
