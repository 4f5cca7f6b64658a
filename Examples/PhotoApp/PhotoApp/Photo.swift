import Foundation

struct Photo: Equatable {
    var title: String
    var isFavorite = false
}
