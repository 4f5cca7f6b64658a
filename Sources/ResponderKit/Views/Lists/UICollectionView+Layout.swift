// How a collection view uses its layout: it prepares the layout when it is invalid (a reload, a property change,
// a size change the layout asks for), places every cell and section header and footer at the layout's frames on
// each layout pass, and takes the layout's content size (LE-50 … LE-57).
//
// Invariants: the layout is prepared with the data source's counts before cells are made (so each is made at its
// frame) and again once they exist; placing views reads the prepared frames and, for a plain flow layout,
// allocates nothing.
import Foundation

/// The place of a supplementary view: its kind and section.
struct SupplementaryKey: Hashable {
    let kind: String
    let section: Int
}

extension UICollectionView {
    /// Prepares the layout for the current counts and bounds.
    func prepareLayout() {
        let layout = collectionViewLayout
        layout.collectionView = self
        layout.needsPrepare = false
        layoutBounds = bounds
        layout.prepare()
    }

    /// Places the cells and supplementary views at the layout's frames and sets the content size.
    func layoutItems() {
        let layout = collectionViewLayout
        if bounds != layoutBounds {
            if layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout.needsPrepare = true }
            layoutBounds = bounds
        }
        if layout.needsPrepare { prepareLayout() }
        // A plain flow layout's frames are read without making attributes; a subclass may change them.
        let flow = type(of: layout) == UICollectionViewFlowLayout.self ? layout as? UICollectionViewFlowLayout : nil
        for (section, sectionCells) in cells.sections.enumerated() {
            for (item, cell) in sectionCells.enumerated() {
                let indexPath = IndexPath(item: item, section: section)
                if let flow {
                    if let frame = flow.itemFrame(at: indexPath), cell.frame != frame { cell.frame = frame }
                } else {
                    layout.layoutAttributesForItem(at: indexPath)?.apply(to: cell)
                }
            }
        }
        for (key, view) in supplementaryViews {
            let indexPath = IndexPath(item: 0, section: key.section)
            if let flow {
                if let frame = flow.supplementaryFrame(ofKind: key.kind, inSection: key.section), view.frame != frame {
                    view.frame = frame
                }
            } else {
                layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: indexPath)?.apply(to: view)
            }
        }
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    // MARK: Supplementary views (LE-56)

    /// Registers a class for the supplementary views of a kind (such as ``elementKindSectionHeader``) and a reuse
    /// identifier; nil unregisters it. Views of the class are made with `init(frame:)` at their frame.
    public func register(
        _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        registeredSupplementary[elementKind + "\u{0}" + identifier] = viewClass
    }

    /// A supplementary view for a kind and identifier: one of the last load's, after its
    /// ``UICollectionReusableView/prepareForReuse()``, or a new one of the registered class (a plain view when none
    /// is registered, where UIKit raises an exception).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if let view = reusableSupplementary[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let frame =
            collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame
            ?? .zero
        let view = (registeredSupplementary[key] ?? UICollectionReusableView.self).init(_dequeuedWithFrame: frame)
        view.reuseIdentifier = identifier
        return view
    }

    /// The supplementary view of a kind at an index path (item 0 of its section for a flow layout's headers and
    /// footers), or nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        supplementaryViews[SupplementaryKey(kind: elementKind, section: indexPath.section)]
    }

    /// The supplementary views of a kind that intersect the visible area.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        supplementaryViews.filter { $0.key.kind == elementKind && $0.value.frame.intersects(bounds) }
            .sorted { $0.key.section < $1.key.section }.map(\.value)
    }

    /// Asks the data source for the view of each header and footer the layout gives a frame.
    func loadSupplementaryViews() {
        guard let dataSource else { return }
        for section in itemCounts.indices {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                let indexPath = IndexPath(item: 0, section: section)
                guard collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) != nil
                else { continue }
                let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                supplementaryViews[SupplementaryKey(kind: kind, section: section)] = view
                addSubview(view)
            }
        }
    }

    /// Removes the supplementary views, keeping those with a reuse identifier for dequeuing.
    func recycleSupplementaryViews() {
        for (key, view) in supplementaryViews {
            view.removeFromSuperview()
            if let identifier = view.reuseIdentifier {
                reusableSupplementary[key.kind + "\u{0}" + identifier, default: []].append(view)
            }
        }
        supplementaryViews = [:]
    }
}
