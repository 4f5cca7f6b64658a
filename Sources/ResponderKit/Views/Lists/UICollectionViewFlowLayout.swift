// A layout that flows items into lines, section after section, vertically or horizontally, with sizes, insets and
// spacings from its properties or from the collection view's `UICollectionViewDelegateFlowLayout` (LE-50 … LE-57 in
// docs/spec-list-interactions.md).
//
// Invariants: `prepare()` asks the delegate once per item and section and keeps the frames until the layout is
// invalidated (a property change, `invalidateLayout()`, or a change of the collection view's size); attribute
// queries then allocate only the attributes they return. Invalid sizes (negative, NaN, infinite) are logged and
// laid out as zero.
import Foundation

extension UICollectionView {
    /// The directions a flow layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked top to bottom.
        case vertical
        /// Lines are columns, placed left to right.
        case horizontal
    }

    /// The kind of a section's header view in a flow layout.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer view in a flow layout.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// A layout object that organizes items into a grid with optional header and footer views for each section.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The edges the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content area inside the collection view's content inset (the default).
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// The value of ``estimatedItemSize`` that sizes every item to its cell's constraints.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The direction lines follow each other and the content scrolls. `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// The size of items whose delegate does not give one. 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// A nonzero value turns self-sizing on: items take this size until their cell exists, then the size its
    /// `preferredLayoutAttributesFitting(_:)` answers. ``automaticSize`` estimates with ``itemSize``. Zero by
    /// default.
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The margins of each section. Zero by default.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// The space between lines (rows, or columns in a horizontal flow). 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The least space between the items of a line. 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The size of section headers: its height applies in a vertical flow, its width in a horizontal one; zero
    /// (the default) for none.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The size of section footers, as for headers. Zero by default.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// What the section insets are measured from. `.fromContentInset` by default.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateLayout() }
    }

    private var sections: [FlowLayoutSection] = []
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize = .zero

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Works out every frame: asks the delegate (or the properties) for each section's metrics and each item's
    /// size, then flows the items into lines.
    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        preparedSize = collectionView.bounds.size
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds
        let content = collectionView.contentInset
        let reference = referenceInsets(of: collectionView)
        let crossLength =
            vertical
            ? bounds.width - content.left - content.right : bounds.height - content.top - content.bottom
        let crossInsets = vertical ? (reference.left, reference.right) : (reference.top, reference.bottom)
        var start: CGFloat = 0
        var oversized = false
        for section in 0..<collectionView.numberOfSections {
            let metrics = self.metrics(of: section, in: collectionView)
            let laidOut = FlowLayoutSection(
                metrics, start: start, crossLength: max(0, crossLength), crossInsets: crossInsets, vertical: vertical)
            oversized = oversized || laidOut.hasOversizedItem
            sections.append(laidOut)
            start = laidOut.end
        }
        contentSize =
            vertical
            ? CGSize(width: max(0, crossLength), height: start) : CGSize(width: start, height: max(0, crossLength))
        if oversized { warnOversized(vertical: vertical, in: collectionView) }
    }

    /// The size of all sections: along the scrolling axis their total, across it the content area.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The attributes of every item, header and footer whose frame intersects `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, laidOut) in sections.enumerated() {
            let path = IndexPath(item: 0, section: section)
            if let header = laidOut.header, header.intersects(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, path, header))
            }
            for (item, frame) in laidOut.items.enumerated() where frame.intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
            if let footer = laidOut.footer, footer.intersects(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, path, footer))
            }
        }
        return result
    }

    /// The attributes of an item, or nil when the layout has no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = itemFrame(at: indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// The attributes of a section's header or footer (item 0 of the section), or nil when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let frame = supplementaryFrame(ofKind: elementKind, inSection: indexPath.section) else { return nil }
        return supplementary(elementKind, indexPath, frame)
    }

    /// True when the size of the collection view changes: the lines flow again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    // MARK: Internals

    /// An item's frame without making attributes (the collection view's layout pass).
    func itemFrame(at indexPath: IndexPath) -> CGRect? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// A header's or footer's frame, or nil.
    func supplementaryFrame(ofKind kind: String, inSection section: Int) -> CGRect? {
        guard sections.indices.contains(section) else { return nil }
        switch kind {
        case UICollectionView.elementKindSectionHeader: return sections[section].header
        case UICollectionView.elementKindSectionFooter: return sections[section].footer
        default: return nil
        }
    }

    private func supplementary(_ kind: String, _ indexPath: IndexPath, _ frame: CGRect)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        return attributes
    }
}
