import UIKit

/// The photo list: a table pinned to the safe area, an Add button that presents the new-photo sheet, and a
/// detail screen for a tapped row.
class PhotoListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let library: PhotoLibrary
    let tableView = UITableView(frame: .zero, style: .plain)

    init(library: PhotoLibrary) {
        self.library = library
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addPhoto(_:)))

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Photo")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        NotificationCenter.default.addObserver(
            self, selector: #selector(libraryDidChange(_:)), name: PhotoLibrary.didChangeNotification,
            object: library)
    }

    @objc func addPhoto(_ sender: UIBarButtonItem) {
        let sheet = AddPhotoViewController()
        sheet.onSave = { [weak self] title in
            self?.library.add(Photo(title: title))
        }
        let navigation = UINavigationController(rootViewController: sheet)
        present(navigation, animated: true)
    }

    @objc private func libraryDidChange(_ notification: Notification) {
        tableView.reloadData()
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        library.photos.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
        let photo = library.photos[indexPath.row]
        cell.textLabel?.text = photo.isFavorite ? "★ " + photo.title : photo.title
        cell.accessibilityIdentifier = "photo-\(indexPath.row)"
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = PhotoDetailViewController(library: library, index: indexPath.row)
        navigationController?.pushViewController(detail, animated: true)
    }
}
