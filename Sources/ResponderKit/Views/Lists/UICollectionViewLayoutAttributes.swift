// Where a layout puts one element of a collection view: a cell or a supplementary view, its frame, its visibility.
//
// Invariants: `frame`, `center`, `size` and `bounds` describe one rectangle (setting one updates the others), as
// in UIKit; `representedElementKind` is nil exactly for cells.
import Foundation

/// An object that manages the layout-related attributes for a given item in a collection view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The kinds of element a collection view shows.
    public enum Category: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view, such as a section header.
        case supplementaryView
        /// A decoration view (not modelled: no layout produces one).
        case decorationView
    }

    /// The index path of the element.
    open var indexPath: IndexPath
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The element's alpha, applied to its view; 1 by default.
    open var alpha: CGFloat = 1
    /// Whether the element's view is hidden; false by default.
    open var isHidden = false
    /// The kind of element.
    public let representedElementCategory: Category
    /// The kind of supplementary view (such as `UICollectionView.elementKindSectionHeader`), nil for a cell.
    public let representedElementKind: String?

    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of the frame; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The bounds: the size at the origin; setting it keeps the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Attributes for the cell of an item.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of a kind.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Applies the frame, alpha and visibility to the element's view.
    func apply(to view: UIView) {
        if view.frame != frame { view.frame = frame }
        if view.alpha != alpha { view.alpha = alpha }
        if view.isHidden != isHidden { view.isHidden = isHidden }
    }
}
