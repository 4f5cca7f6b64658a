// The view a presentation happens in (UIKit's transition view): it covers the presenter's window (or the
// presentation context's view), holds the dimming view and the presented view, and keeps touches from reaching
// the presenter's views (PR-3, PR-8).
//
// Invariant: a touch on the container itself (outside the presented view and the dimming view) goes nowhere
// unless the presentation lets it through (a popover or an undimmed sheet), when the views behind take it.
import Foundation

/// The container of one presentation.
@MainActor
final class PresentationContainerView: UIView {
    private weak var controller: UIPresentationController?
    /// The system chrome under the presented view (sheets and popovers), if any.
    var dimmingView: PresentationDimmingView?

    init(controller: UIPresentationController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    /// Adds the dimming view of a sheet or a popover at the back.
    func installDimmingView() {
        guard dimmingView == nil, let controller else { return }
        let dimming = PresentationDimmingView(controller: controller, frame: bounds)
        insertSubview(dimming, at: 0)
        dimmingView = dimming
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        // Nothing of the presentation is here: a popover or an undimmed sheet lets the views behind answer.
        guard let controller, controller.isSystemManaged else { return self }
        return controller.effectiveStyle == .popover || controller.isUndimmed ? nil : self
    }

    // Touches on the container go nowhere: the presenter's views behind take none (PR-3).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
