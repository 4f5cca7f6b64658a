// The buttons of a row's swipe actions (LE-2, LE-4, LE-10): real buttons behind the sliding row, one per action,
// each labelled with its title for accessibility; a tap runs the action (UITableView+SwipeActions.swift).
//
// Invariants: the view covers exactly the part of the row the cell has uncovered; the first action is nearest the
// edge the row was swiped from, and during a full swipe it covers the whole view.
import Foundation

/// The action buttons revealed beside a swiped row.
@MainActor
final class SwipeActionsView: UIView {
    /// The buttons, in the order of the actions.
    let buttons: [UIButton]
    /// Whether the view sits at the right of the row.
    let revealsRight: Bool
    /// The width at which every button has its natural width: where the row rests open (LE-10).
    let openWidth: CGFloat
    /// Whether the row is past the full-swipe point, so the first action covers the view (LE-9).
    var isFullSwipe = false {
        didSet { if oldValue != isFullSwipe { setNeedsLayout() } }
    }
    private let naturalWidths: [CGFloat]

    /// The least width of a button (**chosen**: 60 pt; a title adds its width and 15 pt on each side).
    static let minimumButtonWidth: CGFloat = 60

    init(actions: [UIContextualAction], revealsRight: Bool, table: UITableView) {
        self.revealsRight = revealsRight
        var buttons: [UIButton] = []
        var widths: [CGFloat] = []
        for (index, action) in actions.enumerated() {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.accessibilityLabel = action.title
            button.addAction(
                UIAction { [weak table] _ in table?.swipeActionButtonTapped(at: index) }, for: .touchUpInside)
            buttons.append(button)
            widths.append(max(button.intrinsicContentSize.width + 30, SwipeActionsView.minimumButtonWidth))
        }
        self.buttons = buttons
        naturalWidths = widths
        openWidth = widths.reduce(0, +)
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Lays the buttons side by side from the swiped edge, each widened in proportion when the view is wider than
    /// the open width.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let height = bounds.height
        let scale = openWidth > 0 ? max(1, width / openWidth) : 1
        var edge: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            var buttonWidth = naturalWidths[index] * scale
            if isFullSwipe { buttonWidth = index == 0 ? width : 0 }
            let x = revealsRight ? width - edge - buttonWidth : edge
            button.frame = CGRect(x: x, y: 0, width: buttonWidth, height: height)
            button.isHidden = buttonWidth == 0
            edge += buttonWidth
        }
    }
}
