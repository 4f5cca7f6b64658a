// The cells of a list view by section, with the lookups tables and collections share.
//
// Invariant: `sections[s][i]` is the cell of row or item `i` of section `s`; every cell is a direct subview of the
// list view that owns the value.
import Foundation

/// The cells of a table or collection view, by section.
@MainActor
struct ListCells<Cell: UIView> {
    var sections: [[Cell]] = []

    /// The number of cells in a section (0 for a section that does not exist).
    func count(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The cell at a position, or nil.
    func cell(section: Int, index: Int) -> Cell? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }

    /// The position of a cell, or nil.
    func position(of cell: UIView) -> (section: Int, index: Int)? {
        for (section, cells) in sections.enumerated() {
            if let index = cells.firstIndex(where: { $0 === cell }) { return (section, index) }
        }
        return nil
    }

    /// The position of the cell whose frame contains `point` (list coordinates), or nil.
    func position(at point: CGPoint) -> (section: Int, index: Int)? {
        for (section, cells) in sections.enumerated() {
            if let index = cells.firstIndex(where: { $0.frame.contains(point) }) { return (section, index) }
        }
        return nil
    }

    /// The position of the cell that contains `view` (the cell itself or a view inside it), or nil.
    func position(containing view: UIView, in list: UIView) -> (section: Int, index: Int)? {
        var current: UIView? = view
        while let candidate = current, candidate !== list {
            if candidate is Cell, candidate.superview === list { return position(of: candidate) }
            current = candidate.superview
        }
        return nil
    }

    /// Removes every cell from its superview and forgets them.
    mutating func removeAll() {
        for cells in sections { for cell in cells { cell.removeFromSuperview() } }
        sections = []
    }
}
