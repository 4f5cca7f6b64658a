// The layer a context menu shows in: a backdrop over the whole window, above every other view, holding the
// preview (when the configuration has one) and the menu's panel.
//
// Invariants: it covers its window, so the next touch after the menu appeared lands on it or its contents and on
// nothing beneath (CM-6); a touch that ends on the backdrop itself dismisses the menu without running anything.
import Foundation

/// The full-window layer of a showing context menu.
@MainActor
final class ContextMenuContainerView: UIView {
    /// The presentation shown.
    private(set) weak var presentation: ContextMenuPresentation?
    /// The menu's list.
    let panel = ContextMenuPanelView(frame: .zero)
    /// The preview's view, when the configuration gave a preview controller.
    private(set) var previewView: ContextMenuPreviewView?

    init(presentation: ContextMenuPresentation, frame: CGRect) {
        self.presentation = presentation
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        accessibilityIdentifier = "ContextMenu.Backdrop"
        // VoiceOver, like a touch, reaches only the menu while it shows.
        accessibilityViewIsModal = true
        if let controller = presentation.previewController {
            let preview = ContextMenuPreviewView(controller: controller, presentation: presentation)
            previewView = preview
            addSubview(preview)
        }
        addSubview(panel)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The rows shown now.
    var rows: [ContextMenuRowButton] { panel.rows }

    /// Shows `lines` and places the panel (and the preview) by the press location.
    func showLines(_ lines: [ContextMenuEntry], title: String) {
        guard let presentation else { return }
        panel.show(lines, title: title, presentation: presentation)
        place(around: presentation.windowLocation)
    }

    /// The line whose row holds `point` (window coordinates), when enabled.
    func entry(atWindowPoint point: CGPoint) -> ContextMenuEntry? {
        for row in panel.rows where row.isEnabled {
            if row.bounds.contains(row.convert(point, from: nil)) { return row.entry }
        }
        return nil
    }

    /// The panel's top-left corner 12 points below the press (above it when there is no room below), kept 8 points
    /// inside the window (**chosen**); the preview above the panel, or below it when there is no room above.
    private func place(around location: CGPoint) {
        let margin: CGFloat = 8
        let size = panel.bounds.size
        var origin = CGPoint(x: location.x, y: location.y + 12)
        if origin.y + size.height > bounds.height - margin { origin.y = location.y - 12 - size.height }
        origin.x = min(max(origin.x, margin), max(bounds.width - size.width - margin, margin))
        origin.y = min(max(origin.y, margin), max(bounds.height - size.height - margin, margin))
        panel.frame = CGRect(origin: origin, size: size)
        guard let previewView else { return }
        let preferred = previewView.controller.preferredContentSize
        let width = preferred.width > 0 ? min(preferred.width, bounds.width - 2 * margin) : bounds.width - 4 * margin
        let height = preferred.height > 0 ? preferred.height : min(200, bounds.height / 3)
        var top = origin.y - margin - height
        if top < margin { top = panel.frame.maxY + margin }
        previewView.frame = CGRect(x: (bounds.width - width) / 2, y: top, width: width, height: height)
    }

    // A touch on the backdrop is swallowed; one that ends on it dismisses the menu (CM-6).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        presentation?.interaction?.dismissMenu()
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
