// The search screen's list: five sections ("A" … "E") of ten rows, each header holding a button, filtered by the
// search bar's text. It logs the highlight and selection of rows (LE-46 … LE-48), taps on header buttons with
// whether the header floats (LE-41), and the search controller's calls (LE-59 … LE-61).
//
// Invariant: `visibleRows` is the rows whose title contains the search text (all of them when it is empty).
import Foundation
import ResponderKit

/// The table of the search screen, its data source, delegate and search results updater.
@MainActor
final class DemoSearchList: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    private static let sectionNames = ["A", "B", "C", "D", "E"]
    private let log: DemoLog
    private let search = UISearchController(searchResultsController: nil)
    private var filter = ""

    init(log: DemoLog) {
        self.log = log
        super.init(style: .plain)
        title = "Search"
        search.searchResultsUpdater = self
        search.delegate = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.accessibilityIdentifier = "search bar"
        search.searchBar.backgroundColor = UIColor(white: 0.9, alpha: 1)
        search.searchBar.searchTextField.accessibilityIdentifier = "search field"
        search.searchBar.searchTextField.backgroundColor = .white
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        // The rows start below the bar: this demo's table has no content inset adjustment.
        edgesForExtendedLayout = []
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "search table"
        tableView.backgroundColor = .white
    }

    private func rows(in section: Int) -> [String] {
        let all = (0..<10).map { "\(DemoSearchList.sectionNames[section])\($0)" }
        return filter.isEmpty ? all : all.filter { $0.lowercased().contains(filter.lowercased()) }
    }

    // MARK: Data source and delegate

    override func numberOfSections(in tableView: UITableView) -> Int { DemoSearchList.sectionNames.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows(in: section).count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let title = rows(in: indexPath.section)[indexPath.row]
        cell.textLabel?.text = title
        cell.accessibilityIdentifier = "row \(title)"
        cell.backgroundColor = UIColor(white: indexPath.row % 2 == 0 ? 1 : 0.94, alpha: 1)
        cell.contentView.accessibilityIdentifier = "row \(title) content"
        cell.contentView.backgroundColor = cell.backgroundColor
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let name = DemoSearchList.sectionNames[section]
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Section \(name)"
        header.accessibilityIdentifier = "header \(name)"
        header.contentView.backgroundColor = UIColor(red: 0.8, green: 0.88, blue: 1, alpha: 1)
        let button = UIButton(type: .system)
        button.setTitle("Top", for: .normal)
        button.accessibilityIdentifier = "header \(name) button"
        button.backgroundColor = UIColor(red: 0.6, green: 0.75, blue: 1, alpha: 1)
        button.frame = CGRect(x: 700, y: 2, width: 80, height: 24)
        button.addAction(
            UIAction { [weak self, weak header] _ in
                guard let self, let header else { return }
                let floating = header.frame.minY > self.tableView.rectForHeader(inSection: section).minY
                self.log.append("header button: \(name) (\(floating ? "floating" : "in place"))")
            }, for: .touchUpInside)
        header.contentView.addSubview(button)
        return header
    }

    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("row highlighted: \(rows(in: indexPath.section)[indexPath.row])")
    }

    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("row unhighlighted: \(rows(in: indexPath.section)[indexPath.row])")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("row selected: \(rows(in: indexPath.section)[indexPath.row])")
    }

    // MARK: Search

    func updateSearchResults(for searchController: UISearchController) {
        filter = searchController.searchBar.text ?? ""
        tableView.reloadData()
        let count = (0..<DemoSearchList.sectionNames.count).reduce(0) { $0 + rows(in: $1).count }
        log.append("search update: \"\(filter)\", \(count) of 50 rows")
    }

    func didPresentSearchController(_ searchController: UISearchController) {
        log.append("search: presented")
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        log.append("search: dismissed")
    }
}
