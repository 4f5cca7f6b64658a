// The preview of a showing context menu: the configuration's preview controller's view; a tap on it commits the
// preview (CM-8).
import Foundation

/// The view that shows a context menu's preview controller.
@MainActor
final class ContextMenuPreviewView: UIView {
    /// The preview controller, whose view fills this one.
    let controller: UIViewController
    private weak var presentation: ContextMenuPresentation?

    init(controller: UIViewController, presentation: ContextMenuPresentation) {
        self.controller = controller
        self.presentation = presentation
        super.init(frame: .zero)
        accessibilityIdentifier = "ContextMenu.Preview"
        isAccessibilityElement = true
        accessibilityTraits = .button
        let content = controller.view!
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // A preview is a picture of content, not the content: a tap anywhere on it commits it, as in UIKit.
        content.isUserInteractionEnabled = false
        addSubview(content)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // A touch that ends on the preview commits it.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        presentation?.interaction?.commitPreview()
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
