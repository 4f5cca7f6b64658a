// The presentation controller of popovers: the source it points at, where it goes (PR-10), and what a touch
// outside does (PR-11).
//
// Invariant: `arrowDirection` is `.unknown` until the popover is laid out in a container, then one of the
// permitted directions.
import Foundation

/// A presentation controller that manages the display of content in a popover, as in UIKit.
///
/// A tap outside the popover dismisses it (asking the delegate first), unless the touch lands on one of the
/// ``passthroughViews``, which then gets it (PR-11). In a compact width a popover adapts to a sheet unless the
/// delegate's `adaptivePresentationStyle` returns `.none` (PR-5).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The popover's arrow height (observed).
    static let arrowHeight: CGFloat = 13
    /// The distance kept from the container's safe edges (**chosen**).
    static let margin: CGFloat = 10
    /// The popover's size when the controller prefers none (**chosen**).
    static let defaultSize = CGSize(width: 320, height: 480)

    /// The view the popover points at (with ``sourceRect``).
    open weak var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at; its bounds when empty.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, instead of a source view.
    open var barButtonItem: UIBarButtonItem?
    /// Views that keep taking touches while the popover is shown; a tap on one does not dismiss it.
    open var passthroughViews: [UIView]?
    /// The directions the arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points; `.unknown` until the popover is laid out.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// Creates a popover controller.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentationStyle = .popover
        effectiveStyle = .popover
    }

    /// The popover's frame (PR-10): below the source when it fits, else above, right, left, within the
    /// permitted directions (the side with the most room when none fits, centred when none has any); a sheet's
    /// frame once adapted.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard effectiveStyle == .popover, let containerView else { return super.frameOfPresentedViewInContainerView }
        let (frame, direction) = placement(in: containerView)
        arrowDirection = direction
        return frame
    }

    // MARK: Internals

    /// The source rectangle in `container`'s coordinates.
    func anchor(in container: UIView) -> CGRect {
        if let item = barButtonItem, let view = item.representingView, view.window === container.window {
            return view.convert(view.bounds, to: container)
        }
        if let sourceView, sourceView.window === container.window {
            let rect = sourceRect.isEmpty ? sourceView.bounds : sourceRect
            return sourceView.convert(rect, to: container)
        }
        return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }

    private func placement(in container: UIView) -> (CGRect, UIPopoverArrowDirection) {
        let preferred = presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultSize
        let safe = container.bounds.inset(by: container.window?.safeAreaInsets ?? .zero)
            .insetBy(dx: Self.margin, dy: Self.margin)
        let source = anchor(in: container)
        let arrow = Self.arrowHeight
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, safe.maxY - source.maxY - arrow), (.down, source.minY - safe.minY - arrow),
            (.left, safe.maxX - source.maxX - arrow), (.right, source.minX - safe.minX - arrow),
        ]
        let permitted = room.filter { permittedArrowDirections.contains($0.0) }
        let choice =
            permitted.first { $0.0 == .up || $0.0 == .down ? $0.1 >= wanted.height : $0.1 >= wanted.width }
            ?? permitted.max { $0.1 < $1.1 } ?? (.up, safe.maxY - source.maxY - arrow)
        let direction = choice.0
        guard choice.1 > 0 else {
            // No side has room (the source covers the container): centred in the safe area.
            let size = CGSize(width: min(wanted.width, safe.width), height: min(wanted.height, safe.height))
            let frame = CGRect(
                x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width, height: size.height)
            return (frame, direction)
        }
        let vertical = direction == .up || direction == .down
        let width = min(wanted.width, vertical ? safe.width : max(choice.1, 0))
        let height = min(wanted.height, vertical ? max(choice.1, 0) : safe.height)
        var x: CGFloat
        var y: CGFloat
        if vertical {
            x = min(max(source.midX - width / 2, safe.minX), max(safe.maxX - width, safe.minX))
            y = direction == .up ? source.maxY + arrow : source.minY - arrow - height
        } else {
            y = min(max(source.midY - height / 2, safe.minY), max(safe.maxY - height, safe.minY))
            x = direction == .left ? source.maxX + arrow : source.minX - arrow - width
        }
        x = x.isFinite ? x : 0
        y = y.isFinite ? y : 0
        return (CGRect(x: x, y: y, width: width, height: height), direction)
    }

    /// Whether a touch at `point` (in the container's superview) lands on a passthrough view: the views behind
    /// the container are hit-tested and the hit must be a passthrough view or inside one.
    func passthroughTakes(_ point: CGPoint, with event: UIEvent?) -> Bool {
        guard let views = passthroughViews, !views.isEmpty, let container = containerView,
            let host = container.superview, let index = host.subviews.firstIndex(where: { $0 === container })
        else { return false }
        for sibling in host.subviews[..<index].reversed() {
            let local = sibling.convert(point, from: host)
            if let hit = sibling.hitTest(local, with: event) {
                return views.contains { hit.isDescendant(of: $0) }
            }
        }
        return false
    }
}
