// A row of a table view: a content view inside a cell, both in the responder chain (SV-9), with an accessory at
// the trailing edge (LS-9 … LS-11).
//
// Invariants:
// - The content view spans the cell from the leading edge to the accessory (or to the trailing edge without one);
//   the accessory in use is a direct subview of the cell, centred vertically (see UITableViewCell+Accessory.swift).
// - While editing, the editing control sits at the leading edge and the reorder control replaces the accessory
//   (UITableViewCell+Editing.swift).
// - Table views make cells of registered classes through `init(_dequeuedWithReuseIdentifier:)`, which delegates
//   to `init(style:reuseIdentifier:)`, so a subclass's override of that initializer runs (LS-1).
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

    /// The standard accessories at the trailing edge of a cell.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron: the row leads somewhere; tapping it selects the row.
        case disclosureIndicator
        /// An info button and a chevron; the button tells the delegate `accessoryButtonTappedForRowWith`.
        case detailDisclosureButton
        /// A checkmark; tapping it selects the row.
        case checkmark
        /// An info button that tells the delegate `accessoryButtonTappedForRowWith`.
        case detailButton
    }

    /// The view that holds the cell's content; its next responder is the cell.
    public let contentView: UIView
    /// The main label, in the content view (LS-22); not interactive (a label).
    public let textLabel: UILabel?
    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, in the content view; nil for
    /// `.default`, as in UIKit (LS-22).
    public let detailTextLabel: UILabel?
    /// The image view at the leading edge of the content view, shown when it has an image (LS-22).
    public let imageView: UIImageView?
    /// The style the cell was made with: where its labels go (LS-22).
    let cellStyle: CellStyle
    /// The identifier used to dequeue the cell.
    public internal(set) var reuseIdentifier: String?
    /// How the cell shows selection: stored for source compatibility and drawn only by a backend. As in UIKit,
    /// `.none` changes only the look: the cell is still highlighted and selected, and the delegate still told.
    open var selectionStyle: SelectionStyle = .default {
        didSet { if oldValue != selectionStyle { updateBackgroundViews() } }
    }
    /// Whether the cell is highlighted (a touch is on it).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { updateBackgroundViews() } }
    }
    /// Whether the cell is selected.
    open var isSelected = false {
        didSet {
            noteViewChange()
            if oldValue != isSelected { updateBackgroundViews() }
        }
    }
    /// A view behind the content, filling the cell; nil by default (LS-25).
    open var backgroundView: UIView? {
        didSet { if oldValue !== backgroundView { replaceBackgroundView(oldValue) } }
    }
    /// A view behind the content, filling the cell, shown instead of the gray shade while the cell is highlighted
    /// or selected (unless the selection style is `.none`); nil by default (LS-25).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { replaceBackgroundView(oldValue) }
        }
    }
    /// Whether the cell is in editing mode: it then shows its editing control, its reorder control and its editing
    /// accessory instead of its accessory (LE-26).
    open var isEditing = false {
        didSet { if oldValue != isEditing { updateEditingControls() } }
    }
    /// Whether the cell shows the reorder control while editing, in place of its accessory. The table sets it from
    /// its data source's `canMoveRowAt` when the row enters editing (LE-30).
    open var showsReorderControl = false {
        didSet { if oldValue != showsReorderControl { updateEditingControls() } }
    }
    /// Whether the content is indented while editing. True by default (LE-24).
    open var shouldIndentWhileEditing = true {
        didSet { if oldValue != shouldIndentWhileEditing { layoutCellParts() } }
    }
    /// The editing style the table gave the row, which picks its editing control (LE-22).
    public internal(set) var editingStyle: EditingStyle = .none {
        didSet { if oldValue != editingStyle { updateEditingControls() } }
    }
    /// Whether the row's delete confirmation (its trailing actions) is showing (LE-6).
    public internal(set) var showingDeleteConfirmation = false
    /// How far a swipe moved the cell sideways (UITableView+SwipeActions.swift).
    var swipeOffset: CGFloat = 0
    /// How far a reorder moved the cell up or down from its row (UITableView+Reorder.swift).
    var reorderOffset: CGFloat = 0
    /// The editing and reorder controls shown, and whether the delegate lets the content indent.
    var editingParts = CellEditingParts()

    /// The standard accessory shown outside editing; ignored while ``accessoryView`` is set. `.none` by default.
    open var accessoryType: AccessoryType = .none {
        didSet { if oldValue != accessoryType { updateAccessory() } }
    }
    /// A view of your own shown at the trailing edge outside editing, instead of ``accessoryType``'s.
    open var accessoryView: UIView? {
        didSet { if oldValue !== accessoryView { updateAccessory(removing: oldValue) } }
    }
    /// The standard accessory shown while editing; ignored while ``editingAccessoryView`` is set.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if oldValue != editingAccessoryType { updateAccessory() } }
    }
    /// A view of your own shown at the trailing edge while editing, instead of ``editingAccessoryType``'s.
    open var editingAccessoryView: UIView? {
        didSet { if oldValue !== editingAccessoryView { updateAccessory(removing: oldValue) } }
    }

    /// The standard accessory views made for the accessory types, by type (made on first use).
    var standardAccessories: [AccessoryType: UIView] = [:]
    /// The accessory view currently a subview of the cell, or nil.
    var shownAccessory: UIView?
    /// Whether the table has told its delegate `willDisplay` for the cell and not yet `didEndDisplaying` (LS-6).
    var isDisplayedInList = false

    /// Creates a cell with a style and reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        contentView = UIView(frame: .zero)
        textLabel = UILabel(frame: .zero)
        detailTextLabel = style == .default ? nil : UILabel(frame: .zero)
        imageView = UIImageView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
        for case let view? in [imageView, textLabel, detailTextLabel] as [UIView?] { contentView.addSubview(view) }
        detailTextLabel?.textAlignment = style == .value1 ? .right : .natural
        textLabel?.textAlignment = style == .value2 ? .right : .natural
    }

    /// How a table view makes a cell of a registered class: `init(style: .default, reuseIdentifier:)`, as UIKit
    /// does (LS-1). Not UIKit API; every subclass that overrides `init(style:reuseIdentifier:)`, or declares no
    /// initializer, inherits it.
    public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
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

    /// Keeps the content view, its label and the accessory in place.
    open override var frame: CGRect {
        didSet { layoutCellParts() }
    }

    /// Lays out the content view and the accessory; subclasses that override it call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
    }

    /// Draws the background, then a gray shade while highlighted or selected (unless the style is `.none`); the
    /// content is the content view's.
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        guard isHighlighted || isSelected, selectionStyle != .none, selectedBackgroundView == nil else { return }
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

    /// Enters or leaves editing mode (``isEditing``).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called just before a table view hands this cell out again from ``UITableView/dequeueReusableCell(withIdentifier:)``
    /// (LS-12). The default clears the highlight and the selection; overrides call `super` and reset the state
    /// that `cellForRowAt` does not set again.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }
}
