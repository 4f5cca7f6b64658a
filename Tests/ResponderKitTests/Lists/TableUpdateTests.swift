// Row and section updates (spec LS-26 … LS-28): a table keeps the cells of the rows that stay, asks only for the
// rows that are new, shifts the selection with its rows, and survives an update its data source does not match.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A to-do list as apps write one: an array behind the rows, cells by reuse identifier.
@MainActor
private final class TodoList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var asked: [IndexPath] = []
    var selected: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(sections[indexPath.section][indexPath.row])
    }
}

@MainActor
@Suite("Table updates")
struct TableUpdateTests {
    private func table(_ list: TodoList) -> (Stage, UITableView) {
        let stage = Stage(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let table = UITableView(frame: stage.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
        table.dataSource = list
        table.delegate = list
        stage.add(table)
        table.layoutIfNeeded()
        list.asked = []
        return (stage, table)
    }

    private func texts(_ table: UITableView, section: Int = 0) -> [String?] {
        (0..<table.numberOfRows(inSection: section)).map {
            table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
        }
    }

    @Test("LS-26: deleting and inserting keeps the other rows' cells, asks only for new rows, and moves the selection")
    func deleteAndInsert() throws {
        let list = TodoList([["Milk", "Eggs", "Bread", "Tea"]])
        let (stage, table) = table(list)
        let bread = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)

        list.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(texts(table) == ["Eggs", "Bread", "Tea"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === bread, "the cell that stays is the same")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "the selection moved with its row")
        #expect(list.asked.isEmpty, "a delete asks for no cell")

        list.sections[0].insert("Jam", at: 3)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        #expect(texts(table) == ["Eggs", "Bread", "Tea", "Jam"])
        #expect(list.asked == [IndexPath(row: 3, section: 0)])

        // The rows are where the table says: a real tap on the new row selects it.
        table.layoutIfNeeded()
        let jam = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        try stage.sim.tap(at: jam.convert(CGPoint(x: jam.bounds.midX, y: jam.bounds.midY), to: nil), in: stage.window)
        #expect(list.selected == ["Jam"])
    }

    @Test("LS-26, LS-28: a batch applies deletes and reloads at old positions, inserts and moves at new ones, once")
    func batch() throws {
        let list = TodoList([["A", "B", "C", "D"], ["x"]])
        let (stage, table) = table(list)
        let d = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var completed = false
        list.sections[0] = ["D", "B", "C2", "New"]
        list.sections[1] = ["x", "A"]
        table.performBatchUpdates(
            {
                table.beginUpdates()  // nested batches apply with the outermost
                table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
                table.endUpdates()
                #expect(texts(table) == ["A", "B", "C", "D"], "nothing is applied before the outermost end")
                table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
                table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
                table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            },
            completion: { completed = $0 })
        #expect(completed)
        #expect(texts(table) == ["D", "B", "C2", "New"], "the rows that stay fill the free positions in order")
        #expect(texts(table, section: 1) == ["x", "A"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === d)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === b)
        #expect(Set(list.asked) == [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)])
        withExtendedLifetime(stage) {}
    }

    @Test("LS-27: an update the data source does not match is reported with UIKit's reason and the table reloads")
    func inconsistentUpdate() throws {
        let list = TodoList([["Milk", "Eggs"]])
        let (stage, table) = table(list)
        var warnings: [String] = []
        stage.app.presentationLog = { warnings.append($0) }
        // The row is removed from the table but not from the data.
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("invalid number of rows in section 0") == true)
        #expect(texts(table) == ["Milk", "Eggs"], "the table matches its data source again")
        // Sections that do not add up, and a row out of range, are reported the same way.
        list.sections.append(["Tea"])
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        table.reloadRows(at: [IndexPath(row: 9, section: 0)], with: .none)
        #expect(warnings.count == 3)
        #expect(table.numberOfSections == 2)
        #expect(texts(table, section: 1) == ["Tea"])
    }

    @Test("LS-26: sections are inserted, deleted and reloaded with their rows")
    func sections() throws {
        let list = TodoList([["a"], ["b1", "b2"], ["c"]])
        let (_, table) = table(list)
        let c = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
        list.sections = [["new"], ["a"], ["c"]]
        table.beginUpdates()
        table.deleteSections(IndexSet(integer: 1), with: .automatic)
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        table.endUpdates()
        #expect(table.numberOfSections == 3)
        #expect(texts(table, section: 0) == ["new"])
        #expect(texts(table, section: 1) == ["a"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === c)
        list.sections[1] = ["a2", "a3"]
        table.reloadSections(IndexSet(integer: 1), with: .automatic)
        #expect(texts(table, section: 1) == ["a2", "a3"])
    }
}
