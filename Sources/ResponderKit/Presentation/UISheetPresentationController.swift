// The presentation controller of page and form sheets: detents, the selected one, and which leave the content
// behind interactive.
//
// Invariants: `detents` is never empty (an empty array reads as `[.large()]`); the sheet rests at the selected
// detent, or the smallest when none (or an unknown one) is selected.
import Foundation

/// A presentation controller that manages the appearance and behaviour of a sheet, as in UIKit.
///
/// In a compact width the sheet is attached to the bottom edge and rests at one of its ``detents``; the user
/// drags it between them and swipes it down from the smallest to dismiss it (PR-7). In a regular width detents do
/// not apply and the sheet is centred (PR-6). A ``UIPresentationController/delegate`` that adopts
/// ``UISheetPresentationControllerDelegate`` hears the user's detent changes.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at, smallest first once resolved. `[.large()]` by default.
    open var detents: [Detent] = [.large()] {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The detent the sheet rests at; nil means the smallest. Changing it moves the sheet (animated inside
    /// ``animateChanges(_:)``).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if oldValue != selectedDetentIdentifier { containerView?.setNeedsLayout() } }
    }

    /// The largest detent at which the content behind is neither dimmed nor blocked (PR-8); nil dims at every
    /// detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { containerView?.setNeedsLayout() }
    }

    /// Creates a sheet controller.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentationStyle = .pageSheet
        effectiveStyle = .pageSheet
    }

    /// Runs `changes` (to ``detents`` or ``selectedDetentIdentifier``) and moves the sheet to its new frame with
    /// the system's animation on the clock.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let containerView, let presentedView, transition == nil else { return }
        let frame = frameOfPresentedViewInContainerView
        UIView.animate(withDuration: PresentationTransition.systemDuration) { presentedView.frame = frame }
        containerView.setNeedsLayout()
    }

    // MARK: Internals

    /// The context detents resolve in.
    func resolutionContext(in bounds: CGRect) -> SheetDetentContext {
        SheetDetentContext(
            containerTraitCollection: .presentationEnvironment(of: bounds.size, in: containerView?.window),
            maximumDetentValue: super.sheetHeight(in: bounds), containerHeight: bounds.height)
    }

    /// The active detents with their heights, smallest first (medium is inactive in a compact height).
    func resolvedDetents(in bounds: CGRect) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = resolutionContext(in: bounds)
        var resolved: [(identifier: Detent.Identifier, height: CGFloat)] = []
        for detent in detents.isEmpty ? [.large()] : detents {
            guard let height = detent.resolvedValue(in: context), height.isFinite, height > 0 else { continue }
            resolved.append((detent.identifier, min(height, context.maximumDetentValue)))
        }
        if resolved.isEmpty { resolved = [(.large, context.maximumDetentValue)] }
        return resolved.sorted { $0.height < $1.height }
    }

    /// The detent the sheet rests at now.
    func currentDetent(in bounds: CGRect) -> (identifier: Detent.Identifier, height: CGFloat) {
        let resolved = resolvedDetents(in: bounds)
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    override func sheetHeight(in bounds: CGRect) -> CGFloat {
        currentDetent(in: bounds).height
    }

    override var isUndimmed: Bool {
        guard let largestUndimmedDetentIdentifier, let bounds = containerView?.bounds else { return false }
        let resolved = resolvedDetents(in: bounds)
        guard let limit = resolved.first(where: { $0.identifier == largestUndimmedDetentIdentifier }) else {
            return false
        }
        return currentDetent(in: bounds).height <= limit.height
    }

    /// The user dragged the sheet to `identifier`.
    func userSelected(_ identifier: Detent.Identifier) {
        guard identifier != (selectedDetentIdentifier ?? resolvedDetents(in: containerView?.bounds ?? .zero)[0].0)
        else { return }
        selectedDetentIdentifier = identifier
        // UIKit's sheet delegate is the presentation controller's delegate, when it adopts the sheet protocol.
        (delegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
