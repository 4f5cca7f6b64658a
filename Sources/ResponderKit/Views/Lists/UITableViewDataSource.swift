// The data source of a table view: rows, section titles, and the editing and reordering of rows (LE-20 … LE-39;
// those defaults are in UITableViewDataSource+Editing.swift).
import Foundation

/// The methods that supply a table view's rows and section titles.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections. 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of a section's header, shown when the delegate gives no header view (LS-7). Nil by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer, shown when the delegate gives no footer view (LS-7). Nil by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (deleted or inserted). True by default (LE-21).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Deletes or inserts a row as the user asked: update your data, then call `deleteRows` or `insertRows` (LE-5,
    /// LE-25).
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether a row shows a reorder control while editing. True by default (LE-30).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: update your data to match (LE-31).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
