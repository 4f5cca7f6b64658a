// Table cell accessories (spec LS-9 … LS-11): the view in use, its place at the trailing edge, and the detail
// button that tells the delegate, driven by taps.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// Rows with the accessory types given by row, logging selection and accessory button taps.
@MainActor
private final class AccessoryRows: UITableViewDataSource, UITableViewDelegate {
    let types: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .detailButton, .detailDisclosureButton]
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { types.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = types[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessory \(indexPath.row)")
    }
}

@MainActor
struct AccessoryTests {
    private func cell(width: CGFloat = 320) -> UITableViewCell {
        UITableViewCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    }

    @Test("LS-9, LS-10: a disclosure indicator sits 16 points from the trailing edge; the content view ends at it")
    func disclosureLayout() throws {
        let cell = cell()
        cell.accessoryType = .disclosureIndicator
        let chevron = try #require(cell.shownAccessory)
        #expect(chevron.superview === cell)
        #expect(chevron.frame == CGRect(x: 296, y: 15, width: 8, height: 13))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 296, height: 44))
        cell.accessoryType = .none
        #expect(chevron.superview == nil)
        #expect(cell.contentView.frame.width == 320)
    }

    @Test("LS-9: an accessory view replaces the type's; editing shows the editing accessory instead")
    func accessoryViewAndEditing() throws {
        let cell = cell()
        cell.accessoryType = .checkmark
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        #expect(cell.shownAccessory === toggle)
        #expect(toggle.frame == CGRect(x: 253, y: 6, width: 51, height: 31))
        #expect(cell.contentView.frame.width == 253)
        cell.editingAccessoryType = .disclosureIndicator
        cell.setEditing(true, animated: false)
        #expect(toggle.superview == nil)
        #expect(cell.shownAccessory?.frame.width == 8)
        cell.setEditing(false, animated: false)
        #expect(cell.shownAccessory === toggle)
        cell.accessoryView = nil
        // Without the view, the type applies again: the checkmark.
        #expect(cell.shownAccessory?.frame.size == CGSize(width: 14, height: 11))
    }

    @Test("LS-10: right to left, the accessory sits at the left edge and the content view starts after it")
    func rightToLeft() {
        let cell = cell()
        cell.semanticContentAttribute = .forceRightToLeft
        cell.accessoryType = .disclosureIndicator
        #expect(cell.shownAccessory?.frame.minX == 16)
        #expect(cell.contentView.frame == CGRect(x: 24, y: 0, width: 296, height: 44))
    }

    @Test("LS-11: a tap on the detail button tells the delegate and selects nothing; beside it, the row selects")
    func detailButtonTap() throws {
        let stage = Stage()
        let rows = AccessoryRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.delegate = rows
        table.dataSource = rows
        stage.add(table)
        for row in [2, 3] {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let button = try #require(cell.shownAccessory.flatMap { $0 as? UIButton ?? $0.subviews.first as? UIButton })
            let center = stage.window.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), from: button)
            stage.sim.advance(by: 1)
            try stage.sim.tap(at: center, in: stage.window)
        }
        #expect(rows.log == ["accessory 2", "accessory 3"])
        #expect(table.indexPathForSelectedRow == nil)
        // The chevron of row 3 and the disclosure indicator of row 1 are not buttons: a tap there selects.
        let chevron = CGPoint(x: 300, y: 3 * 44 + 22)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: chevron, in: stage.window)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 300, y: 44 + 22), in: stage.window)
        #expect(rows.log == ["accessory 2", "accessory 3", "select 3", "select 1"])
    }
}
