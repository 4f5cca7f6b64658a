// The base class of collection view layouts, with UIKit's contract: the collection view sets `collectionView`, calls
// `prepare()` when the layout is invalid, then reads `collectionViewContentSize` and each element's attributes.
//
// Invariants: `collectionView` is set by the collection view that shows the layout (weak, as in UIKit); the layout
// is prepared again only after `invalidateLayout()` or a bounds change the layout asks to be invalidated for, so
// scrolling does not recompute it.
import Foundation

/// An abstract base class for generating layout information for a collection view.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view that currently uses this layout.
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the next attributes are read.
    var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Computes the layout; called by the collection view before it reads attributes, each time the layout was
    /// invalidated. Subclasses call `super`. Does nothing by default.
    open func prepare() {}

    /// The size of the whole content; zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every cell and supplementary view whose frame intersects `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of an item's cell; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view (a section header or footer of a flow layout); nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Marks the layout invalid: the collection view prepares it again at its next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}
