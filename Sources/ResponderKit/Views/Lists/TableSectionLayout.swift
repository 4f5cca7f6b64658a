// The geometry of one section of a table view: its header and footer views and heights, and each row's height and
// whether that height is still an estimate (LS-5).
//
// Invariant: `rowHeights` and `estimated` have one entry per row of the section.
import Foundation

/// One section of a table view's layout.
@MainActor
struct TableSectionLayout {
    /// The header view (the delegate's, or one made for the data source's title), or nil.
    var header: UIView?
    /// The footer view (the delegate's, or one made for the data source's title), or nil.
    var footer: UIView?
    /// The height of the header area.
    var headerHeight: CGFloat = 0
    /// The height of the footer area.
    var footerHeight: CGFloat = 0
    /// Where the section starts in the content (its header's place when it does not float, LE-41).
    var top: CGFloat = 0
    /// Where the section's footer starts in the content (the end of its rows).
    var footerTop: CGFloat = 0
    /// Whether the delegate was told `willDisplayHeaderView` and not yet `didEndDisplayingHeaderView` (LE-44).
    var headerDisplayed = false
    /// Whether the delegate was told `willDisplayFooterView` and not yet `didEndDisplayingFooterView` (LE-44).
    var footerDisplayed = false
    /// The height of each row.
    var rowHeights: [CGFloat] = []
    /// Whether each row's height is the delegate's estimate, not yet replaced by `heightForRowAt`.
    var estimated: [Bool] = []
}
