// An item of a collection view: a content view inside a cell, both in the responder chain.
import Foundation

/// A single data item when that item is within the collection view's visible bounds.
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
    /// The view that holds the cell's content; its next responder is the cell.
    public let contentView: UIView
    /// The identifier used to dequeue the cell.
    public internal(set) var reuseIdentifier: String?
    /// Whether the cell is highlighted (a touch is on it).
    open var isHighlighted = false
    /// Whether the cell is selected.
    open var isSelected = false

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell with a zero frame; collection views use it to make cells of registered classes. Subclasses
    /// that override `init(frame:)` inherit it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps the content view filling the cell.
    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }
}
