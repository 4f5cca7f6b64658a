// The view under a sheet or a popover: for a sheet it dims and blocks the content behind (noninteractive) unless
// the detent is undimmed (PR-8); for a popover a tap on it dismisses the popover, except where a passthrough view
// lies, which gets the touch (PR-11).
import Foundation

/// The dimming view of a sheet or a popover.
@MainActor
final class PresentationDimmingView: UIView {
    private weak var controller: UIPresentationController?
    private var touchDownInside = false

    init(controller: UIPresentationController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let controller, let hit = super.hitTest(point, with: event) else { return nil }
        if let popover = controller as? UIPopoverPresentationController, controller.effectiveStyle == .popover {
            return popover.passthroughTakes(convert(point, to: superview?.superview), with: event) ? nil : hit
        }
        return controller.isUndimmed ? nil : hit
    }

    // The touch goes nowhere; a tap ends here dismisses a popover.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchDownInside = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchDownInside else { return }
        touchDownInside = false
        guard let controller, controller.effectiveStyle == .popover, controller.transition == nil else { return }
        controller.userRequestedDismissal(interactive: false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchDownInside = false
    }
}
