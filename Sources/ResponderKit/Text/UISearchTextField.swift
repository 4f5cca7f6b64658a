// The text field of a search bar: a text field whose clear button shows while editing, and that tells its search
// bar about every change the user makes.
import Foundation

/// A text field for search: ``UISearchBar/searchTextField``, or a field of your own.
///
/// Tokens are not supported; the field edits plain text as ``UITextField`` does.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The search bar the field belongs to.
    weak var searchBar: UISearchBar?

    /// Creates a search field; its clear button shows while editing, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clearButtonMode = .whileEditing
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Reports a user edit, then tells the search bar.
    override func textDidChangeByUser() {
        super.textDidChangeByUser()
        searchBar?.fieldTextDidChange()
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.traits.insert(.searchField)
        return defaults
    }
}
