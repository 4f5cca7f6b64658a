// A scrolling grid of items with UIKit's touch-driven highlight and selection (SV-6 … SV-10), display
// notifications (LS-6) and cell reuse (LS-2, LS-12).
//
// Invariants: as for `UITableView`: after `reloadData()` every item has one cell placed by the layout, the
// selection only holds valid index paths (at most one with single selection), and user selection happens on
// touch-up in the collection view's own touch methods, which then forward along the chain.
import Foundation

/// An object that manages an ordered collection of data items and presents them using a layout.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView, SelectableList {
    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.needsPrepare = true
            layoutItems()
        }
    }
    /// The data source; setting it reloads the data.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            if loadsDataLazily {
                needsDataLoad = true
                setNeedsLayout()
            } else {
                reloadData()
            }
        }
    }
    /// The delegate; a new one may size the items differently (`UICollectionViewDelegateFlowLayout`), so the
    /// layout is invalidated.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { if oldValue !== delegate { collectionViewLayout.invalidateLayout() } }
    }
    /// Whether the user can select items. True by default.
    open var allowsSelection = true
    /// Whether the user can select several items. False by default.
    open var allowsMultipleSelection = false

    var cells = ListCells<UICollectionViewCell>()
    /// The number of items of each section, from the data source at the last load: what the layout lays out.
    var itemCounts: [Int] = []
    /// The section headers and footers the layout asked for, by kind and section (UICollectionView+Layout.swift).
    var supplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    var registeredSupplementary: [String: UICollectionReusableView.Type] = [:]
    var reusableSupplementary: [String: [UICollectionReusableView]] = [:]
    /// The bounds the layout was last asked about (`shouldInvalidateLayout(forBoundsChange:)`).
    var layoutBounds: CGRect = .zero
    private var selectedIndexPaths: [IndexPath] = []
    private var registered: [String: UICollectionViewCell.Type] = [:]
    /// Cells of the last load, waiting to be dequeued again, by reuse identifier.
    private var reusableCells: [String: [UICollectionViewCell]] = [:]
    /// Whether setting the data source waits for the first layout (or `reloadDataIfNeeded()`) to load the items;
    /// set by ``UICollectionViewController`` so that its `viewDidLoad()` runs first (LS-15).
    var loadsDataLazily = false
    /// Whether the items wait to be loaded (`loadsDataLazily`).
    private var needsDataLoad = false
    private let selection = ListSelectionTracker()

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        installListContextMenu()
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Data

    /// Registers a cell class for a reuse identifier; nil unregisters it. Cells of the class are made with
    /// `init(frame:)` at the frame the layout gives their item, as in UIKit (LS-2).
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `identifier`: one of the last load's cells, after its
    /// ``UICollectionReusableView/prepareForReuse()``, or a new cell of the registered class (a plain cell when
    /// none is registered, where UIKit raises an exception) (LS-2, LS-12).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let cell = (registered[identifier] ?? UICollectionViewCell.self).init(_dequeuedWithFrame: frame)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Asks the data source for every item again and rebuilds the cells; the selection is cleared. The cells of
    /// the previous load end their display and wait to be dequeued again (LS-12).
    open func reloadData() {
        needsDataLoad = false
        for (section, sectionCells) in cells.sections.enumerated() {
            for (item, cell) in sectionCells.enumerated() {
                endDisplay(of: cell, at: IndexPath(item: item, section: section))
                if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
            }
        }
        cells.removeAll()
        recycleSupplementaryViews()
        selectedIndexPaths = []
        itemCounts = []
        if let dataSource {
            itemCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
                max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
            }
            // The layout is prepared for the new counts first, so each new cell is made at its frame (LS-2).
            prepareLayout()
            for (section, count) in itemCounts.enumerated() {
                var sectionCells: [UICollectionViewCell] = []
                for item in 0..<count {
                    let cell = dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: section))
                    sectionCells.append(cell)
                    addSubview(cell)
                }
                cells.sections.append(sectionCells)
            }
            loadSupplementaryViews()
        }
        // A self-sizing flow layout is prepared again with the cells in place, to fit their content (LE-54).
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.estimatedItemSize != .zero {
            flow.needsPrepare = true
        }
        layoutItems()
        setNeedsLayout()
    }

    /// Lays the items out on every layout pass, then tells the delegate which items appeared or disappeared.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadDataIfNeeded()
        layoutItems()
        updateDisplayedItems()
    }

    /// Scrolling shows and hides items: the delegate hears of it at once (LS-6).
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            updateDisplayedItems()
        }
    }

    /// Loads the items if setting the data source left them to load (LS-15).
    func reloadDataIfNeeded() {
        if needsDataLoad { reloadData() }
    }

    /// Tells the delegate `willDisplay` for each item that entered the visible area and `didEndDisplaying` for
    /// each that left (LS-6).
    private func updateDisplayedItems() {
        let visible = bounds
        for (section, sectionCells) in cells.sections.enumerated() {
            for (item, cell) in sectionCells.enumerated() {
                let shown = cell.frame.intersects(visible)
                guard shown != cell.isDisplayedInList else { continue }
                let indexPath = IndexPath(item: item, section: section)
                if shown {
                    cell.isDisplayedInList = true
                    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                } else {
                    endDisplay(of: cell, at: indexPath)
                }
            }
        }
    }

    func endDisplay(of cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard cell.isDisplayedInList else { return }
        cell.isDisplayedInList = false
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in a section.
    open func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cell of an item, or nil.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        cells.cell(section: indexPath.section, index: indexPath.item)
    }

    /// The index path of a cell, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cells.position(of: cell).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// The index path of the item at a point in the collection view's coordinates, or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        cells.position(at: point).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// The cells of the items in the visible area (LS-6).
    open var visibleCells: [UICollectionViewCell] { cells.sections.flatMap { $0 }.filter(\.isDisplayedInList) }

    // MARK: Selection in code (no delegate calls, SV-8)

    /// The selected items, or nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects an item without calling the delegate (SV-8), then scrolls it to `scrollPosition` (no scrolling for
    /// `.none`).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated)
        guard let indexPath, scrollPosition != .none else { return }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls so that an item is at `scrollPosition` of the visible area, as far as the content allows: the vertical
    /// positions along y, the horizontal ones along x; `.none` scrolls just far enough for it to be fully visible.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let cell = cellForItem(at: indexPath) else { return }
        var vertical: ListScrollAlignment?
        if scrollPosition.contains(.top) {
            vertical = .top
        } else if scrollPosition.contains(.centeredVertically) {
            vertical = .middle
        } else if scrollPosition.contains(.bottom) {
            vertical = .bottom
        }
        var horizontal: ListScrollAlignment?
        if scrollPosition.contains(.left) {
            horizontal = .top
        } else if scrollPosition.contains(.centeredHorizontally) {
            horizontal = .middle
        } else if scrollPosition.contains(.right) {
            horizontal = .bottom
        }
        if vertical == nil, horizontal == nil {
            vertical = .minimal
            horizontal = .minimal
        }
        scrollListRect(cell.frame, vertically: vertical, horizontally: horizontal, animated: animated)
    }

    private func select(_ indexPath: IndexPath?, animated: Bool) {
        guard let indexPath, let cell = cellForItem(at: indexPath) else {
            if indexPath == nil {
                for selected in selectedIndexPaths { cellForItem(at: selected)?.isSelected = false }
                selectedIndexPaths = []
            }
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath {
                cellForItem(at: selected)?.isSelected = false
            }
            selectedIndexPaths.removeAll { $0 != indexPath }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cell.isSelected = true
    }

    /// Deselects an item without calling the delegate (SV-8).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Positions for scrolling an item into view.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Wraps raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leave the item where it is.
        public static let none: ScrollPosition = []
        /// Align the item with the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centre the item vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Align the item with the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Align the item with the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centre the item horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Align the item with the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Touches (SV-6, SV-7, SV-9)

    /// Highlights the touched item, then forwards the touches.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.began(touches, in: self)
        super.touchesBegan(touches, with: event)
    }

    /// Selects the item on touch-up, then forwards the touches.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.ended(touches, in: self)
        super.touchesEnded(touches, with: event)
    }

    /// Unhighlights the item without selecting it, then forwards the touches.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.cancelled(touches, in: self)
        super.touchesCancelled(touches, with: event)
    }

    // MARK: SelectableList

    func selectionIndexPath(containing view: UIView) -> IndexPath? {
        cells.position(containing: view, in: self).map { IndexPath(item: $0.index, section: $0.section) }
    }

    func shouldHighlight(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func setUserHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = highlighted
        if highlighted {
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        } else {
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
    }

    func performUserSelection(at tapped: IndexPath) {
        if allowsMultipleSelection, selectedIndexPaths.contains(tapped) {
            let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: tapped) ?? true
            setUserHighlighted(false, at: tapped)
            guard allowed else { return }
            deselectItem(at: tapped, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: tapped)
            return
        }
        let allowed = collectionDelegate?.collectionView(self, shouldSelectItemAt: tapped) ?? true
        setUserHighlighted(false, at: tapped)
        guard allowed else { return }
        if !allowsMultipleSelection {
            for previous in selectedIndexPaths where previous != tapped {
                deselectItem(at: previous, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: tapped, animated: false, scrollPosition: .none)
        collectionDelegate?.collectionView(self, didSelectItemAt: tapped)
    }
}
