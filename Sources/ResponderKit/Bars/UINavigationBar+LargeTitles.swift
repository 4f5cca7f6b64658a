// Large titles and the bar's current appearance: whether the top item's title shows large, and so how tall a
// navigation controller makes the bar (UI-13, UI-15).
//
// Invariant: the bar's height in a navigation controller is `barHeight` plus `largeTitleHeight` exactly while
// `showsLargeTitle`; any change of what decides it asks the controller for a layout pass.
import Foundation

extension UINavigationItem {
    /// When a navigation item's title shows large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack (large at the root when the bar prefers large titles).
        case automatic = 0
        /// Always large when the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline: never large (iOS 17).
        case inline = 3
    }
}

extension UINavigationBar {
    /// How much taller a large title makes the bar: 52 points (UIKit's 96-point bar, less the 44-point row).
    public static let largeTitleHeight: CGFloat = 52

    /// Whether the top item's title shows large: the bar prefers large titles and the item's mode says so, an
    /// `.automatic` item following the item below it (the root's `.automatic` is large).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items, !items.isEmpty else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height a navigation controller gives the bar: 44, or 96 with a large title, plus the search bar's
    /// 52 when the top item has a search controller; only the search bar's while an active search hides the title
    /// row (LE-62).
    var displayHeight: CGFloat {
        if searchCollapsesTitleRow { return UINavigationBar.searchBarHeight }
        return UINavigationBar.barHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
            + (topItem?.searchController == nil ? 0 : UINavigationBar.searchBarHeight)
    }

    /// The appearance the bar shows: with a large title (content at the scroll edge) the top item's or the bar's
    /// scroll-edge appearance, otherwise (or when neither is set) the top item's or the bar's standard one.
    var currentAppearance: UINavigationBarAppearance {
        if showsLargeTitle, let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        return topItem?.standardAppearance ?? standardAppearance
    }

    /// Asks the navigation controller to place the bar and the content again (the bar's height may change).
    func barHeightMayHaveChanged() {
        navigationController?.viewIfLoaded?.setNeedsLayout()
    }
}
