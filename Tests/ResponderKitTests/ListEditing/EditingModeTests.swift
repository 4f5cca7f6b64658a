// Editing mode, as a person uses it (LE-20 … LE-29): the Edit button toggles the controller's and the table's
// mode, rows show their delete or insert control and indent, the delete control shows the confirmation, and
// selection during editing obeys the table's flags.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A table controller over `EditableRows`' data that records `setEditing` calls.
@MainActor
private final class EditingListController: UITableViewController {
    let rows = EditableRows()
    var editingCalls: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        editingCalls.append(editing)
        super.setEditing(editing, animated: animated)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        rows.tableView(tableView, cellForRowAt: indexPath)
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        rows.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
}

@MainActor
@Suite("Editing mode")
struct EditingModeTests {
    @Test("LE-29: the Edit button toggles editing on the controller and its table, titled Edit then Done")
    func editButtonToggles() throws {
        let controller = EditingListController(style: .plain)
        let stage = ResponderKitTestSupport.Stage(
            rootViewController: UINavigationController(rootViewController: controller))
        stage.window.layoutIfNeeded()
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit")
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        let button = try #require(item.representingView)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY), in: button)
        #expect(controller.editingCalls == [true])
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.tableView.layoutIfNeeded()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.isEditing)
        #expect(cell.subviews.contains { $0 is TableEditingControl })

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY), in: button)
        #expect(controller.editingCalls == [true, false])
        #expect(!controller.tableView.isEditing && item.title == "Edit" && item.style == .plain)
        #expect(!cell.isEditing && !cell.subviews.contains { $0 is TableEditingControl })
    }

    @Test("LE-23: tap a row's delete control, then the Delete confirmation: commit editingStyle arrives")
    func deleteControlThenConfirm() throws {
        let fixture = EditingStage()
        fixture.table.setEditing(true, animated: false)
        fixture.table.layoutIfNeeded()
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.editingStyle == .delete)
        let control = try #require(cell.subviews.first { $0 is TableEditingControl })
        #expect(control.accessibilityLabel == "Delete")
        try fixture.tap(control)
        #expect(cell.showingDeleteConfirmation)
        let confirm = try #require(fixture.actionButtons.first)
        #expect(confirm.accessibilityLabel == "Delete")
        try fixture.tap(confirm)
        #expect(fixture.rows.lines.contains("commit delete 3"))
        #expect(fixture.rows.items.count == 29 && fixture.table.numberOfRows(inSection: 0) == 29)
        #expect(fixture.table.isEditing)
    }

    @Test("LE-22, LE-25: an insert-style row shows a plus; tapping it commits an insertion")
    func insertControl() throws {
        let fixture = EditingStage()
        fixture.rows.style = { $0.row == 0 ? .insert : .none }
        fixture.table.isEditing = true
        fixture.table.layoutIfNeeded()
        let first = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.editingStyle == .insert && second.editingStyle == .none)
        #expect(!second.subviews.contains { $0 is TableEditingControl })
        let plus = try #require(first.subviews.first { $0 is TableEditingControl })
        #expect(plus.accessibilityLabel == "Insert")
        try fixture.tap(plus)
        #expect(fixture.rows.lines == ["commit insert 0"])
        #expect(fixture.shownTitles.prefix(2) == ["New", "Row 0"])
    }

    @Test("LE-21, LE-24: a row the data source cannot edit has no control; rows indent unless the delegate says no")
    func canEditAndIndent() throws {
        let fixture = EditingStage()
        fixture.rows.canEdit = { $0.row != 1 }
        fixture.rows.indents = { $0.row != 2 }
        fixture.table.setEditing(true, animated: false)
        fixture.table.layoutIfNeeded()
        let cells = (0..<3).compactMap { fixture.table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.editingStyle) == [.delete, .none, .delete])
        #expect(cells[0].contentView.frame.minX == UITableViewCell.editingControlWidth)
        #expect(cells[1].contentView.frame.minX == UITableViewCell.editingControlWidth)
        #expect(cells[2].contentView.frame.minX == 0)
        fixture.table.setEditing(false, animated: false)
        #expect(cells.allSatisfy { $0.contentView.frame.minX == 0 && !$0.isEditing })
    }

    @Test(
        "LE-27, LE-28: while editing, taps select only with allowsSelectionDuringEditing, several with the multiple flag"
    )
    func selectionDuringEditing() throws {
        let fixture = EditingStage()
        #expect(!fixture.table.allowsSelectionDuringEditing && !fixture.table.allowsMultipleSelectionDuringEditing)
        fixture.table.setEditing(true, animated: false)
        fixture.table.layoutIfNeeded()
        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(4))
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(!fixture.rows.lines.contains { $0.hasPrefix("select") })

        fixture.table.allowsSelectionDuringEditing = true
        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(4))
        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(5))
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])

        fixture.table.allowsMultipleSelectionDuringEditing = true
        fixture.sim.advance(by: 1)
        try fixture.sim.tap(at: fixture.rowCentre(6))
        #expect(
            Set(fixture.table.indexPathsForSelectedRows ?? []) == [
                IndexPath(row: 5, section: 0), IndexPath(row: 6, section: 0),
            ])
        #expect(fixture.rows.lines.filter { $0.hasPrefix("select") } == ["select 4", "select 5", "select 6"])
    }

    @Test("LE-20: setEditing closes open swipe actions; swiping is off while the table edits")
    func editingClosesSwipe() throws {
        let fixture = EditingStage()
        try fixture.swipe(row: 2, from: 280, to: 120)
        #expect(fixture.actionButtons.count == 1)
        fixture.table.setEditing(true, animated: true)
        #expect(fixture.actionButtons.isEmpty)
        try fixture.swipe(row: 5, from: 280, to: 120)
        #expect(fixture.actionButtons.isEmpty)
        #expect(fixture.rows.lines == ["willBeginEditing 2", "didEndEditing 2"])
    }
}
