// The list of a showing context menu: an optional title, then its rows and separators stacked top to bottom.
//
// Invariant: the panel swallows every touch that reaches it (a disabled row's, the title's), so only a touch on the
// backdrop outside it dismisses the menu.
import Foundation

/// The menu's list of rows.
@MainActor
final class ContextMenuPanelView: UIView {
    /// The width of the list (**chosen**: UIKit's menus are about 250 points wide).
    static let width: CGFloat = 250
    /// The height of a row (**chosen**: UIKit's rows are 44 points tall).
    static let rowHeight: CGFloat = 44
    /// The height of the title line and of a separator between inline groups.
    static let titleHeight: CGFloat = 30
    static let separatorHeight: CGFloat = 8

    /// The rows shown, in order.
    private(set) var rows: [ContextMenuRowButton] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        accessibilityIdentifier = "ContextMenu"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Replaces the lines with `lines` under `title`, and sizes the panel to fit them.
    func show(_ lines: [ContextMenuEntry], title: String, presentation: ContextMenuPresentation) {
        for view in subviews { view.removeFromSuperview() }
        rows = []
        var y: CGFloat = 0
        let width = Self.width
        if !title.isEmpty {
            let label = UILabel(frame: CGRect(x: 12, y: 0, width: width - 24, height: Self.titleHeight))
            label.text = title
            label.textColor = .secondaryLabel
            label.font = .systemFont(ofSize: 13)
            addSubview(label)
            y += Self.titleHeight
        }
        for line in lines {
            if case .separator = line.kind {
                let separator = UIView(frame: CGRect(x: 0, y: y, width: width, height: Self.separatorHeight))
                separator.backgroundColor = .separator
                addSubview(separator)
                y += Self.separatorHeight
                continue
            }
            let row = ContextMenuRowButton(entry: line, presentation: presentation)
            row.frame = CGRect(x: 0, y: y, width: width, height: Self.rowHeight)
            addSubview(row)
            rows.append(row)
            y += Self.rowHeight
        }
        bounds.size = CGSize(width: width, height: y)
    }

    // The panel takes the touches its rows pass on (a disabled row's): nothing reaches the backdrop.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
