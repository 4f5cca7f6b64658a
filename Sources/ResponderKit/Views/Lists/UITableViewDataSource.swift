// The data source of a table view.
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
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
