// Table and collection views: highlight and selection by touch, selection in code, and the responder chain
// through cells (spec SV-6 … SV-10, SP-3).

import Foundation
import Testing

@testable import ResponderKit

/// A table data source and delegate that logs the highlight and selection calls, with optional answers.
@MainActor
private final class TableLog: UITableViewDataSource, UITableViewDelegate {
    var lines: [String] = []
    var rows = 20
    var shouldHighlight: ((IndexPath) -> Bool)?
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.accessibilityIdentifier = "cell\(indexPath.row)"
        cell.contentView.accessibilityIdentifier = "content\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        lines.append("shouldHighlight \(indexPath.row)")
        return shouldHighlight?(indexPath) ?? true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        lines.append("didHighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        lines.append("didUnhighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        lines.append("willSelect \(indexPath.row)")
        return willSelect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lines.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        lines.append("willDeselect \(indexPath.row)")
        return willDeselect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        lines.append("didDeselect \(indexPath.row)")
    }

    /// The selection lines only (will/did select and deselect).
    var selectionLines: [String] {
        lines.filter { $0.contains("elect") }
    }
}

/// A collection data source and delegate that logs the highlight and selection calls, with optional answers.
@MainActor
private final class CollectionLog: UICollectionViewDataSource, UICollectionViewDelegate {
    var lines: [String] = []
    var shouldSelect: ((IndexPath) -> Bool)?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        lines.append("shouldHighlight \(indexPath.item)")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        lines.append("didHighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        lines.append("didUnhighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        lines.append("shouldSelect \(indexPath.item)")
        return shouldSelect?(indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        lines.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        lines.append("shouldDeselect \(indexPath.item)")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        lines.append("didDeselect \(indexPath.item)")
    }
}

/// A view controller that records the touches that reach it, with a table in its root view.
@MainActor
private final class ListController: UIViewController {
    var received: [String] = []
    let table = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "root"
        table.accessibilityIdentifier = "table"
        view.addSubview(table)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        received.append("began \(TraceRecorder.name(of: touches.first?.view))")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        received.append("ended \(TraceRecorder.name(of: touches.first?.view))")
        super.touchesEnded(touches, with: event)
    }
}

@MainActor
struct ListSelectionTests {
    private static let rowHeight: CGFloat = 44

    /// A table filling a 320 × 480 window, with a logging delegate.
    @MainActor
    private struct TableScene {
        let stage = GestureSpec.Stage()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let log = TableLog()

        init() {
            table.delegate = log
            table.dataSource = log
            stage.add(table)
        }

        var sim: EventSimulator { stage.sim }

        /// A point in the middle of `row`, in the table's coordinates.
        func point(row: Int) -> CGPoint {
            CGPoint(x: 100, y: CGFloat(row) * ListSelectionTests.rowHeight + 20)
        }

        func tap(row: Int) throws {
            sim.advance(by: 1)
            try sim.tap(at: point(row: row), in: table)
        }
    }

    /// A collection view filling a 320 × 480 window, with a logging delegate.
    @MainActor
    private struct CollectionScene {
        let stage = GestureSpec.Stage()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let log = CollectionLog()

        init() {
            collection.delegate = log
            collection.dataSource = log
            stage.add(collection)
        }

        /// The centre of `item` in the collection view's coordinates.
        func point(item: Int) -> CGPoint {
            let frame = collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
            return CGPoint(x: frame.midX, y: frame.midY)
        }

        func tap(item: Int) throws {
            stage.sim.advance(by: 1)
            try stage.sim.tap(at: point(item: item), in: collection)
        }
    }

    // MARK: SV-6

