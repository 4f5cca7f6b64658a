// An item of a collection view: a content view inside a cell, both in the responder chain.
//
// Invariant: the content view fills the cell.
import Foundation

/// A single data item when that item is within the collection view's visible bounds.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; its next responder is the cell.
    public let contentView: UIView
    /// Whether the cell is highlighted (a touch is on it).
    open var isHighlighted = false
    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { noteViewChange() }
    }

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps the content view filling the cell.
    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }

    /// The size the content view's constraints give, as small as they allow (the estimate where they give no
    /// size), for a self-sizing flow layout (LE-54).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let fitted = contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        if fitted.width > 0, fitted.height > 0 { layoutAttributes.size = fitted }
        return layoutAttributes
    }

    /// Clears the highlight and the selection (LS-12); overrides call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }
}
