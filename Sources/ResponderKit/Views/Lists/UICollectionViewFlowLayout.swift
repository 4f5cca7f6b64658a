// Layouts for collection views: a base class and a vertical flow of equal items.
import Foundation

/// The base class of collection view layouts: it places each item.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// Creates a layout.
    public init() {}

    /// The frames of the items of each section, for a collection view of `width`, and the content size.
    open func frames(itemCounts: [Int], width: CGFloat) -> (frames: [[CGRect]], contentSize: CGSize) {
        (itemCounts.map { Array(repeating: .zero, count: $0) }, .zero)
    }
}

/// A layout that flows equal-size items into rows, section after section, scrolling vertically.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item. 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The space between rows. 10 by default.
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items of a row. 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The margins of each section.
    open var sectionInset: UIEdgeInsets = .zero

    /// Flows the items: as many per row as fit, rows top to bottom.
    open override func frames(itemCounts: [Int], width: CGFloat) -> (frames: [[CGRect]], contentSize: CGSize) {
        let usable = width - sectionInset.left - sectionInset.right
        let step = itemSize.width + minimumInteritemSpacing
        let perRow = max(1, step > 0 ? Int((usable + minimumInteritemSpacing) / step) : 1)
        var frames: [[CGRect]] = []
        var top: CGFloat = 0
        for count in itemCounts {
            top += sectionInset.top
            var section: [CGRect] = []
            for index in 0..<max(0, count) {
                let row = index / perRow
                let column = index % perRow
                section.append(
                    CGRect(
                        x: sectionInset.left + CGFloat(column) * step,
                        y: top + CGFloat(row) * (itemSize.height + minimumLineSpacing),
                        width: itemSize.width, height: itemSize.height))
            }
            let rows = (max(0, count) + perRow - 1) / perRow
            top += CGFloat(rows) * itemSize.height + CGFloat(max(0, rows - 1)) * minimumLineSpacing
            top += sectionInset.bottom
            frames.append(section)
        }
        return (frames, CGSize(width: width, height: top))
    }
}