    @Test("SV-6: a table tap highlights on touch-down, then willSelect, didUnhighlight and didSelect on touch-up")
    func tableSelectionOrder() throws {
        let scene = TableScene()

        let touch = try scene.sim.touchDown(at: scene.point(row: 2), in: scene.table)
        scene.sim.advance(by: 0.2)
        #expect(scene.log.lines == ["shouldHighlight 2", "didHighlight 2"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        try scene.sim.touchUp(touch)

        #expect(
            scene.log.lines == [
                "shouldHighlight 2", "didHighlight 2", "willSelect 2", "didUnhighlight 2", "didSelect 2",
            ])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
    }

    @Test("SV-6: with single selection, selecting another row deselects the previous one before didSelect")
    func tableSingleSelectionDeselectsPrevious() throws {
        let scene = TableScene()
        try scene.tap(row: 1)
        scene.log.lines.removeAll()

        try scene.tap(row: 4)

        let lines = scene.log.lines
        let deselect = try #require(lines.firstIndex(of: "didDeselect 1"))
        let select = try #require(lines.firstIndex(of: "didSelect 4"))
        let willSelect = try #require(lines.firstIndex(of: "willSelect 4"))
        #expect(willSelect < deselect && deselect < select)
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("SV-6: willSelect can redirect the selection to another row")
    func willSelectRedirects() throws {
        let scene = TableScene()
        scene.log.willSelect = { _ in IndexPath(row: 7, section: 0) }

        try scene.tap(row: 3)

        #expect(scene.log.selectionLines == ["willSelect 3", "didSelect 7"])
        #expect(scene.log.lines.contains("didUnhighlight 3"))
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
    }

    @Test("SV-6: willSelect returning nil refuses the selection, and the row is still unhighlighted")
    func willSelectNilRefuses() throws {
        let scene = TableScene()
        try scene.tap(row: 1)
        scene.log.willSelect = { _ in nil }
        scene.log.lines.removeAll()

        try scene.tap(row: 3)

        #expect(scene.log.selectionLines == ["willSelect 3"])
        #expect(scene.log.lines.contains("didUnhighlight 3"))
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "the old selection stays")
    }

    @Test("SV-6: a row whose highlight is refused is not highlighted")
    func shouldHighlightFalse() throws {
        let scene = TableScene()
        scene.log.shouldHighlight = { $0.row != 5 }

        let touch = try scene.sim.touchDown(at: scene.point(row: 5), in: scene.table)
        scene.sim.advance(by: 0.2)
        #expect(scene.log.lines == ["shouldHighlight 5"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 5, section: 0))?.isHighlighted == false)
        try scene.sim.touchUp(touch)
        #expect(!scene.log.lines.contains("didHighlight 5"))
    }

    @Test("SV-6: with multiple selection, taps add rows and a second tap deselects; turning it off keeps one")
    func multipleSelectionToggling() throws {
        let scene = TableScene()
        scene.table.allowsMultipleSelection = true

        try scene.tap(row: 1)
        try scene.tap(row: 3)
        try scene.tap(row: 5)
        #expect(Set(scene.table.indexPathsForSelectedRows ?? []) == [[0, 1], [0, 3], [0, 5]])
        #expect(!scene.log.lines.contains { $0.hasPrefix("didDeselect") })

        scene.log.lines.removeAll()
        try scene.tap(row: 3)
        #expect(scene.log.selectionLines == ["willDeselect 3", "didDeselect 3"])
        #expect(Set(scene.table.indexPathsForSelectedRows ?? []) == [[0, 1], [0, 5]])

        scene.table.allowsMultipleSelection = false
        scene.log.lines.removeAll()
        try scene.tap(row: 8)
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 8, section: 0)])
        #expect(
            scene.log.selectionLines.filter { $0.hasPrefix("didDeselect") }.sorted() == [
                "didDeselect 1", "didDeselect 5",
            ])
        #expect(scene.log.selectionLines.last == "didSelect 8")
    }

    @Test("SV-6: a collection tap runs shouldHighlight, didHighlight, shouldSelect, didUnhighlight, didSelect")
    func collectionSelectionOrder() throws {
        let scene = CollectionScene()

        try scene.tap(item: 4)

        #expect(
            scene.log.lines == [
                "shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4",
            ])
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("SV-6: collection shouldSelect false refuses the selection but still unhighlights")
    func collectionShouldSelectFalse() throws {
        let scene = CollectionScene()
        scene.log.shouldSelect = { $0.item != 2 }

        try scene.tap(item: 2)

        #expect(scene.log.lines == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2"])
        #expect(scene.collection.indexPathsForSelectedItems == nil)
        #expect(scene.collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)

        scene.log.lines.removeAll()
        try scene.tap(item: 3)
        #expect(scene.log.lines.last == "didSelect 3")
    }

    @Test("SV-6: a second collection selection deselects the first")
    func collectionSingleSelection() throws {
        let scene = CollectionScene()
        try scene.tap(item: 0)
        scene.log.lines.removeAll()

        try scene.tap(item: 6)

        let deselect = try #require(scene.log.lines.firstIndex(of: "didDeselect 0"))
        let select = try #require(scene.log.lines.firstIndex(of: "didSelect 6"))
        #expect(deselect < select)
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    // MARK: SV-7

    @Test("SV-7: a held touch that turns into a scroll unhighlights the row and selects nothing")
    func scrollUnhighlights() throws {
        let scene = TableScene()

        let touch = try scene.sim.touchDown(at: scene.point(row: 6), in: scene.table)
        scene.sim.advance(by: 0.2)
        #expect(scene.log.lines == ["shouldHighlight 6", "didHighlight 6"])
        try scene.sim.touchMove(touch, to: CGPoint(x: 100, y: 200), in: scene.table)
        try scene.sim.touchMove(touch, to: CGPoint(x: 100, y: 100), in: scene.table)
        try scene.sim.touchUp(touch)

        #expect(scene.log.lines == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6"])
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.contentOffset.y > 0)
    }

    @Test("SV-7: selection never happens on touch-down, however long the finger stays")
    func noSelectionOnTouchDown() throws {
        let scene = TableScene()

        let touch = try scene.sim.touchDown(at: scene.point(row: 2), in: scene.table)
        scene.sim.advance(by: 2)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.log.selectionLines.isEmpty)
        try scene.sim.touchUp(touch)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("A table row is selected by a tap but not by a drag")
    func tapSelectsDragDoesNot() throws {
        let scene = TableScene()

        try scene.sim.drag(from: scene.point(row: 8), to: scene.point(row: 2), in: scene.table, steps: 8, duration: 0.2)
        #expect(scene.log.selectionLines.isEmpty)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.contentOffset.y > 0)

        scene.sim.advance(by: 3)
        scene.table.contentOffset = .zero
        try scene.tap(row: 8)
        #expect(scene.log.selectionLines == ["willSelect 8", "didSelect 8"])
    }

    // MARK: SV-8

    @Test("SV-8: selecting and deselecting rows in code calls no delegate method")
    func tableSelectionInCode() {
        let scene = TableScene()

        scene.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        scene.table.selectRow(at: IndexPath(row: 4, section: 0), animated: true, scrollPosition: .middle)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == false)
        scene.table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        #expect(scene.table.indexPathForSelectedRow == nil)

        #expect(scene.log.lines.isEmpty)
    }

    @Test("SV-8: selecting and deselecting items in code calls no delegate method")
    func collectionSelectionInCode() {
        let scene = CollectionScene()

        scene.collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .top)
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        scene.collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(scene.collection.indexPathsForSelectedItems == nil)

        #expect(scene.log.lines.isEmpty)
    }

    // MARK: SV-9

    @Test("SV-9: a touch in a cell travels contentView, cell, table, root view, view controller, window")
    func chainThroughCell() throws {
        let stage = GestureSpec.Stage()
        let controller = ListController()
        let log = TableLog()
        stage.window.rootViewController = controller
        controller.table.frame = controller.view.bounds
        controller.table.delaysContentTouches = false
        controller.table.dataSource = log
        controller.table.delegate = log

        let touch = try stage.sim.touchDown(at: CGPoint(x: 100, y: 44 + 20), in: controller.table)
        #expect(touch.view?.accessibilityIdentifier == "content1")
        try stage.sim.touchUp(touch)

        #expect(stage.deliveries(of: .touchesBegan) == ["content1"])
        #expect(
            Array(stage.forwards(of: .touchesBegan).prefix(5)) == [
                "content1->cell1", "cell1->table", "table->root", "root->ListController", "ListController->UIWindow",
            ])
        #expect(controller.received == ["began content1", "ended content1"])
        #expect(log.lines.last == "didSelect 1", "the table selects on the way through")
    }

    @Test("SV-9: next goes from a control to contentView, cell, table, its superview and the view controller")
    func nextChainThroughCell() throws {
        let stage = GestureSpec.Stage()
        let controller = ListController()
        let log = TableLog()
        stage.window.rootViewController = controller
        controller.table.frame = controller.view.bounds
        controller.table.dataSource = log
        let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let button = stage.add(UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 44)), to: cell.contentView)

        #expect(button.next === cell.contentView)
        #expect(cell.contentView.next === cell)
        #expect(cell.next === controller.table)
        #expect(controller.table.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === stage.window)
    }

    // MARK: SV-10

    @Test("SV-10: a button inside a cell fires and the row is not selected")
    func buttonInCell() throws {
        let scene = TableScene()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let button = scene.stage.add(
            UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 44)), to: cell.contentView)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)

        try scene.sim.tap(at: CGPoint(x: 50, y: 20), in: button)

        #expect(presses == 1)
        #expect(scene.log.lines.isEmpty)
        #expect(scene.table.indexPathForSelectedRow == nil)
    }

    @Test("SV-10: a disabled button in a cell passes the tap on, and the row is selected (SP-17)")
    func disabledButtonInCell() throws {
        let scene = TableScene()
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let button = scene.stage.add(
            UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 44)), to: cell.contentView)
        button.isEnabled = false

        try scene.sim.tap(at: CGPoint(x: 50, y: 20), in: button)

        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("A button in a table cell in a scroll view fires on a quick tap and highlights after a hold")
    func buttonInCellInScrollView() throws {
        let stage = GestureSpec.Stage()
        let outer = stage.add(UIScrollView(frame: stage.window.bounds))
        outer.contentSize = CGSize(width: 320, height: 1000)
        let log = TableLog()
        let table = stage.add(UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 400)), to: outer)
        table.dataSource = log
        table.delegate = log
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let button = stage.add(UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 44)), to: cell.contentView)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)

        try stage.sim.tap(at: CGPoint(x: 50, y: 20), in: button, duration: 0.05)
        #expect(presses == 1)

        stage.sim.advance(by: 1)
        let held = try stage.sim.touchDown(at: CGPoint(x: 50, y: 20), in: button)
        stage.sim.advance(by: 0.1)
        #expect(!button.isHighlighted)
        stage.sim.advance(by: 0.1)
        #expect(button.isHighlighted)
        try stage.sim.touchUp(held)
        #expect(presses == 2)
        #expect(log.lines.isEmpty, "the row is neither highlighted nor selected")
        #expect(outer.contentOffset == .zero && table.contentOffset == .zero)
    }

    // MARK: SP-3

    @Test("SP-3: a keyboard-dismissing tap recognizer on the container swallows row selection")
    func tapRecognizerSwallowsSelection() throws {
        let scene = TableScene()
        var dismissals = 0
        scene.stage.window.addGestureRecognizer(UITapGestureRecognizer { _ in dismissals += 1 })

        try scene.tap(row: 2)

        #expect(dismissals == 1)
        #expect(scene.log.selectionLines.isEmpty)
        #expect(scene.log.lines.contains("didUnhighlight 2") || !scene.log.lines.contains("didHighlight 2"))
        #expect(scene.table.indexPathForSelectedRow == nil)
    }

    @Test("SP-3: setting cancelsTouchesInView to false lets the tap recognizer and the selection both happen")
    func cancelsTouchesInViewFalseFixes() throws {
        let scene = TableScene()
        var dismissals = 0
        let tap = UITapGestureRecognizer { _ in dismissals += 1 }
        tap.cancelsTouchesInView = false
        scene.stage.window.addGestureRecognizer(tap)

        try scene.tap(row: 2)

        #expect(dismissals == 1)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("SP-3: filtering touches in shouldReceive keeps the tap recognizer off the table")
    func shouldReceiveFilterFixes() throws {
        let scene = TableScene()
        let outside = scene.stage.add(UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 80)))
        var dismissals = 0
        let tap = UITapGestureRecognizer { _ in dismissals += 1 }
        let delegate = GestureSpec.Delegate()
        delegate.shouldReceive = { _, touch in !(touch.view?.isDescendant(of: scene.table) ?? false) }
        tap.delegate = delegate
        scene.stage.window.addGestureRecognizer(tap)

        try scene.tap(row: 2)
        #expect(dismissals == 0)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))

        scene.sim.advance(by: 1)
        try scene.sim.tap(at: CGPoint(x: 10, y: 10), in: outside)
        #expect(dismissals == 1)
    }

    @Test("SP-3: a container tap recognizer also swallows a custom view's touchesEnded")
    func tapRecognizerSwallowsCustomHandling() throws {
        let stage = GestureSpec.Stage()
        let log = GestureSpec.Log()
        let container = stage.add(UIView(frame: stage.window.bounds))
        let custom = stage.add(
            GestureSpec.RecordingView("custom", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
            to: container)
        container.addGestureRecognizer(UITapGestureRecognizer())

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: custom)

        #expect(custom.calls == ["began", "cancelled"])
    }
}
