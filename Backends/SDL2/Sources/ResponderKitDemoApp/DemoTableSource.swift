// The table's rows and what selecting one logs.
import Foundation
import ResponderKit

/// The data source and delegate of the demo's table: ``DemoLayout/rowCount`` rows named "Row N".
@MainActor
final class DemoTableSource: UITableViewDataSource, UITableViewDelegate {
    private let log: DemoLog
    /// Called when the table scrolled (a wheel step, a drag): the latency measurement's end point.
    var onScrolled: (@MainActor () -> Void)?

    init(log: DemoLog) {
        self.log = log
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { DemoLayout.rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.accessibilityIdentifier = "row \(indexPath.row)"
        let shade: CGFloat = indexPath.row % 2 == 0 ? 1 : 0.94
        cell.backgroundColor = UIColor(white: shade, alpha: 1)
        cell.contentView.accessibilityIdentifier = "row \(indexPath.row) content"
        cell.contentView.backgroundColor = cell.backgroundColor
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.textLabel?.backgroundColor = cell.backgroundColor
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("row selected: \(indexPath.row)")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        onScrolled?()
        log.append("table scrolled: y=\(Int(scrollView.contentOffset.y.rounded()))")
    }
}
