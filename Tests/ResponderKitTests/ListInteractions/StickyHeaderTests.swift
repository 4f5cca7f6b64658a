// Section headers and footers of a table: they float at the top (and bottom) of the visible area in the plain
// style while their section is under them, are pushed up by the next section, stay in place in the grouped
// style, keep their buttons' taps, and are announced to the delegate (spec LE-40 … LE-45).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// Three sections of ten 44-point rows with 30-point header views holding a button; it records the delegate's
/// calls and the buttons' taps.
@MainActor
private final class SectionedRows: UITableViewDataSource, UITableViewDelegate {
    var lines: [String] = []
    var headerHeight: CGFloat = 30
    var footers = false

    func numberOfSections(in tableView: UITableView) -> Int { 3 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 5, width: 80, height: 20)
        button.addAction(UIAction { [weak self] _ in self?.lines.append("button \(section)") }, for: .touchUpInside)
        header.addSubview(button)
        return header
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footers ? "End of \(section)" : nil
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lines.append("didSelect \(indexPath.section)/\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        lines.append("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        lines.append("didEndDisplayingHeader \(section)")
    }
}

@MainActor
struct StickyHeaderTests {
    @MainActor
    private struct Scene {
        let stage = Stage()
        let table: UITableView
        let rows = SectionedRows()

        init(style: UITableView.Style = .plain, configure: (Scene) -> Void = { _ in }) {
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
            stage.add(table)
            configure(self)
            table.delegate = rows
            table.dataSource = rows
            table.layoutIfNeeded()
        }

        /// Drags the content up by about `distance` points slowly, holding still before lifting so that it does
        /// not glide.
        func scroll(by distance: CGFloat) throws {
            let sim = stage.sim
            sim.advance(by: 1)
            let window = stage.window
            let touch = try sim.touchDown(at: CGPoint(x: 200, y: 450), in: window)
            for step in 1...20 {
                sim.advance(by: 0.02)
                try sim.touchMove(touch, to: CGPoint(x: 200, y: 450 - distance * CGFloat(step) / 20), in: window)
            }
            sim.advance(by: 0.3)
            try sim.touchMove(touch, to: CGPoint(x: 200, y: 450 - distance), in: window)
            sim.advance(by: 0.1)
            try sim.touchUp(touch)
            sim.advance(by: 2)
        }

        func header(_ section: Int) -> UIView? { table.headerView(forSection: section) ?? viewForHeader(section) }

        private func viewForHeader(_ section: Int) -> UIView? {
            table.sections.indices.contains(section) ? table.sections[section].header : nil
        }
    }

    @Test("LE-41: in a plain table the header of the section under the top stays pinned there while scrolling")
    func headerPinsWhileScrolling() throws {
        let scene = Scene()
        #expect(scene.header(1)?.frame == CGRect(x: 0, y: 470, width: 320, height: 30))

        try scene.scroll(by: 200)
        let offset = scene.table.contentOffset.y
        #expect(offset > 150 && offset < 250, "the drag scrolled the table")
        #expect(scene.header(0)?.frame == CGRect(x: 0, y: offset, width: 320, height: 30), "pinned at the top")
        #expect(scene.header(1)?.frame.minY == 470, "the next header is where the layout put it")
        #expect(scene.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))

        // A tap on the pinned header's button reaches the button, not the row scrolled under it.
        scene.stage.sim.advance(by: 1)
        try scene.stage.sim.tap(at: CGPoint(x: 40, y: 15), in: scene.stage.window)
        #expect(scene.rows.lines.filter { !$0.contains("Display") } == ["button 0"])
    }

    @Test("LE-41: the next section's header pushes the pinned header up, then takes its place")
    func nextHeaderPushes() throws {
        let scene = Scene()
        try scene.scroll(by: 280)
        try scene.scroll(by: 200)
        let offset = scene.table.contentOffset.y
        #expect(offset > 440 && offset < 500)
        // Section 0 ends at 470: its header's bottom may not pass that point.
        #expect(scene.header(0)?.frame.minY == min(offset, 440))
        #expect(scene.header(1)?.frame.minY == max(offset, 470))
    }

    @Test("LE-41: the pinned header sits below the content inset at the top")
    func pinnedBelowContentInset() throws {
        let scene = Scene { $0.table.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0) }
        try scene.scroll(by: 200)
        let offset = scene.table.contentOffset.y
        #expect(scene.header(0)?.frame.minY == offset + 64)
        scene.stage.sim.advance(by: 1)
        try scene.stage.sim.tap(at: CGPoint(x: 40, y: 64 + 15), in: scene.stage.window)
        #expect(scene.rows.lines.filter { !$0.contains("Display") } == ["button 0"])
    }

    @Test("LE-42: grouped tables do not pin: headers scroll with their sections")
    func groupedDoesNotPin() throws {
        let scene = Scene(style: .grouped)
        try scene.scroll(by: 200)
        #expect(scene.table.contentOffset.y > 150)
        #expect(scene.header(0)?.frame.minY == 0)
        scene.stage.sim.advance(by: 1)
        try scene.stage.sim.tap(at: CGPoint(x: 40, y: 15), in: scene.stage.window)
        #expect(scene.rows.lines.contains { $0.hasPrefix("didSelect 0/") }, "the row under the top is tapped")
    }

    @Test("LE-42: in a plain table a footer stays at the bottom of the visible area while its section is above it")
    func footerPinsAtBottom() throws {
        let scene = Scene { $0.rows.footers = true }
        let footer = try #require(scene.table.footerView(forSection: 0))
        // Section 0's footer is at 470 in the content, below the 480-point screen's bottom minus its height.
        #expect(footer.frame.minY == 480 - UITableView.automaticHeaderHeight)
        #expect(scene.table.rectForFooter(inSection: 0).minY == 470)
        #expect(scene.table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 470 + 28))
    }

    @Test("LE-44: the delegate hears of header views entering and leaving the visible area")
    func headerDisplayCalls() throws {
        let scene = Scene()
        #expect(scene.rows.lines == ["willDisplayHeader 0", "willDisplayHeader 1"])
        scene.rows.lines.removeAll()
        try scene.scroll(by: 300)
        try scene.scroll(by: 300)
        #expect(scene.rows.lines.contains("didEndDisplayingHeader 0"))
        #expect(scene.rows.lines.contains("willDisplayHeader 2"))
    }

    @Test("LE-40: a negative or NaN header height is zero; automaticDimension with an estimate fits the view")
    func headerHeights() throws {
        let scene = Scene { $0.rows.headerHeight = -5 }
        #expect(scene.table.rectForHeader(inSection: 0).height == 0)
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 440)
        scene.rows.headerHeight = .nan
        scene.table.reloadData()
        #expect(scene.table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 440, width: 320, height: 0))

        scene.rows.headerHeight = UITableView.automaticDimension
        scene.table.estimatedSectionHeaderHeight = 20
        scene.table.reloadData()
        #expect(scene.table.rectForHeader(inSection: 0).height == UITableView.automaticHeaderHeight, "no constraints")
    }
}
