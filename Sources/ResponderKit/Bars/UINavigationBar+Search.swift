// A navigation bar's search bar: the top item's search controller's bar, shown in a row below the title (and the
// large title), which an active search with `hidesNavigationBarDuringPresentation` leaves alone at the bar's top
// (LE-62).
//
// Invariant: `shownSearchBar` is a subview exactly while the top item has a search controller; the bar's height
// (`displayHeight`) counts its row.
import Foundation

extension UINavigationBar {
    /// The height of the search bar's row: 52 points (observed, iOS 13 and later).
    public static let searchBarHeight: CGFloat = 52

    /// Whether an active search hides the title row, leaving the search bar alone in the bar.
    var searchCollapsesTitleRow: Bool {
        guard let controller = topItem?.searchController else { return false }
        return controller.isActive && controller.hidesNavigationBarDuringPresentation
    }

    /// Shows the top item's search bar (removing one that no longer belongs).
    func showSearchBar() {
        let wanted = topItem?.searchController?.searchBar
        if let shown = shownSearchBar, shown !== wanted, shown.superview === self { shown.removeFromSuperview() }
        shownSearchBar = wanted
        if let wanted, wanted.superview !== self { addSubview(wanted) }
    }

    /// Places the search bar in the bottom 52 points of the bar, across its width.
    func layoutSearchBar() {
        guard let searchBar = shownSearchBar, searchBar.superview === self else { return }
        let height = min(bounds.height, UINavigationBar.searchBarHeight)
        let frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        if searchBar.frame != frame { searchBar.frame = frame }
    }

    /// The search became active or inactive: the bar takes its new height at once, so the covered area below it
    /// is known.
    func searchActivityChanged() {
        barHeightMayHaveChanged()
        navigationController?.viewIfLoaded?.layoutIfNeeded()
        layoutItems()
    }
}
