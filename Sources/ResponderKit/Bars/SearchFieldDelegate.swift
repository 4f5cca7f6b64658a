// What a search bar's text field asks its delegate, passed on to the search bar's delegate.
import Foundation

/// The delegate a search bar gives its text field: it asks and tells the search bar's delegate.
@MainActor
final class SearchFieldDelegate: UITextFieldDelegate {
    private unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the Search key: the delegate hears of it and editing goes on, as in UIKit.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
