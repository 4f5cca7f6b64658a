// A view controller that manages a search bar and shows search results while the search is active (LE-58 … LE-63).
//
// Invariants:
// - `searchBar` belongs to this controller for its whole life (`searchBar.searchController` points back); tapping
//   its field activates the controller, its Cancel button deactivates it, and every edit of its text and every
//   change of activity calls `searchResultsUpdater` once.
// - While active, the controller's view covers the area below the search bar (in the navigation controller's view
//   when the bar is in a navigation bar, else in the bar's window): it dims and takes taps when
//   `obscuresBackgroundDuringPresentation` is true, and shows the results controller's view while the bar has text
//   (or `showsSearchResultsController` is true). While inactive the view is in no superview.
// - A controller whose search bar is in no window cannot become active: the activation is logged and nothing
//   changes (LE-63).
import Foundation

/// A view controller that manages the display of search results based on interactions with a search bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller whose view shows the results, or nil to show them in the searched view itself.
    public let searchResultsController: UIViewController?
    /// The search bar this controller manages.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
    /// The object told of every change of the search bar's text and of activation (LE-60).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The delegate, told as the search interface shows and hides.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the search bar is dimmed, and a tap on it ends the search, while the search is
    /// active. True by default.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { updateOverlay() }
    }
    /// The former name of ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether a navigation bar holding the search bar hides its title row while the search is active, leaving the
    /// search bar at its top (LE-62). True by default.
    open var hidesNavigationBarDuringPresentation = true {
        didSet { if isActive { searchBarHostDidChange() } }
    }
    /// Whether the search bar shows its Cancel button while the search is active. True by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller's view shows even while the search bar is empty; the controller sets it
    /// when the bar's text becomes non-empty, as UIKit does. False by default.
    open var showsSearchResultsController = false {
        didSet { updateOverlay() }
    }

    private var active = false
    /// The tap on the dimmed background that ends the search; enabled only while the background is dimmed and
    /// the results are not shown over it.
    lazy var backgroundTap: UITapGestureRecognizer = UITapGestureRecognizer { [weak self] _ in
        self?.backgroundTapped()
    }

    /// Creates a search controller that shows its results in `searchResultsController`'s view (nil: in the
    /// searched view itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Creates a search controller that shows its results in the searched view. Nib files are not supported.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the search interface is shown. Setting true shows it (without focusing the search bar), false
    /// hides it; each change tells the delegate and the updater (LE-59, LE-61).
    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate() } else { deactivate(clearingText: false) }
        }
    }

    /// Makes the view that covers the content while the search is active.
    open override func loadView() {
        let overlay = UIView(frame: .zero)
        overlay.accessibilityIdentifier = "search overlay"
        overlay.addGestureRecognizer(backgroundTap)
        view = overlay
    }

    // MARK: What the search bar tells (LE-59, LE-60, LE-61)

    /// The user began editing the search bar's text: the search becomes active.
    func searchBarDidBeginEditing() {
        activate()
    }

    /// The user changed the search bar's text: the results controller shows once there is text, and the updater
    /// is told.
    func searchBarTextDidChange() {
        if !(searchBar.text ?? "").isEmpty, !showsSearchResultsController { showsSearchResultsController = true }
        if active { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    /// The user tapped the search bar's Cancel button: the text is cleared and the search ends.
    func searchBarCancelTapped() {
        deactivate(clearingText: true)
    }

    private func backgroundTapped() {
        deactivate(clearingText: true)
    }

    // MARK: Activation

    private func activate() {
        guard !active else { return }
        guard searchBar.window != nil else {
            // UIKit cannot present a search controller whose bar is not in a window (LE-63).
            PresentationDiagnostics.warn(
                "Attempt to present \(PresentationDiagnostics.name(of: self)) whose search bar is not in the window "
                    + "hierarchy.", application: nil)
            return
        }
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
        searchBarHostDidChange()
        showOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate(clearingText: Bool) {
        guard active else { return }
        delegate?.willDismissSearchController(self)
        active = false
        if clearingText { searchBar.text = "" }
        showsSearchResultsController = false
        if searchBar.searchTextField.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
        hideOverlay()
        searchBarHostDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }
}
