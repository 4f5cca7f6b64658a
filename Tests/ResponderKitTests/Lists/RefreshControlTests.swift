// Pull to refresh (spec LS-17): a drag that pulls a table's content 60 points past its top starts refreshing and
// sends one `.valueChanged`; `endRefreshing()` allows the next.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// Twenty plain rows.
@MainActor
private final class TwentyRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@MainActor
struct RefreshControlTests {
    @Test("LS-17: pulling past 60 points refreshes once; a short pull does not; endRefreshing allows the next")
    func pullToRefresh() throws {
        let stage = Stage()
        let rows = TwentyRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = rows
        stage.add(table)
        let control = UIRefreshControl()
        var refreshes = 0
        control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        table.refreshControl = control
        #expect(table.refreshControl === control)

        func pull(_ distance: CGFloat) throws {
            stage.sim.advance(by: 1)
            try stage.sim.drag(
                from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 100 + distance), in: stage.window, steps: 20,
                duration: 1)
            stage.sim.advance(by: 3)
        }

        // 40 points of finger pull move the content about 21 points (rubber band): not enough.
        try pull(40)
        #expect(refreshes == 0)
        #expect(!control.isRefreshing)
        try pull(300)
        #expect(refreshes == 1)
        #expect(control.isRefreshing)
        try pull(300)
        #expect(refreshes == 1, "a refresh in progress is not started again")
        control.endRefreshing()
        try pull(300)
        #expect(refreshes == 2)
        // Refreshing from code sends nothing.
        control.endRefreshing()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(refreshes == 2)
    }

    @Test("LS-17: a plain scroll view's refresh control refreshes on a pull too, as in UIKit")
    func plainScrollView() throws {
        let stage = Stage()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        stage.add(scroll)
        let control = UIRefreshControl()
        var refreshes = 0
        control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scroll.refreshControl = control
        stage.sim.advance(by: 1)
        try stage.sim.drag(
            from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), in: stage.window, steps: 20, duration: 1)
        stage.sim.advance(by: 3)
        #expect(refreshes == 1)
        #expect(control.isRefreshing)
    }
}
