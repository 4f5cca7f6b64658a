import Foundation

/// The app's photos; posts `didChangeNotification` after every change.
final class PhotoLibrary {
    static let didChangeNotification = Notification.Name("PhotoLibraryDidChange")

    private(set) var photos: [Photo]

    init(photos: [Photo]) {
        self.photos = photos
    }

    func add(_ photo: Photo) {
        photos.insert(photo, at: 0)
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
    }

    func setFavorite(_ isFavorite: Bool, at index: Int) {
        photos[index].isFavorite = isFavorite
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
    }
}
