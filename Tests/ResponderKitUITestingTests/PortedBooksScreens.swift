// Screens equivalent to tomaszmnich/readinglist's book list, for PortedBooksTests.swift: tabs "To Read",
// "Finished" and "Settings"; a table of books whose row pushes the book's page; the page's Edit button shows an
// action sheet whose second action presents the edit form; the form's Delete row asks again in an action sheet and
// deletes the book, closing the form and going back to the list. (The original's setUp imports test data through
// a debug screen; here the list starts with three books.)
import Foundation
import ResponderKit

/// The books, shared by the screens.
@MainActor
final class BookShelf {
    var toRead = ["The Catcher in the Rye", "Dune", "Emma"]
}

/// The tabs, the first one a navigation stack on the "To Read" list.
@MainActor
func makeReadingList(shelf: BookShelf) -> UITabBarController {
    let toRead = UINavigationController(rootViewController: BooksViewController(shelf: shelf))
    toRead.tabBarItem = UITabBarItem(title: "To Read", image: nil, tag: 0)
    let finished = UINavigationController(rootViewController: PageViewController(title: "Finished"))
    finished.tabBarItem = UITabBarItem(title: "Finished", image: nil, tag: 1)
    let settings = UINavigationController(rootViewController: PageViewController(title: "Settings"))
    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 2)
    let tabs = UITabBarController()
    tabs.viewControllers = [toRead, finished, settings]
    return tabs
}

/// The "To Read" list.
@MainActor
final class BooksViewController: UITableViewController {
    let shelf: BookShelf

    init(shelf: BookShelf) {
        self.shelf = shelf
        super.init(style: .plain)
        title = "To Read"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shelf.toRead.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
        cell.textLabel?.text = shelf.toRead[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let book = BookViewController(shelf: shelf, title: shelf.toRead[indexPath.row])
        navigationController?.pushViewController(book, animated: true)
    }
}

/// A book's page: its Edit button offers "Update Reading Log" and "Edit Book".
@MainActor
final class BookViewController: UIViewController {
    let shelf: BookShelf

    init(shelf: BookShelf, title: String) {
        self.shelf = shelf
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", image: nil,
            primaryAction: UIAction { [unowned self] _ in
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Update Reading Log", style: .default))
                sheet.addAction(
                    UIAlertAction(title: "Edit Book", style: .default) { [unowned self] _ in
                        let form = EditBookViewController(shelf: shelf, book: title ?? "")
                        form.onDelete = { [weak self] in
                            _ = self?.navigationController?.popToRootViewController(animated: true)
                        }
                        present(UINavigationController(rootViewController: form), animated: true)
                    })
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(sheet, animated: true)
            })
    }
}

/// The edit form: rows Title, Author and Delete; Delete asks in an action sheet, then removes the book, closes the
/// form and goes back to the list.
@MainActor
final class EditBookViewController: UITableViewController {
    let shelf: BookShelf
    let book: String
    let rows = ["Title", "Author", "Delete"]
    /// Called once the book is deleted and the form closes: the book's page goes back to the list.
    var onDelete: (() -> Void)?

    init(shelf: BookShelf, book: String) {
        self.shelf = shelf
        self.book = book
        super.init(style: .grouped)
        title = "Edit Book"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard rows[indexPath.row] == "Delete" else { return }
        let confirm = UIAlertController(title: nil, message: "This book will be deleted.", preferredStyle: .actionSheet)
        confirm.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
                shelf.toRead.removeAll { $0 == book }
                dismiss(animated: true)
                onDelete?()
            })
        confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(confirm, animated: true)
    }
}
