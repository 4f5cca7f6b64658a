// The object a search controller tells when its search bar's text or its activity changes (LE-60).
import Foundation

/// A set of methods that let you update search results based on information the user enters into the search bar.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text changed, or the search controller became active or inactive: update the results
    /// from `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}
