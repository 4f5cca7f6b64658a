// A scrolling list of fixed-height rows with UIKit's touch-driven highlight and selection (SV-6 … SV-10).
//
// Invariants:
// - After `reloadData()`, every row has one cell, a direct subview placed at its row's rectangle.
// - `selectedIndexPaths` only holds valid index paths; with single selection it holds at most one.
// - User selection happens on touch-up in the table's own touch methods, which then forward along the chain, so
//   a recognizer that cancels the touch (SP-3) or a scroll (SV-7) prevents it, and a control in a cell that
//   consumes the touch prevents it too (SV-10).
import Foundation

/// A view that presents data using rows in a single column.
@preconcurrency @MainActor
open class UITableView: UIScrollView, SelectableList {
    /// Table styles.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The style: stored for source compatibility and drawn only by a backend.
    public let style: Style
    /// The data source; setting it reloads the data.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    /// The height of every row. 44 by default.
    open var rowHeight: CGFloat = 44 {
        didSet { layoutRows() }
    }
    /// Whether the user can select rows. True by default.
    open var allowsSelection = true
    /// Whether the user can select several rows. False by default.
    open var allowsMultipleSelection = false

    private var cells = ListCells<UITableViewCell>()
    private var selectedIndexPaths: [IndexPath] = []
    private var registered: [String: UITableViewCell.Type] = [:]
    private let selection = ListSelectionTracker()

    /// Creates a table with a style. Like UIKit's tables, it bounces vertically even when its rows fit
    /// (`alwaysBounceVertical` is true).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Data

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier` (cells are not recycled), or nil when none is.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cellClass = registered[identifier] else { return nil }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new cell of the class registered for `identifier`, or a default cell when none is.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Asks the data source for every row again and rebuilds the cells; the selection is cleared.
    open func reloadData() {
        cells.removeAll()
        selectedIndexPaths = []
        guard let dataSource else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<sections {
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            var sectionCells: [UITableViewCell] = []
            for row in 0..<rows {
                let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
                sectionCells.append(cell)
                addSubview(cell)
            }
            cells.sections.append(sectionCells)
        }
        layoutRows()
    }

    /// Lays the rows out across the table's width on every layout pass, as UIKit does: the width often comes from
    /// Auto Layout after the rows were loaded.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    private func layoutRows() {
        var y: CGFloat = 0
        for section in cells.sections {
            for cell in section {
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: rowHeight)
                y += rowHeight
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
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

    /// The cells of every row.
    open var visibleCells: [UITableViewCell] { cells.sections.flatMap { $0 } }

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
        if !allowsMultipleSelection {
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

    // MARK: SelectableList

    func selectionIndexPath(containing view: UIView) -> IndexPath? {
        cells.position(containing: view, in: self).map { IndexPath(row: $0.index, section: $0.section) }
    }

    func shouldHighlight(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func setUserHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        cellForRow(at: indexPath)?.setHighlighted(highlighted, animated: false)
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    func performUserSelection(at tapped: IndexPath) {
        if allowsMultipleSelection, selectedIndexPaths.contains(tapped) {
            setUserHighlighted(false, at: tapped)
            let redirected = tableDelegate.map { $0.tableView(self, willDeselectRowAt: tapped) } ?? tapped
            guard let target = redirected else { return }
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let redirected = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        setUserHighlighted(false, at: tapped)
        guard let target = redirected, cellForRow(at: target) != nil else { return }
        if !allowsMultipleSelection {
            for previous in selectedIndexPaths where previous != target {
                let deselected = tableDelegate.map { $0.tableView(self, willDeselectRowAt: previous) } ?? previous
                guard let deselected else { continue }
                deselectRow(at: deselected, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
