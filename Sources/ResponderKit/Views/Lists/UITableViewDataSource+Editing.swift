// What a table does when its data source leaves out the editing and reordering methods (LE-21, LE-30, LE-38).
//
// UIKit offers swipe-to-delete only when the data source implements `tableView(_:commit:forRowAt:)`, and reordering
// only when it implements `tableView(_:moveRowAt:to:)`. Swift cannot tell whether a conforming type implements a
// method without calling it, so these defaults tell the table when they run instead: it logs, undoes what the user
// did, and offers the feature no more to that data source (LE-38, **chosen**).
import Foundation

extension UITableViewDataSource {
    /// True: every row is editable, as in UIKit.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Tells the table that the data source does not commit edits (LE-38).
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.dataSourceLeftOut(.commit, for: self)
    }
    /// True: every row can move while the data source moves rows.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Tells the table that the data source does not move rows (LE-38).
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.dataSourceLeftOut(.move, for: self)
    }
}
