import UIKit

/// One photo: its title and a Favourite switch.
class PhotoDetailViewController: UIViewController {
    let library: PhotoLibrary
    let index: Int
    let titleLabel = UILabel()
    let favoriteSwitch = UISwitch()

    init(library: PhotoLibrary, index: Int) {
        self.library = library
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let photo = library.photos[index]
        title = photo.title
        titleLabel.text = photo.title
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        favoriteSwitch.isOn = photo.isFavorite
        favoriteSwitch.accessibilityLabel = "Favourite"
        favoriteSwitch.addTarget(self, action: #selector(favoriteChanged(_:)), for: .valueChanged)

        for subview in [titleLabel, favoriteSwitch] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            favoriteSwitch.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            favoriteSwitch.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    @objc func favoriteChanged(_ sender: UISwitch) {
        library.setFavorite(sender.isOn, at: index)
    }
}
