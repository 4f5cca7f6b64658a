// A row of a table view: a content view inside a cell, both in the responder chain (SV-9).
import Foundation

/// The visual representation of a single row in a table view.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// Cell styles: the layout of the labels, drawn only by a backend.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// Selection styles.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The view that holds the cell's content; its next responder is the cell.
    public let contentView: UIView
    /// The label of the default styles; not interactive (a label), its text drawn only by a backend.
    public let textLabel: UILabel?
    /// The identifier used to dequeue the cell.
    public internal(set) var reuseIdentifier: String?
    /// How the cell shows selection: stored for source compatibility and drawn only by a backend. As in UIKit,
    /// `.none` changes only the look: the cell is still highlighted and selected, and the delegate still told.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is highlighted (a touch is on it).
    open var isHighlighted = false
    /// Whether the cell is selected.
    open var isSelected = false

    /// Creates a cell with a style and reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        textLabel = UILabel(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
    }

    /// Creates a default cell; table views use it to make cells of registered classes. Subclasses that override
    /// `init(style:reuseIdentifier:)` inherit it.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Creates a default cell with the given frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps the content view and label filling the cell.
    open override var frame: CGRect {
        didSet {
            contentView.frame = CGRect(origin: .zero, size: frame.size)
            textLabel?.frame = contentView.bounds
        }
    }

    /// Draws the background, then a gray shade while highlighted or selected (unless the style is `.none`); the
    /// content is the content view's.
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        guard isHighlighted || isSelected, selectionStyle != .none else { return }
        builder.fill(bounds, with: .systemGray4)
    }

    /// Sets the highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Sets the selection.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }
}
