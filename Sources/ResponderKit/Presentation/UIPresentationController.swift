// The object that manages one presentation: its container view, where the presented view goes, the chrome
// (dimming) of the system styles, and the transitions in and out (see UIPresentationController+Transitions.swift).
//
// Invariants:
// - `containerView` is non-nil from the start of the presentation transition to the end of the dismissal one; it
//   is in the presenter's window for all that time.
// - The presented and presenting controllers are held weakly: the presented controller holds its presentation
//   controller, and its presenter holds it while it is presented, so nothing here makes a cycle.
// - `effectiveStyle` is the style after adaptation, fixed when the presentation starts.
import Foundation

/// An object that manages the transition animations and the presentation of view controllers onscreen, as in
/// UIKit.
///
/// ResponderKit makes one for every presentation (a ``UISheetPresentationController`` for sheets, a
/// ``UIPopoverPresentationController`` for popovers, a plain one otherwise); a `.custom` presentation uses the one
/// its transitioning delegate returns. Subclasses override ``frameOfPresentedViewInContainerView`` and the
/// transition hooks as in UIKit.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    private weak var weakPresented: UIViewController?
    private weak var weakPresenting: UIViewController?

    /// The style the controller was made for (`.custom` for a transitioning delegate's controller).
    public internal(set) var presentationStyle: UIModalPresentationStyle
    /// The style after adaptation to the environment (PR-5), fixed when the presentation starts.
    var effectiveStyle: UIModalPresentationStyle
    /// Whether ResponderKit lays out the presented view and adds the system chrome (false for a transitioning
    /// delegate's controller, which does its own).
    var isSystemManaged = true
    /// The transition in progress, if any.
    var transition: PresentationTransition?
    /// The presenter's view while a full-screen presentation has removed it, with where it was.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int)?
    /// The sheet's drag, installed while a sheet is shown.
    var sheetGesture: SheetDismissGesture?

    /// The delegate told about adaptation and user-initiated dismissals.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller for `presentedViewController`, presented by `presentingViewController`
    /// (nil lets the presentation choose it).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        weakPresented = presentedViewController
        weakPresenting = presentingViewController
        presentationStyle = .custom
        effectiveStyle = .custom
        super.init()
    }

    /// The controller being presented.
    public var presentedViewController: UIViewController {
        // A presentation controller kept after its controller went away answers with a placeholder.
        weakPresented ?? UIViewController()
    }

    /// The controller that presents (the one given at creation until the presentation chooses it).
    public var presentingViewController: UIViewController {
        weakPresenting ?? presentedViewController
    }

    /// The view in which the presentation happens; nil before it starts and after the dismissal ends.
    public internal(set) var containerView: UIView?

    /// The view to animate and to place: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container: the container's bounds for full-screen and custom styles,
    /// the sheet's frame (PR-6) or the popover's (PR-10) for those.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        switch effectiveStyle {
        case .pageSheet, .formSheet:
            return SheetGeometry(controller: self, container: containerView).frame(forHeight: sheetHeight(in: bounds))
        default:
            return bounds
        }
    }

    /// Whether the presentation covers the whole window (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view is removed when the presentation ends: true for `.fullScreen` and
    /// `.currentContext`, false otherwise (PR-3).
    open var shouldRemovePresentersView: Bool {
        isSystemManaged && (effectiveStyle == .fullScreen || effectiveStyle == .currentContext)
    }

    /// The environment's traits: those of the presenter's window's size (PR-4).
    open var traitCollection: UITraitCollection {
        let window =
            containerView?.window ?? weakPresenting?.viewIfLoaded?.window ?? weakPresented?.viewIfLoaded?.window
        return .presentationEnvironment(of: window?.bounds.size ?? .zero, in: window)
    }

    /// The style the delegate asks for in a compact width, or `.none` (no adaptation) without a delegate.
    public var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
    }

    /// The style the delegate asks for in `traitCollection`, or `.none` without a delegate.
    public func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// What the system adapts this presentation to in a compact width (PR-5): a sheet for popovers and form
    /// sheets, the style itself otherwise.
    public var systemAdaptiveStyle: UIModalPresentationStyle {
        switch presentationStyle {
        case .popover, .formSheet: return .pageSheet
        default: return .none
        }
    }

    // MARK: Hooks, as in UIKit

    /// The presentation transition is about to begin: add your chrome to ``containerView``. Does nothing by
    /// default.
    open func presentationTransitionWillBegin() {}
    /// The presentation transition ended; `completed` is false when it was cancelled. Does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal transition is about to begin. Does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal transition ended; `completed` is false when it was cancelled. Does nothing by default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews. Does nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Internals

    /// The height of a sheet (the large detent's, PR-6); sheet controllers use their detents.
    func sheetHeight(in bounds: CGRect) -> CGFloat {
        SheetGeometry.largeHeight(in: bounds, safeTop: containerView?.window?.safeAreaInsets.top ?? 0)
    }

    /// Whether the sheet's current detent leaves the presenter's views interactive (PR-8).
    var isUndimmed: Bool { false }

    /// Records the presenter the presentation chose.
    func attach(presenting: UIViewController) {
        weakPresenting = presenting
    }

    /// The style after adaptation in `traits` (PR-5): the delegate's answer unless `.none`, else the system's.
    func resolveEffectiveStyle(in traits: UITraitCollection) -> UIModalPresentationStyle {
        guard presentationStyle != .custom, presentationStyle != .fullScreen, presentationStyle != .overFullScreen
        else { return presentationStyle }
        if let delegate {
            let asked = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
            return asked == .none || asked == .automatic ? presentationStyle : asked
        }
        guard traits.horizontalSizeClass == .compact else { return presentationStyle }
        let system = systemAdaptiveStyle
        return system == .none ? presentationStyle : system
    }

    /// Lays out the container: the hooks around placing the presented view and the chrome.
    func layoutContainer() {
        containerViewWillLayoutSubviews()
        if isSystemManaged, let container = containerView as? PresentationContainerView {
            container.dimmingView?.frame = container.bounds
            if transition == nil, sheetGesture?.isDragging != true, let presentedView,
                presentedView.superview === container
            {
                presentedView.frame = frameOfPresentedViewInContainerView
            }
        }
        containerViewDidLayoutSubviews()
    }
}
