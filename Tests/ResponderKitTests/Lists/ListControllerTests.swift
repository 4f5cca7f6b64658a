// Table and collection view controllers as apps subclass them (spec LS-14 … LS-16): overrides of the data source,
// delegate and scroll view delegate methods, rows loaded after viewDidLoad, selection cleared on appearance.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A table view controller written as apps write them: `override func tableView(…)` throughout.
@MainActor
private final class InboxController: UITableViewController {
    var messages = ["Hello", "Lunch?", "Invoice"]
    var log: [String] = []
    var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        tableView.register(OverridingCell.self, forCellReuseIdentifier: "message")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("rows")
        return messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // As apps do: a registered class is expected, so the forced cast must hold.
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as! OverridingCell
        cell.nameLabel.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
    }
}

/// A collection view controller written as apps write them.
@MainActor
private final class GalleryController: UICollectionViewController {
    var selected: [Int] = []
    var displayed: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(FrameCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        12
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! FrameCell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }

    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayed.append(indexPath.item)
    }
}

@MainActor
struct ListControllerTests {
    @Test("LS-14, LS-15: the table is the root view; rows load after viewDidLoad; overrides answer a tap")
    func tableControllerOverrides() throws {
        let inbox = InboxController(style: .grouped)
        let stage = Stage(rootViewController: inbox)
        #expect(inbox.tableView === inbox.view)
        #expect(inbox.tableView.style == .grouped)
        #expect(inbox.tableView.dataSource === inbox)
        #expect(inbox.tableView.delegate === inbox)
        #expect(inbox.log.first == "viewDidLoad")
        #expect(inbox.log.contains("rows"))
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 3)
        stage.sim.advance(by: 1)
        // 60-point rows: y = 90 is row 1.
        try stage.sim.tap(at: CGPoint(x: 100, y: 90), in: stage.window)
        #expect(inbox.log.last == "select 1")
        #expect(inbox.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        stage.sim.advance(by: 1)
        try stage.sim.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 350), in: stage.window)
        #expect(inbox.scrolls > 0)
    }

    @Test("LS-16: each appearance clears the selection, unless clearsSelectionOnViewWillAppear is false")
    func clearsSelectionOnAppearance() throws {
        let inbox = InboxController(style: .plain)
        let stage = Stage(rootViewController: inbox)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 100, y: 30), in: stage.window)
        #expect(inbox.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        stage.window.isHidden = true
        stage.window.isHidden = false
        #expect(inbox.tableView.indexPathForSelectedRow == nil)
        inbox.clearsSelectionOnViewWillAppear = false
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 100, y: 150), in: stage.window)
        stage.window.isHidden = true
        stage.window.isHidden = false
        #expect(inbox.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(inbox.log.filter { $0 == "viewDidLoad" }.count == 1)
    }

    @Test("LS-14, LS-15: a collection view controller registers in viewDidLoad; overrides display and select")
    func collectionControllerOverrides() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let gallery = GalleryController(collectionViewLayout: layout)
        let stage = Stage(rootViewController: gallery)
        #expect(gallery.collectionView === gallery.view)
        #expect(gallery.collectionViewLayout === layout)
        stage.sim.advance(by: 1)
        // Rows of three 100-point items 10 points apart: (160, 160) is item 4, second row, middle.
        try stage.sim.tap(at: CGPoint(x: 160, y: 160), in: stage.window)
        #expect(gallery.selected == [4])
        // 480 points show rows 0…3 (the fourth row starts at 330): items 0…11.
        #expect(gallery.displayed == Array(0..<12))
        #expect(gallery.collectionView.visibleCells.count == 12)
    }

    @Test("LS-17: refreshControl of a table view controller is its table's")
    func refreshControlIsTheTables() {
        let inbox = InboxController(style: .plain)
        let control = UIRefreshControl()
        inbox.refreshControl = control
        #expect(inbox.tableView.refreshControl === control)
        #expect(control.superview === inbox.tableView)
        inbox.refreshControl = nil
        #expect(control.superview == nil)
    }
}
