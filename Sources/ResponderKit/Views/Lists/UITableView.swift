// A scrolling list of rows with UIKit's touch-driven highlight and selection (SV-6 … SV-10), row heights from the
// delegate (LS-5), display notifications (LS-6), section headers and footers (LS-7), cell reuse (LS-12), and editing,
// swipe actions and reordering (LE-1 … LE-39, in UITableView+Editing.swift and its neighbours).
//
// Invariants:
// - After `reloadData()`, every row has one cell, a direct subview placed at its row's rectangle; `sections` holds
//   one layout per section with one height per row (see UITableView+Layout.swift).
// - `selectedIndexPaths` only holds valid index paths; with single selection it holds at most one.
// - User selection happens on touch-up in the table's own touch methods, which then forward along the chain, so
//   a recognizer that cancels the touch (SP-3) or a scroll (SV-7) prevents it, and a control in a cell that
//   consumes the touch prevents it too (SV-10).
import Foundation

/// A view that presents data using rows in a single column.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// Table styles.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The value of a height that UIKit works out: a self-sizing row (LS-5), or a header or footer that is there
    /// only when the section has a header or footer view or title (LS-7).
    public static let automaticDimension: CGFloat = -1

    /// The style: stored for source compatibility and drawn only by a backend.
    public let style: Style
    /// The data source; setting it reloads the data.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            if loadsDataLazily {
                needsDataLoad = true
                setNeedsLayout()
            } else {
                reloadData()
            }
        }
    }
    /// The height of the rows whose delegate does not give one. 44 by default; ``automaticDimension`` sizes each
    /// row to its content view's constraints (LS-5).
    open var rowHeight: CGFloat = 44 {
        didSet { if oldValue != rowHeight { reloadHeights() } }
    }
    /// The estimated height of rows, used until a row is about to appear (LS-5). 0 (no estimate) by default.
    open var estimatedRowHeight: CGFloat = 0
    /// The height of section headers whose delegate does not give one; ``automaticDimension`` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionHeaderHeight { reloadHeights() } }
    }
    /// The height of section footers whose delegate does not give one; ``automaticDimension`` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionFooterHeight { reloadHeights() } }
    }
    /// An estimate of section header heights; a positive value lets headers at ``automaticDimension`` take the
    /// height their view's constraints give (LE-40). 0 (no estimate) by default.
    open var estimatedSectionHeaderHeight: CGFloat = 0 {
        didSet { if oldValue != estimatedSectionHeaderHeight { reloadHeights() } }
    }
    /// An estimate of section footer heights, as for headers. 0 by default.
    open var estimatedSectionFooterHeight: CGFloat = 0 {
        didSet { if oldValue != estimatedSectionFooterHeight { reloadHeights() } }
    }
    /// A view above the first section, across the table's width at its own height; nil by default (LS-24).
    open var tableHeaderView: UIView? {
        didSet { replaceTableEndView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, across the table's width at its own height; nil by default (LS-24). An
    /// empty view, as apps set to end the list, takes no room.
    open var tableFooterView: UIView? {
        didSet { replaceTableEndView(oldValue, with: tableFooterView) }
    }
    /// Whether the user can select rows. True by default.
    open var allowsSelection = true
    /// Whether the user can select several rows. False by default.
    open var allowsMultipleSelection = false
    /// Whether the user can select rows while the table is editing. False by default (LE-27).
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows while the table is editing. False by default (LE-28).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode: rows show their editing and reorder controls. Setting it calls
    /// ``setEditing(_:animated:)`` without animation (LE-20).
    open var isEditing: Bool {
        get { editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: every row's cell enters or leaves editing, and open swipe actions close
    /// (LE-20, LE-26). Overrides call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }

    var cells = ListCells<UITableViewCell>()
    var sections: [TableSectionLayout] = []
    var selectedIndexPaths: [IndexPath] = []
    var registeredCells: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Cells and header views of the last load, waiting to be dequeued again, by reuse identifier.
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// Whether setting the data source waits for the first layout (or `reloadDataIfNeeded()`) to load the rows,
    /// as UIKit's tables do; set by ``UITableViewController`` so that its `viewDidLoad()` runs first (LS-15).
    var loadsDataLazily = false
    /// Whether the rows wait to be loaded (`loadsDataLazily`).
    var needsDataLoad = false
    /// The row and section updates recorded since the outermost `beginUpdates()` (UITableView+Updates.swift).
    var updates = TableUpdateBatch()
    /// Set while the display pass runs, so that the layout it triggers does not start another.
    var isUpdatingDisplay = false
    let selection = ListSelectionTracker()
    /// Editing mode, swipe actions and reordering (UITableView+Editing.swift).
    let editing = TableEditingState()

    /// Creates a table with a style. Like UIKit's tables, it bounces vertically even when its rows fit
    /// (`alwaysBounceVertical` is true).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        installEditingRecognizers()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    private func replaceTableEndView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        placeRows()
    }

    // MARK: Registration and reuse (LS-1, LS-3, LS-12)

    /// Registers a cell class for a reuse identifier; nil unregisters it. Cells of the class are made with
    /// `init(style: .default, reuseIdentifier:)`, as in UIKit.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// Registers a header or footer class for a reuse identifier; nil unregisters it. Views of the class are made
    /// with `init(reuseIdentifier:)`, as in UIKit.
    open func register(
        _ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        registeredHeaderFooters[identifier] = aClass
    }

    /// A cell for `identifier`: one of the last load's cells, after its ``UITableViewCell/prepareForReuse()``, or a
    /// new cell of the registered class; nil when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCells[identifier] else { return nil }
        return cellClass.init(_dequeuedWithReuseIdentifier: identifier)
    }

    /// A cell for `identifier`, as ``dequeueReusableCell(withIdentifier:)``; a default cell when no class is
    /// registered (where UIKit raises an exception).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view for `identifier`: one of the last load's, after its
    /// ``UITableViewHeaderFooterView/prepareForReuse()``, or a new one of the registered class; nil when there is
    /// neither.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredHeaderFooters[identifier] else { return nil }
        return viewClass.init(_dequeuedWithReuseIdentifier: identifier)
    }

    // MARK: Data

    /// Asks the data source for every row again and rebuilds the cells; the selection is cleared. The cells of
    /// the previous load end their display and wait to be dequeued again (LS-12).
    open func reloadData() {
        needsDataLoad = false
        recycleAll()
        selectedIndexPaths = []
        if let dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                var sectionCells: [UITableViewCell] = []
                for row in 0..<rows {
                    let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
                    sectionCells.append(cell)
                    addSubview(cell)
                }
                cells.sections.append(sectionCells)
            }
        }
        loadSectionViews()
        reloadHeights()
        editingRowsChanged()
    }

    /// Lays the rows out across the table's width on every layout pass, as UIKit does (the width often comes from
    /// Auto Layout after the rows were loaded), then tells the delegate which rows appeared or disappeared.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadDataIfNeeded()
        syncCellEditing()
        placeRows()
        updateDisplayedRows()
    }

    /// Scrolling shows and hides rows: the delegate hears of it at once (LS-6).
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            updateDisplayedRows()
        }
    }

    /// Loads the rows if setting the data source left them to load (LS-15).
    func reloadDataIfNeeded() {
        if needsDataLoad { reloadData() }
    }

    /// The number of sections.
    public var numberOfSections: Int { cells.sections.count }

    /// The number of rows in a section.
    open func numberOfRows(inSection section: Int) -> Int { cells.count(inSection: section) }

    /// The cell of a row, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cells.cell(section: indexPath.section, index: indexPath.row)
    }

    /// The index path of a cell, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.position(of: cell).map { IndexPath(row: $0.index, section: $0.section) }
    }

    /// The index path of the row at a point in the table's coordinates, or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        cells.position(at: point).map { IndexPath(row: $0.index, section: $0.section) }
    }

    /// The rectangle of a row in the table's coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        cellForRow(at: indexPath)?.frame ?? .zero
    }

    /// The header view of a section, or nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sections.indices.contains(section) ? sections[section].header as? UITableViewHeaderFooterView : nil
    }

    /// The footer view of a section, or nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sections.indices.contains(section) ? sections[section].footer as? UITableViewHeaderFooterView : nil
    }

    /// The cells of the rows in the visible area (LS-6).
    open var visibleCells: [UITableViewCell] { cells.sections.flatMap { $0 }.filter(\.isDisplayedInList) }

    /// The index paths of the rows in the visible area, or nil when there is none (LS-6).
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleCells.compactMap { indexPath(for: $0) }
        return paths.isEmpty ? nil : paths
    }

    // MARK: Selection in code (no delegate calls, SV-8)

    /// The selected row, or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

    /// The selected rows, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects a row without calling the delegate (SV-8), then scrolls it to `scrollPosition`; `.none` does not
    /// scroll here, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        select(indexPath, animated: animated)
        guard let indexPath, scrollPosition != .none else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    private func select(_ indexPath: IndexPath?, animated: Bool) {
        guard let indexPath else {
            for selected in selectedIndexPaths { cellForRow(at: selected)?.setSelected(false, animated: false) }
            selectedIndexPaths = []
            return
        }
        guard let cell = cellForRow(at: indexPath) else { return }
        if !allowsMultipleUserSelection {
            for selected in selectedIndexPaths where selected != indexPath {
                cellForRow(at: selected)?.setSelected(false, animated: false)
            }
            selectedIndexPaths.removeAll { $0 != indexPath }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cell.setSelected(true, animated: animated)
    }

    /// Deselects a row without calling the delegate (SV-8).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Positions for scrolling a row into view.
    public enum ScrollPosition: Int, Sendable {
        /// Just far enough for the row to be fully visible (no scrolling when it is).
        case none
        /// The row at the top of the visible area.
        case top
        /// The row centred in the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// Scrolls so that a row is at `scrollPosition` of the visible area, as far as the content allows.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let cell = cellForRow(at: indexPath) else { return }
        let alignment: ListScrollAlignment
        switch scrollPosition {
        case .none: alignment = .minimal
        case .top: alignment = .top
        case .middle: alignment = .middle
        case .bottom: alignment = .bottom
        }
        scrollListRect(cell.frame, to: alignment, animated: animated)
    }

    // MARK: Touches (SV-6, SV-7, SV-9)

    /// Highlights the touched row, then forwards the touches.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.began(touches, in: self)
        super.touchesBegan(touches, with: event)
    }

    /// Selects the row on touch-up, then forwards the touches.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.ended(touches, in: self)
        super.touchesEnded(touches, with: event)
    }

    /// Unhighlights the row without selecting it, then forwards the touches.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.cancelled(touches, in: self)
        super.touchesCancelled(touches, with: event)
    }
}
