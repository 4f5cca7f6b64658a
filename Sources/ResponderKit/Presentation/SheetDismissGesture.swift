// A sheet's own pan (PR-7): dragged down from its smallest detent it dismisses the sheet interactively when
// released far enough or flicked fast enough, else springs back; refused (`isModalInPresentation`, the delegate)
// it only stretches and the delegate hears `presentationControllerDidAttemptToDismiss`; between detents it moves
// the sheet to the nearest one.
//
// Invariant: `mode` is `.idle` whenever no finger drags the sheet; the sheet is laid out by its container only
// then.
import Foundation

/// The drag of a sheet and the interaction controller of its swipe-down dismissal.
@MainActor
final class SheetDismissGesture: NSObject, UIGestureRecognizerDelegate, UIViewControllerInteractiveTransitioning {
    /// The fraction of the sheet's height a release must have dragged it down to dismiss it (**chosen**).
    static let dismissFraction: CGFloat = 0.5
    /// The downward speed, in points per second, at which a release dismisses whatever the distance (**chosen**).
    static let dismissVelocity: CGFloat = 1000
    /// How much of the finger's travel a refused sheet follows (**chosen**: UIKit's stretch).
    static let refusedStretch: CGFloat = 0.2
    /// How long a refused or resized sheet takes to settle (**chosen**).
    static let settleDuration: TimeInterval = 0.3

    private enum Mode { case idle, dismissing, refused, resizing }

    /// The pan on the presented view.
    let recognizer: UIPanGestureRecognizer
    private weak var controller: UIPresentationController?
    private var mode = Mode.idle
    private var restingFrame: CGRect = .zero
    private var context: (any UIViewControllerContextTransitioning)?

    /// Whether a finger is dragging the sheet.
    var isDragging: Bool { mode != .idle }

    init(controller: UIPresentationController) {
        self.controller = controller
        recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        super.init()
        recognizer.name = "sheetDismiss"
        recognizer.delegate = self
        recognizer.addTarget(self, action: SheetDismissGesture.panned)
    }

    func attach(to view: UIView) { view.addGestureRecognizer(recognizer) }

    func detach() { recognizer.view?.removeGestureRecognizer(recognizer) }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, controller.transition == nil, let container = controller.containerView,
            SheetGeometry(controller: controller, container: container).usesDetents
        else { return false }
        let translation = recognizer.translation(in: nil)
        guard abs(translation.y) >= abs(translation.x) else { return false }
        return translation.y > 0 || detentHeights().count > 1
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    // MARK: The drag

    private func panned(_ recognizer: UIPanGestureRecognizer) {
        guard let controller, let view = controller.presentedView, let container = controller.containerView else {
            return
        }
        let offset = recognizer.translation(in: nil).y
        switch recognizer.state {
        case .began:
            restingFrame = view.frame
            let smallest = detentHeights().first ?? restingFrame.height
            if offset > 0 && restingFrame.height <= smallest + 0.5 {
                mode = .dismissing
                if !controller.userRequestedDismissal(interactive: true) { mode = .refused }
            } else {
                mode = .resizing
            }
            follow(offset, view: view, container: container)
        case .changed:
            follow(offset, view: view, container: container)
        case .ended:
            release(velocity: recognizer.velocity(in: nil).y, view: view, container: container)
        default:
            release(velocity: -.infinity, view: view, container: container)
        }
    }

    private func follow(_ offset: CGFloat, view: UIView, container: UIView) {
        switch mode {
        case .idle:
            return
        case .dismissing:
            let travel = max(offset, 0)
            view.frame = restingFrame.offsetBy(dx: 0, dy: travel)
            let span = max(container.bounds.maxY - restingFrame.minY, 1)
            context?.updateInteractiveTransition(travel / span)
            dimming?.alpha = 1 - min(travel / span, 1)
        case .refused:
            view.frame = restingFrame.offsetBy(dx: 0, dy: max(offset, 0) * Self.refusedStretch)
        case .resizing:
            let heights = detentHeights()
            let height = min(max(restingFrame.height - offset, heights.first ?? 0), heights.last ?? restingFrame.height)
            view.frame = CGRect(
                x: restingFrame.minX, y: container.bounds.maxY - height, width: restingFrame.width, height: height)
        }
    }

    private func release(velocity: CGFloat, view: UIView, container: UIView) {
        let mode = self.mode
        self.mode = .idle
        switch mode {
        case .idle:
            return
        case .dismissing:
            guard let context else { return }
            self.context = nil
            let travelled = view.frame.minY - restingFrame.minY
            let span = max(container.bounds.maxY - restingFrame.minY, 1)
            let progress = min(max(travelled / span, 0), 1)
            let dismisses =
                velocity.isFinite
                && (travelled >= restingFrame.height * Self.dismissFraction || velocity >= Self.dismissVelocity)
            let duration = PresentationTransition.systemDuration
            if dismisses {
                context.finishInteractiveTransition()
                let gone = restingFrame.offsetBy(dx: 0, dy: container.bounds.maxY - restingFrame.minY)
                UIView.animate(
                    withDuration: duration * (1 - progress),
                    animations: {
                        view.frame = gone
                        self.dimming?.alpha = 0
                    }, completion: { _ in context.completeTransition(true) })
            } else {
                context.cancelInteractiveTransition()
                let resting = restingFrame
                UIView.animate(
                    withDuration: duration * progress,
                    animations: {
                        view.frame = resting
                        self.dimming?.alpha = 1
                    }, completion: { _ in context.completeTransition(false) })
            }
        case .refused:
            let resting = restingFrame
            UIView.animate(withDuration: Self.settleDuration) { view.frame = resting }
        case .resizing:
            settle(velocity: velocity, view: view, container: container)
        }
    }

    /// Moves a resized sheet to a detent: the next one in the direction of a flick, else the nearest.
    private func settle(velocity: CGFloat, view: UIView, container: UIView) {
        guard let sheet = controller as? UISheetPresentationController else { return }
        let detents = sheet.resolvedDetents(in: container.bounds)
        let height = view.frame.height
        var target = detents.min { abs($0.height - height) < abs($1.height - height) } ?? detents[0]
        if velocity.isFinite, abs(velocity) >= Self.dismissVelocity {
            let start = restingFrame.height
            let candidates = velocity < 0 ? detents.filter { $0.height > start } : detents.filter { $0.height < start }
            target = (velocity < 0 ? candidates.first : candidates.last) ?? target
        }
        sheet.userSelected(target.identifier)
        let frame = CGRect(
            x: restingFrame.minX, y: container.bounds.maxY - target.height, width: restingFrame.width,
            height: target.height)
        UIView.animate(withDuration: Self.settleDuration) { view.frame = frame }
    }

    /// The heights of the sheet's active detents, smallest first.
    private func detentHeights() -> [CGFloat] {
        guard let controller, let bounds = controller.containerView?.bounds else { return [] }
        guard let sheet = controller as? UISheetPresentationController else {
            return [controller.sheetHeight(in: bounds)]
        }
        return sheet.resolvedDetents(in: bounds).map(\.height)
    }

    private var dimming: UIView? { (controller?.containerView as? PresentationContainerView)?.dimmingView }
}
