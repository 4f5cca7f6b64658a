// A table view's geometry and display: heights from the delegate (LS-5), rows placed top to bottom between section
// headers and footers (LS-7) and the table's header and footer views (LS-24), `willDisplay`/`didEndDisplaying` as rows enter and leave the visible area (LS-6),
// reuse of the last load's views (LS-12) and the accessory button (LS-11).
//
// Invariants: a row whose height is an estimate gets its real height before `willDisplay`; each cell is told
// `willDisplay` and `didEndDisplaying` alternately, starting with `willDisplay` (`isDisplayedInList`). Placing rows
// allocates nothing.
import Foundation

extension UITableView {
    /// The height of a header or footer at `automaticDimension` when the section has one (**chosen**: UIKit's
    /// plain-style height).
    static let automaticHeaderHeight: CGFloat = 28
    /// A self-sizing row whose content view has no constraints that give it a height.
    static let fallbackRowHeight: CGFloat = 44

    /// Ends the display of every row, removes the cells and header views, and keeps those with a reuse identifier
    /// for `dequeue…` (LS-12).
    func recycleAll() {
        for (section, sectionCells) in cells.sections.enumerated() {
            for (row, cell) in sectionCells.enumerated() {
                endDisplay(of: cell, at: IndexPath(row: row, section: section))
                if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
            }
        }
        cells.removeAll()
        recycleSectionViews()
    }

    /// Removes every section's header and footer, keeping reusable ones for dequeuing, and forgets the sections.
    func recycleSectionViews() {
        endSectionViewsDisplay()
        for section in sections {
            for case let view? in [section.header, section.footer] {
                view.removeFromSuperview()
                if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
                    reusableHeaderFooters[identifier, default: []].append(view)
                }
            }
        }
        sections = []
    }

    /// Asks for each section's header and footer view (the delegate's, else one showing the data source's title).
    func loadSectionViews() {
        sections = cells.sections.indices.map { section in
            var layout = TableSectionLayout()
            layout.header =
                tableDelegate?.tableView(self, viewForHeaderInSection: section)
                ?? titleView(dataSource?.tableView(self, titleForHeaderInSection: section))
            layout.footer =
                tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? titleView(dataSource?.tableView(self, titleForFooterInSection: section))
            for case let view? in [layout.header, layout.footer] { addSubview(view) }
            return layout
        }
    }

    private func titleView(_ title: String?) -> UIView? {
        guard let title else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    /// Asks the delegate for every height again (estimates where it gives them) and lays the rows out (LS-5).
    func reloadHeights() {
        for section in sections.indices {
            let count = cells.count(inSection: section)
            sections[section].rowHeights = Array(repeating: 0, count: count)
            sections[section].estimated = Array(repeating: false, count: count)
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                if estimate > 0 {
                    sections[section].rowHeights[row] = estimate
                    sections[section].estimated[row] = true
                } else {
                    sections[section].rowHeights[row] = resolvedHeight(at: indexPath)
                }
            }
            sections[section].headerHeight = headerHeight(inSection: section)
            sections[section].footerHeight = footerHeight(inSection: section)
        }
        placeRows()
        setNeedsLayout()
    }

    /// The delegate's height for a row, or ``rowHeight``; ``automaticDimension`` is the height the content view's
    /// constraints give at the table's width.
    private func resolvedHeight(at indexPath: IndexPath) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height == UITableView.automaticDimension else { return max(0, height) }
        guard let cell = cellForRow(at: indexPath) else { return UITableView.fallbackRowHeight }
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : UITableView.fallbackRowHeight
    }

    /// Places headers, rows and footers top to bottom across the table's width and sets the content size.
    func placeRows() {
        let width = bounds.width
        var y: CGFloat = 0
        if let tableHeaderView {
            // The table's header keeps its height and spans the width, above the first section (LS-24).
            let frame = CGRect(x: 0, y: 0, width: width, height: tableHeaderView.frame.height)
            if tableHeaderView.frame != frame { tableHeaderView.frame = frame }
            y = frame.height
        }
        for section in sections.indices {
            let layout = sections[section]
            sections[section].top = y
            layout.header?.frame = CGRect(x: 0, y: y, width: width, height: layout.headerHeight)
            y += layout.headerHeight
            let sectionCells = cells.sections[section]
            for row in sectionCells.indices where layout.rowHeights.indices.contains(row) {
                // A swiped or reordered row keeps its place beside or over its slot (LE-8, LE-32).
                let cell = sectionCells[row]
                let frame = CGRect(
                    x: cell.swipeOffset, y: y + cell.reorderOffset, width: width, height: layout.rowHeights[row])
                if cell.frame != frame { cell.frame = frame }
                y += layout.rowHeights[row]
            }
            sections[section].footerTop = y
            layout.footer?.frame = CGRect(x: 0, y: y, width: width, height: layout.footerHeight)
            y += layout.footerHeight
        }
        if let tableFooterView {
            let frame = CGRect(x: 0, y: y, width: width, height: tableFooterView.frame.height)
            if tableFooterView.frame != frame { tableFooterView.frame = frame }
            y += frame.height
        }
        let size = CGSize(width: width, height: y)
        if contentSize != size { contentSize = size }
        floatSectionViews()
    }

    /// Gives the rows entering the visible area their real height, then tells the delegate `willDisplay` for each
    /// row that entered and `didEndDisplaying` for each that left (LS-5, LS-6).
    func updateDisplayedRows() {
        guard !isUpdatingDisplay else { return }
        isUpdatingDisplay = true
        defer { isUpdatingDisplay = false }
        if resolveVisibleEstimates() { placeRows() }
        floatSectionViews()
        updateDisplayedSectionViews()
        let visible = bounds
        for (section, sectionCells) in cells.sections.enumerated() {
            for (row, cell) in sectionCells.enumerated() {
                let shown = cell.frame.intersects(visible)
                guard shown != cell.isDisplayedInList else { continue }
                let indexPath = IndexPath(row: row, section: section)
                if shown {
                    cell.isDisplayedInList = true
                    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                } else {
                    endDisplay(of: cell, at: indexPath)
                }
            }
        }
    }

    /// Replaces the estimates of the rows in the visible area by the delegate's heights, top to bottom, each row
    /// placed after the real heights of the rows above it; whether any height changed.
    private func resolveVisibleEstimates() -> Bool {
        let top = bounds.minY
        let bottom = bounds.maxY
        var y = tableHeaderView?.frame.height ?? 0
        var changed = false
        for section in sections.indices where section < cells.sections.count {
            y += sections[section].headerHeight
            for row in sections[section].rowHeights.indices {
                if y >= bottom { return changed }
                if sections[section].estimated[row], y + sections[section].rowHeights[row] > top {
                    sections[section].estimated[row] = false
                    let height = resolvedHeight(at: IndexPath(row: row, section: section))
                    changed = changed || height != sections[section].rowHeights[row]
                    sections[section].rowHeights[row] = height
                }
                y += sections[section].rowHeights[row]
            }
            y += sections[section].footerHeight
        }
        return changed
    }

    func endDisplay(of cell: UITableViewCell, at indexPath: IndexPath) {
        guard cell.isDisplayedInList else { return }
        cell.isDisplayedInList = false
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// The detail button of `cell`'s accessory was tapped: tells the delegate (LS-11).
    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }
}
