// The data source of a table view.
import Foundation

/// The methods that supply a table view's rows.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections. 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
