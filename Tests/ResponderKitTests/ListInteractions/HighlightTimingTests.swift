// The highlight of a touched row or item, on the scroll view's clock: it comes 150 ms after touch-down, or at
// touch-up when the finger lifts sooner (then highlight, unhighlight and select in UIKit's order), and it is taken
// back when the touch turns into a scroll (spec LE-46 … LE-49, after SV-2, SV-6, SV-7).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A cell that records `setHighlighted(_:animated:)`.
private final class RecordingCell: UITableViewCell {
    var calls: [Bool] = []

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        calls.append(highlighted)
        super.setHighlighted(highlighted, animated: animated)
    }
}

/// Forty rows of recording cells, or thirty collection items; it records the highlight and selection calls.
@MainActor
private final class HighlightLog: UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    var lines: [String] = []
    let cells = (0..<40).map { _ in RecordingCell(style: .default, reuseIdentifier: nil) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cells.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cells[indexPath.row]
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        lines.append("shouldHighlight \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        lines.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        lines.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        lines.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        lines.append("didSelect \(indexPath.row)")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
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
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        lines.append("didSelect \(indexPath.item)")
    }
}

@MainActor
struct HighlightTimingTests {
    @MainActor
    private struct Scene {
        let stage = Stage()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let log = HighlightLog()

        init() {
            stage.add(table)
            table.delegate = log
            table.dataSource = log
            table.layoutIfNeeded()
            stage.sim.advance(by: 1)
        }

        /// The middle of `row` (44-point rows).
        func point(_ row: Int) -> CGPoint { CGPoint(x: 160, y: CGFloat(row) * 44 + 22) }
    }

    @Test("LE-46: a row held down highlights 150 ms after touch-down, not before; the cell is told")
    func highlightAfterDelay() throws {
        let scene = Scene()
        let touch = try scene.stage.sim.touchDown(at: scene.point(3), in: scene.table)
        scene.stage.sim.advance(by: 0.149)
        #expect(scene.log.lines.isEmpty)
        #expect(scene.log.cells[3].isHighlighted == false)
        scene.stage.sim.advance(by: 0.001)
        #expect(scene.log.lines == ["shouldHighlight 3", "didHighlight 3"])
        #expect(scene.log.cells[3].isHighlighted)
        #expect(scene.log.cells[3].calls == [true])

        scene.stage.sim.advance(by: 1)
        try scene.stage.sim.touchUp(touch)
        #expect(
            scene.log.lines == [
                "shouldHighlight 3", "didHighlight 3", "willSelect 3", "didUnhighlight 3", "didSelect 3",
            ])
        #expect(scene.log.cells[3].calls == [true, false])
        #expect(scene.log.cells[3].isHighlighted == false && scene.log.cells[3].isSelected)
    }

    @Test("LE-47: a finger lifted before 150 ms highlights, unhighlights and selects at touch-up, in that order")
    func quickTap() throws {
        let scene = Scene()
        let touch = try scene.stage.sim.touchDown(at: scene.point(5), in: scene.table)
        scene.stage.sim.advance(by: 0.05)
        #expect(scene.log.lines.isEmpty)
        try scene.stage.sim.touchUp(touch)
        #expect(
            scene.log.lines == [
                "shouldHighlight 5", "didHighlight 5", "willSelect 5", "didUnhighlight 5", "didSelect 5",
            ])
        #expect(scene.log.cells[5].calls == [true, false])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    }

    @Test("LE-48: a held row that is then dragged unhighlights as the scroll begins and is not selected")
    func holdThenDrag() throws {
        let scene = Scene()
        let touch = try scene.stage.sim.touchDown(at: scene.point(6), in: scene.table)
        scene.stage.sim.advance(by: 0.2)
        #expect(scene.log.lines == ["shouldHighlight 6", "didHighlight 6"])
        for step in 1...8 {
            scene.stage.sim.advance(by: 0.016)
            try scene.stage.sim.touchMove(touch, to: CGPoint(x: 160, y: scene.point(6).y - CGFloat(step) * 10))
        }
        #expect(scene.log.lines == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6"])
        #expect(scene.table.isDragging)
        try scene.stage.sim.touchUp(touch)
        scene.stage.sim.advance(by: 2)
        #expect(scene.log.lines == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6"], "nothing selected")
        #expect(scene.table.contentOffset.y > 30, "the drag scrolled the table")
        #expect(scene.log.cells[6].calls == [true, false])
    }

    @Test("LE-48: a row dragged within 150 ms never highlights; the table scrolls")
    func quickDrag() throws {
        let scene = Scene()
        try scene.stage.sim.drag(from: scene.point(6), to: CGPoint(x: 160, y: 40), in: scene.table, duration: 0.1)
        scene.stage.sim.advance(by: 2)
        #expect(scene.log.lines.isEmpty)
        #expect(scene.log.cells[6].calls.isEmpty)
        #expect(scene.table.contentOffset.y > 100)
    }

    @Test("LE-49: a collection item highlights at 150 ms and follows the same order; a drag unhighlights it")
    func collectionTiming() throws {
        let stage = Stage()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let log = HighlightLog()
        stage.add(collection)
        collection.delegate = log
        collection.dataSource = log
        collection.layoutIfNeeded()
        stage.sim.advance(by: 1)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 160), in: collection)
        stage.sim.advance(by: 0.149)
        #expect(log.lines.isEmpty)
        stage.sim.advance(by: 0.001)
        #expect(log.lines == ["shouldHighlight 3", "didHighlight 3"])
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.isHighlighted == true)
        try stage.sim.touchUp(touch)
        #expect(
            log.lines == ["shouldHighlight 3", "didHighlight 3", "shouldSelect 3", "didUnhighlight 3", "didSelect 3"])

        log.lines.removeAll()
        stage.sim.advance(by: 1)
        let held = try stage.sim.touchDown(at: CGPoint(x: 160, y: 270), in: collection)
        stage.sim.advance(by: 0.2)
        for step in 1...8 {
            stage.sim.advance(by: 0.016)
            try stage.sim.touchMove(held, to: CGPoint(x: 160, y: 270 - CGFloat(step) * 10))
        }
        try stage.sim.touchUp(held)
        #expect(log.lines == ["shouldHighlight 7", "didHighlight 7", "didUnhighlight 7"])
        #expect(collection.cellForItem(at: IndexPath(item: 7, section: 0))?.isHighlighted == false)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }
}
