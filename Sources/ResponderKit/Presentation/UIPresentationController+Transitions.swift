// Running a presentation and a dismissal: the container, the appearance callbacks in UIKit's order (PR-2), the
// transition (PR-12 to PR-14) and what happens when it ends.
//
// Invariants:
// - The presenter/presented links are made when the presentation starts and cut when the dismissal completes
//   (or a presentation is cancelled), never in between: nothing is half-linked (PR-15).
// - Every `viewWill…` announced here is followed by its `viewDid…` when the transition ends (or by the opposite
//   pair when it is cancelled); the automatic appearance of views moving in and out of the window skips these
//   controllers because their `isAppeared` was set first.
import Foundation

extension UIPresentationController {
    /// Presents ``presentedViewController`` from `presenter` (`source` called `present`) in `window`.
    func runPresentation(
        presenter: UIViewController, source: UIViewController, window: UIWindow, animated: Bool,
        completion: (() -> Void)?
    ) {
        let presented = presentedViewController
        attach(presenting: presenter)
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.presentationControllerStorage = self
        presented.isBeingPresentedStorage = true
        if let popover = self as? UIPopoverPresentationController {
            (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        }
        effectiveStyle = resolveEffectiveStyle(in: .presentationEnvironment(of: window.bounds.size, in: window))
        let contextView: UIView = presenter.view
        let container: PresentationContainerView
        if effectiveStyle == .currentContext || effectiveStyle == .overCurrentContext, let host = contextView.superview,
            host !== window
        {
            container = PresentationContainerView(controller: self, frame: contextView.frame)
            host.insertSubview(container, aboveSubview: contextView)
        } else {
            container = PresentationContainerView(controller: self, frame: window.bounds)
            window.addSubview(container)
        }
        containerView = container
        if isSystemManaged, [.pageSheet, .formSheet, .popover].contains(effectiveStyle) {
            container.installDimmingView()
        }
        let presentedView: UIView = presentedView ?? presented.view
        let visible = ControllerAppearanceChange.isVisible(window)
        let removes = shouldRemovePresentersView
        let leaving =
            visible && removes
            ? ControllerAppearanceChange(
                views: ControllerAppearanceChange.subtree(of: contextView), visibleAfter: false, animated: animated)
            : nil
        let arriving =
            visible
            ? ControllerAppearanceChange(
                views: ControllerAppearanceChange.subtree(of: presented.view), visibleAfter: true, animated: animated)
            : nil
        leaving?.announce()
        arriving?.announce()
        presentationTransitionWillBegin()
        let final = frameOfPresentedViewInContainerView
        let transition = PresentationTransition(
            kind: .presentation, container: container, animated: animated, style: effectiveStyle,
            from: (presenter, removes ? contextView : nil), to: (presented, presentedView),
            frames: [
                ObjectIdentifier(presented): (.zero, final),
                ObjectIdentifier(presenter): (contextView.frame, removes ? .zero : contextView.frame),
            ])
        self.transition = transition
        let (animator, interactor) = animated ? animators(presenting: true, source: source) : (nil, nil)
        transition.onEnd = { [self] completed in
            endPresentation(completed, contextView: contextView, appearance: (leaving, arriving), completion)
        }
        transition.start(animator: animator, interactor: interactor) {
            container.addSubview(presentedView)
            presentedView.frame = final
        }
    }

    private func endPresentation(
        _ completed: Bool, contextView: UIView,
        appearance: (leaving: ControllerAppearanceChange?, arriving: ControllerAppearanceChange?),
        _ completion: (() -> Void)?
    ) {
        let presented = presentedViewController
        let presenter = presentingViewController
        transition = nil
        presented.isBeingPresentedStorage = false
        guard completed else {
            presentationTransitionDidEnd(false)
            undoAppearance(of: presented.viewIfLoaded, visibleAfter: false)
            containerView?.removeFromSuperview()
            if appearance.leaving != nil { undoAppearance(of: contextView, visibleAfter: true) }
            containerView = nil
            unlink([presented], from: presenter)
            return
        }
        if shouldRemovePresentersView, let superview = contextView.superview, superview !== containerView {
            let index = superview.subviews.firstIndex { $0 === contextView } ?? 0
            removedPresenterView = (contextView, superview, index)
            contextView.removeFromSuperview()
        }
        presentationTransitionDidEnd(true)
        // The arriving controller hears didAppear before the leaving one hears didDisappear (PR-2).
        appearance.arriving?.complete()
        appearance.leaving?.complete()
        if isSystemManaged, effectiveStyle == .pageSheet || effectiveStyle == .formSheet, let view = presentedView {
            let gesture = SheetDismissGesture(controller: self)
            gesture.attach(to: view)
            sheetGesture = gesture
        }
        containerView?.setNeedsLayout()
        // A full-screen or capturing presented controller now decides the status bar (LS-18).
        containerView?.window?.updateStatusBarAppearance()
        // A new screen for VoiceOver, as UIKit announces one.
        containerView?.window?.application.post(.screenChanged, argument: nil)
        completion?()
    }

    /// Dismisses ``presentedViewController`` and every controller it presents; the top one animates (PR-9).
    /// `userInitiated` dismissals tell the delegate; `interactor` drives a sheet's swipe.
    func runDismissal(
        animated: Bool, userInitiated: Bool, interactor: (any UIViewControllerInteractiveTransitioning)?,
        completion: (() -> Void)?
    ) {
        let presenter = presentingViewController
        var chain = [presentedViewController]
        while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
        let top = chain[chain.count - 1]
        let topController = top.presentationControllerStorage ?? self
        guard let container = topController.containerView else { return }
        for controller in chain { controller.isBeingDismissedStorage = true }
        let visible = ControllerAppearanceChange.isVisible(container.window)
        let leavingViews = chain.compactMap(\.viewIfLoaded).flatMap(ControllerAppearanceChange.subtree(of:))
        let leaving =
            visible ? ControllerAppearanceChange(views: leavingViews, visibleAfter: false, animated: animated) : nil
        let restored = removedPresenterView
        let arriving = restored.flatMap { removed in
            visible
                ? ControllerAppearanceChange(
                    views: ControllerAppearanceChange.subtree(of: removed.view), visibleAfter: true, animated: animated)
                : nil
        }
        leaving?.announce()
        arriving?.announce()
        if let restored {
            restored.superview.insertSubview(restored.view, at: min(restored.index, restored.superview.subviews.count))
        }
        for controller in chain { controller.presentationControllerStorage?.dismissalTransitionWillBegin() }
        let fromView = topController.presentedView
        let toView = restored?.view
        let transition = PresentationTransition(
            kind: .dismissal, container: container, animated: animated, style: topController.effectiveStyle,
            from: (top, fromView), to: (presenter, toView),
            frames: [
                ObjectIdentifier(top): (fromView?.frame ?? .zero, .zero),
                ObjectIdentifier(presenter): (toView?.frame ?? .zero, toView?.frame ?? .zero),
            ])
        topController.transition = transition
        self.transition = transition
        var (animator, delegateInteractor) =
            animated ? topController.animators(presenting: false, source: top) : (nil, nil)
        if interactor != nil { delegateInteractor = interactor }
        transition.onEnd = { [self] completed in
            endDismissal(completed, chain: chain, appearance: (leaving, arriving), userInitiated, completion)
        }
        transition.start(animator: animator, interactor: delegateInteractor) {}
    }

    private func endDismissal(
        _ completed: Bool, chain: [UIViewController],
        appearance: (leaving: ControllerAppearanceChange?, arriving: ControllerAppearanceChange?),
        _ userInitiated: Bool, _ completion: (() -> Void)?
    ) {
        let presenter = presentingViewController
        let controllers = chain.compactMap(\.presentationControllerStorage)
        for controller in chain { controller.isBeingDismissedStorage = false }
        for controller in controllers { controller.transition = nil }
        transition = nil
        guard completed else {
            for controller in controllers { controller.dismissalTransitionDidEnd(false) }
            if let restored = removedPresenterView {
                undoAppearance(of: restored.view, visibleAfter: false)
                restored.view.removeFromSuperview()
            }
            for controller in chain { undoAppearance(of: controller.viewIfLoaded, visibleAfter: true) }
            containerView?.setNeedsLayout()
            return
        }
        if let restored = removedPresenterView, restored.view.superview !== restored.superview {
            // An animator put the presenter's view in the container: it goes back where it was.
            restored.superview.insertSubview(restored.view, at: min(restored.index, restored.superview.subviews.count))
        }
        let window = containerView?.window ?? presenter.viewIfLoaded?.window
        for controller in controllers.reversed() {
            controller.dismissalTransitionDidEnd(true)
            controller.sheetGesture?.detach()
            controller.sheetGesture = nil
            controller.containerView?.removeFromSuperview()
            controller.containerView = nil
            controller.removedPresenterView = nil
        }
        unlink(chain, from: presenter)
        // The arriving presenter hears didAppear before the leaving controllers hear didDisappear (PR-2).
        appearance.arriving?.complete()
        appearance.leaving?.complete()
        window?.updateStatusBarAppearance()
        window?.application.post(.screenChanged, argument: nil)
        if userInitiated { delegate?.presentationControllerDidDismiss(self) }
        completion?()
    }

    /// Cuts the links of `chain` (bottom first). Each presentation controller stays with its controller, so what the app configured (its delegate, a sheet's detents) holds for the next presentation; a
    /// transitioning delegate's controller is asked for again.
    private func unlink(_ chain: [UIViewController], from presenter: UIViewController) {
        if presenter.presentedStorage === chain.first { presenter.presentedStorage = nil }
        for controller in chain {
            controller.presentingStorage = nil
            controller.presentedStorage = nil
            if controller.presentationControllerStorage?.isSystemManaged == false {
                controller.presentationControllerStorage = nil
            }
        }
    }

    /// Gives the controllers of `view`'s subtree the opposite appearance pair at once (a cancelled transition).
    private func undoAppearance(of view: UIView?, visibleAfter: Bool) {
        guard let view, ControllerAppearanceChange.isVisible(view.window) || !visibleAfter else { return }
        let change = ControllerAppearanceChange(
            views: ControllerAppearanceChange.subtree(of: view), visibleAfter: visibleAfter, animated: true)
        change.announce()
        change.complete()
    }

    /// The animator and interaction controller of a transition: the transitioning delegate's, else the system's.
    func animators(
        presenting: Bool, source: UIViewController
    ) -> ((any UIViewControllerAnimatedTransitioning)?, (any UIViewControllerInteractiveTransitioning)?) {
        let presented = presentedViewController
        let delegate = presented.transitioningDelegate
        if presenting,
            let animator = delegate?.animationController(
                forPresented: presented, presenting: presentingViewController, source: source)
        {
            return (animator, delegate?.interactionControllerForPresentation(using: animator))
        }
        if !presenting, let animator = delegate?.animationController(forDismissed: presented) {
            return (animator, delegate?.interactionControllerForDismissal(using: animator))
        }
        let system = SystemPresentationAnimator(
            presenting: presenting, transitionStyle: presented.modalTransitionStyle, effectiveStyle: effectiveStyle,
            dimmingView: (containerView as? PresentationContainerView)?.dimmingView)
        return (system, nil)
    }

    /// The user asked to dismiss (a sheet swiped down, a tap outside a popover): refused under
    /// `isModalInPresentation` or the delegate's veto (PR-9), else the dismissal starts, interactive for a swipe.
    @discardableResult
    func userRequestedDismissal(interactive: Bool) -> Bool {
        guard transition == nil else { return false }
        let presented = presentedViewController
        if presented.isModalInPresentationDeep || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        runDismissal(animated: true, userInitiated: true, interactor: interactive ? sheetGesture : nil, completion: nil)
        return true
    }
}
