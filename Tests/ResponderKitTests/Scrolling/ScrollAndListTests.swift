import Foundation
import Testing

@testable import ResponderKit

private final class Recorder: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.accessibilityIdentifier = "row\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("highlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("unhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.row)")
    }
}

@MainActor
struct ScrollAndListTests {
    private func makeScroll() -> (UIWindow, EventSimulator, UIScrollView, Recorder) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let content = Recorder(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        scroll.addSubview(content)
        window.addSubview(scroll)
        return (window, EventSimulator(application: app), scroll, content)
    }

    @Test("SV-2: a quick tap reaches the content as began then ended at touch-up")
    func quickTap() throws {
        let (window, sim, _, content) = makeScroll()
        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50), in: content)
        _ = window
        sim.advance(by: 0.05)
        #expect(content.calls.isEmpty)
        try sim.touchUp(touch)
        #expect(content.calls == ["began", "ended"])
    }

    @Test("SV-2: a held touch reaches the content at 150 ms")
    func heldTouch() throws {
        let (window, sim, _, content) = makeScroll()
        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50), in: content)
        _ = window
        sim.advance(by: 0.14)
        #expect(content.calls.isEmpty)
        sim.advance(by: 0.02)
        #expect(content.calls == ["began"])
        try sim.touchUp(touch)
        #expect(content.calls == ["began", "ended"])
    }

    @Test("SV-2: a drag within 150 ms scrolls and the content never sees the touch")
    func quickDrag() throws {
        let (window, sim, scroll, content) = makeScroll()
        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 300), in: window)
        sim.advance(by: 0.02)
        try sim.touchMove(touch, to: CGPoint(x: 50, y: 280), in: window)
        try sim.touchMove(touch, to: CGPoint(x: 50, y: 200), in: window)
        sim.advance(by: 0.5)
        try sim.touchUp(touch)
        #expect(content.calls.isEmpty)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test("SV-4: a drag after the content began cancels its touches and scrolls")
    func lateDragCancels() throws {
        let (window, sim, scroll, content) = makeScroll()
        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 300), in: window)
        sim.advance(by: 0.2)
        try sim.touchMove(touch, to: CGPoint(x: 50, y: 280), in: window)
        #expect(content.calls == ["began", "cancelled"])
        try sim.touchMove(touch, to: CGPoint(x: 50, y: 200), in: window)
        try sim.touchUp(touch)
        #expect(content.calls == ["began", "cancelled"])
        #expect(scroll.contentOffset.y == 90)
    }

    @Test("SV-5: a drag that starts on a button held past 150 ms does not scroll; a quick one does")
    func buttonHeldDoesNotScroll() throws {
        let (window, sim, scroll, content) = makeScroll()
        let button = UIButton(frame: CGRect(x: 0, y: 250, width: 200, height: 100))
        content.addSubview(button)
        let slow = try sim.touchDown(at: CGPoint(x: 50, y: 300), in: window)
        sim.advance(by: 0.2)
        #expect(button.isHighlighted)
        try sim.touchMove(slow, to: CGPoint(x: 50, y: 280), in: window)
        try sim.touchMove(slow, to: CGPoint(x: 50, y: 200), in: window)
        try sim.touchUp(slow)
        #expect(scroll.contentOffset == .zero)

        sim.advance(by: 1)
        let quick = try sim.touchDown(at: CGPoint(x: 50, y: 300), in: window)
        sim.advance(by: 0.05)
        try sim.touchMove(quick, to: CGPoint(x: 50, y: 280), in: window)
        try sim.touchMove(quick, to: CGPoint(x: 50, y: 200), in: window)
        try sim.touchUp(quick)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test("A mouse wheel scrolls the scroll view under the pointer")
    func wheelScrolls() throws {
        let (window, sim, scroll, content) = makeScroll()
        _ = window
        try sim.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 10, y: 10), in: content)
        #expect(scroll.contentOffset.y == 40)
        try sim.scroll(by: CGPoint(x: 0, y: 100), at: CGPoint(x: 10, y: 50), in: content)
        #expect(scroll.contentOffset.y == 0)
    }

    private func makeTable() -> (UIWindow, EventSimulator, UITableView, Rows) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds)
        let rows = Rows()
        table.delegate = rows
        table.dataSource = rows
        window.addSubview(table)
        return (window, EventSimulator(application: app), table, rows)
    }

    @Test("SV-6: a tap selects the row on touch-up, after highlight and unhighlight")
    func tapSelects() throws {
        let (window, sim, table, rows) = makeTable()
        try sim.tap(at: CGPoint(x: 100, y: 44 * 2 + 10), in: window)
        #expect(rows.log == ["highlight 2", "willSelect 2", "unhighlight 2", "select 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        rows.log.removeAll()
        sim.advance(by: 1)
        try sim.tap(at: CGPoint(x: 100, y: 44 * 5 + 10), in: window)
        #expect(rows.log == ["highlight 5", "willSelect 5", "unhighlight 5", "deselect 2", "select 5"])
    }

    @Test("SV-7: a drag scrolls the table and selects nothing")
    func dragDoesNotSelect() throws {
        let (window, sim, table, rows) = makeTable()
        try sim.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), in: window, steps: 10, duration: 0.3)
        #expect(rows.log.filter { $0.hasPrefix("select") }.isEmpty)
        #expect(table.contentOffset.y > 0)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("SV-10: a button inside a cell fires and does not select the row")
    func buttonInCell() throws {
        let (window, sim, table, rows) = makeTable()
        guard let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) else {
            Issue.record("no cell")
            return
        }
        let button = UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 44))
        cell.contentView.addSubview(button)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        try sim.tap(at: CGPoint(x: 250, y: 44 + 20), in: window)
        #expect(presses == 1)
        #expect(rows.log.isEmpty)
    }

    @Test("SP-3: a tap recognizer on the window's content swallows row selection")
    func tapRecognizerSwallowsSelection() throws {
        let (window, sim, _, rows) = makeTable()
        window.addGestureRecognizer(UITapGestureRecognizer())
        try sim.tap(at: CGPoint(x: 100, y: 10), in: window)
        #expect(!rows.log.contains("select 0"))
    }
}
