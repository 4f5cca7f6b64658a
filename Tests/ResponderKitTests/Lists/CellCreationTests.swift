// Cells, headers and collection views' reusable views made from registered classes, through the initializers UIKit
// uses (spec LS-1 … LS-4), and reused after a reload (LS-12).

import Foundation
import Testing

@testable import ResponderKit

/// A table data source that dequeues every row with one identifier and records the rows it was asked for.
@MainActor
private final class DequeuingRows: UITableViewDataSource, UITableViewDelegate {
    let identifier: String
    var rows = 5
    var headerIdentifier: String?

    init(identifier: String) {
        self.identifier = identifier
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerIdentifier.flatMap { tableView.dequeueReusableHeaderFooterView(withIdentifier: $0) }
    }
}

/// A collection data source that dequeues every item with one identifier.
@MainActor
private final class DequeuingItems: UICollectionViewDataSource {
    let identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

@MainActor
struct CellCreationTests {
    private func table(_ rows: DequeuingRows, register: (UITableView) -> Void) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        register(table)
        table.delegate = rows
        table.dataSource = rows
        return table
    }

    @Test("LS-1: a registered cell class is made with init(style: .default, reuseIdentifier:), running the override")
    func registeredCellRunsOverride() throws {
        let rows = DequeuingRows(identifier: "person")
        let table = table(rows) { $0.register(OverridingCell.self, forCellReuseIdentifier: "person") }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? OverridingCell)
        #expect(cell.styleGiven == .default)
        #expect(cell.reuseIdentifier == "person")
        #expect(cell.nameLabel.superview === cell.contentView)
        #expect(cell.accessoryType == .disclosureIndicator)
    }

    @Test("LS-1: subclasses that only add stored properties, at any level, are made as their own class")
    func storedOnlySubclasses() {
        let rows = DequeuingRows(identifier: "second")
        let table = table(rows) {
            $0.register(SecondLevelCell.self, forCellReuseIdentifier: "second")
            $0.register(StoredOnlyCell.self, forCellReuseIdentifier: "stored")
        }
        let second = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SecondLevelCell
        #expect(second?.extra == 1)
        #expect(second?.styleGiven == .default)
        let stored = table.dequeueReusableCell(withIdentifier: "stored") as? StoredOnlyCell
        #expect(stored?.reuseIdentifier == "stored")
        // awakeFromNib runs only for archived objects: a cell made in code never hears it (LS-13).
        #expect(stored?.badgeCount == 0)
        #expect(table.dequeueReusableCell(withIdentifier: "unregistered") == nil)
    }

    @Test("LS-1: a registered class whose override picks another style keeps it; its convenience init still works")
    func overrideChoosesStyle() {
        let rows = DequeuingRows(identifier: "let")
        let table = table(rows) { $0.register(LetPropertiesCell.self, forCellReuseIdentifier: "let") }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? LetPropertiesCell
        #expect(cell?.icon.superview === cell?.contentView)
        #expect(cell?.button != nil)
        #expect(LetPropertiesCell().reuseIdentifier == "LetPropertiesCell")
        #expect(NiblessCell(style: .value1, reuseIdentifier: "n").reuseIdentifier == "n")
    }

    @Test("LS-2: a registered collection cell class is made with init(frame:) at its item's frame in the layout")
    func collectionCellsGetLayoutFrame() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(FrameCell.self, forCellWithReuseIdentifier: "frame")
        let items = DequeuingItems(identifier: "frame")
        collection.dataSource = items
        let fourth = collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? FrameCell
        // Three 100-point items fit in a row of 320 points: the fourth starts the second row.
        #expect(fourth?.initialFrame == CGRect(x: 0, y: 90, width: 100, height: 80))
        #expect(fourth?.frame == fourth?.initialFrame)
        #expect(fourth?.label.superview === fourth?.contentView)
        #expect(fourth?.reuseIdentifier == "frame")
        #expect(FrameCell().initialFrame == .zero)
    }

    @Test("LS-3: a registered header class is made with init(reuseIdentifier:) and shown above its section")
    func headerFooterRunsOverride() {
        let rows = DequeuingRows(identifier: "row")
        rows.headerIdentifier = "header"
        let table = table(rows) {
            $0.register(TitledHeader.self, forHeaderFooterViewReuseIdentifier: "header")
            $0.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        let header = table.headerView(forSection: 0) as? TitledHeader
        #expect(header?.identifierGiven == "header")
        #expect(header?.superview === table)
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: UITableView.automaticHeaderHeight))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == UITableView.automaticHeaderHeight)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
    }

    @Test("LS-12: after a reload the cells of the last load are dequeued again, each after prepareForReuse")
    func reloadReusesCells() {
        let rows = DequeuingRows(identifier: "stored")
        let table = table(rows) { $0.register(StoredOnlyCell.self, forCellReuseIdentifier: "stored") }
        let before = (0..<5).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? StoredOnlyCell }
        before[1].badgeCount = 7
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(before[1].isSelected)
        rows.rows = 6
        table.reloadData()
        let after = (0..<6).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? StoredOnlyCell }
        #expect(after.count == 6)
        let reused = after.filter { cell in before.contains { $0 === cell } }
        #expect(reused.count == 5)
        #expect(reused.allSatisfy { $0.prepared == 1 && $0.badgeCount == 0 && !$0.isSelected })
        // The sixth row needed a new cell: nothing was prepared for it.
        #expect(after.filter { $0.prepared == 0 }.count == 1)
    }

    @Test("LS-12: collection cells of the last load are dequeued again after prepareForReuse")
    func collectionReloadReusesCells() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(PlainItemCell.self, forCellWithReuseIdentifier: "plain")
        let items = DequeuingItems(identifier: "plain")
        collection.dataSource = items
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? PlainItemCell
        first?.isSelected = true
        collection.reloadData()
        let cells = (0..<6).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? PlainItemCell }
        #expect(cells.count == 6)
        #expect(cells.allSatisfy { $0.prepared == 1 && !$0.isSelected })
        #expect(cells.contains { $0 === first })
    }
}
