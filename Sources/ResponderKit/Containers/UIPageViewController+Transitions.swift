// How a page view controller follows its paging scroll view (SV-27 … SV-33): the pages' slots, the pending page a
// swipe reveals, and the end of the transition when the scroll view comes to rest.
//
// Invariants: a transition begins when the offset leaves the shown page's slot towards a neighbour and ends when
// the scroll view comes to rest; the pending page hears `viewWillAppear` and the shown one `viewWillDisappear` when
// it begins, and their `viewDid…` (or the reverse pair when it is taken back) when it ends.
import Foundation

/// A page coming in: the controller, its side, the appearance changes announced and the completion of an animated
/// `setViewControllers`.
@MainActor
struct PageTransition {
    let page: UIViewController
    let previous: UIViewController
    let forward: Bool
    let arriving: ControllerAppearanceChange?
    let leaving: ControllerAppearanceChange?
    /// Set for `setViewControllers(_:direction:animated:completion:)`; nil for a swipe (which the delegate hears).
    let completion: ((Bool) -> Void)?
    /// Whether the user's swipe brought it in (the delegate hears about it), not `setViewControllers`.
    let isSwipe: Bool
}

extension UIPageViewController {
    private var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// The length of one slot along the axis: the page plus the spacing.
    private var slotLength: CGFloat {
        let bounds = viewIfLoaded?.bounds ?? .zero
        return (isHorizontal ? bounds.width : bounds.height) + interPageSpacing
    }

    /// The offset at which the shown page's slot is in view.
    private var currentSlotOffset: CGPoint {
        let along = before == nil ? 0 : slotLength
        return isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }

    /// The offset at which the neighbour on the side `forward` names is in view.
    func slotOffset(forward: Bool) -> CGPoint {
        let base = currentSlotOffset
        let step = forward ? slotLength : -slotLength
        return isHorizontal ? CGPoint(x: base.x + step, y: 0) : CGPoint(x: 0, y: base.y + step)
    }

    /// The frame of the slot at `offset` for a page.
    private func pageFrame(at offset: CGPoint) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        return CGRect(origin: offset, size: bounds.size)
    }

    /// Sizes the scroll view and its content to the slots and puts the shown page (and a pending one) in theirs,
    /// the offset on the shown page.
    func layoutPages() {
        guard let container = viewIfLoaded else { return }
        isLayingOutPages = true
        defer { isLayingOutPages = false }
        let bounds = container.bounds
        let slots = CGFloat(1 + (before == nil ? 0 : 1) + (after == nil ? 0 : 1))
        if isHorizontal {
            pageScrollView.frame = CGRect(
                x: bounds.minX, y: bounds.minY, width: bounds.width + interPageSpacing, height: bounds.height)
            pageScrollView.contentSize = CGSize(width: slotLength * slots, height: bounds.height)
        } else {
            pageScrollView.frame = CGRect(
                x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height + interPageSpacing)
            pageScrollView.contentSize = CGSize(width: bounds.width, height: slotLength * slots)
        }
        if let view = current?.viewIfLoaded, view.superview === pageScrollView {
            view.frame = pageFrame(at: currentSlotOffset)
        }
        if let pending, let view = pending.page.viewIfLoaded, view.superview === pageScrollView {
            view.frame = pageFrame(at: slotOffset(forward: pending.forward))
        }
        if pending == nil { pageScrollView.contentOffset = currentSlotOffset }
    }

    /// Asks the data source for the shown page's neighbours; a page offered as its own neighbour is refused.
    func refreshNeighbours() {
        before = nil
        after = nil
        if let current, let dataSource {
            before = checkedNeighbour(dataSource.pageViewController(self, viewControllerBefore: current), "before")
            after = checkedNeighbour(dataSource.pageViewController(self, viewControllerAfter: current), "after")
        }
        layoutPages()
    }

    private func checkedNeighbour(_ page: UIViewController?, _ side: String) -> UIViewController? {
        guard let page else { return nil }
        guard page !== current, page !== self else {
            PresentationDiagnostics.warn(
                "the data source returned the shown page as the page \(side) it; there is no page \(side)",
                application: viewIfLoaded?.window?.application)
            return nil
        }
        return page
    }

    /// Shows `page` at once: the old page leaves, the new one arrives (their appearance follows their views).
    func replaceCurrent(with page: UIViewController) {
        let old = current
        let children = ChildTransition(in: self, from: old.map { [$0] } ?? [], to: [page])
        current = page
        if let old, let view = old.viewIfLoaded, view.superview === pageScrollView { view.removeFromSuperview() }
        if viewIfLoaded != nil { pageScrollView.addSubview(page.view) }
        children.finish()
        refreshNeighbours()
    }

    // MARK: Following the scroll view

    /// The offset moved: a move off the shown page towards a neighbour brings that neighbour in.
    func pageScrollViewDidScroll() {
        guard !isLayingOutPages, let current else { return }
        let offset = pageScrollView.contentOffset
        let along = isHorizontal ? offset.x : offset.y
        let home = isHorizontal ? currentSlotOffset.x : currentSlotOffset.y
        let forward: Bool
        if along > home, after != nil {
            forward = true
        } else if along < home, before != nil {
            forward = false
        } else {
            return
        }
        if let pending {
            guard pending.isSwipe, pending.forward != forward else { return }
            // The finger turned back past the shown page: the other neighbour comes in instead.
            finishTransition(pending, completed: false)
        }
        guard let page = forward ? after : before, page !== current else { return }
        beginTransition(to: page, forward: forward, bySwipe: true, completion: nil)
    }

    /// Brings `page` in on the side `forward` names: the delegate hears `willTransitionTo` (for a swipe), the page
    /// becomes a child and its view joins the scroll view, and the appearance changes are announced.
    func beginTransition(
        to page: UIViewController, forward: Bool, bySwipe isSwipe: Bool, completion: ((Bool) -> Void)?
    ) {
        guard let previous = current else { return }
        if isSwipe { delegate?.pageViewController(self, willTransitionTo: [page]) }
        let visible = ControllerAppearanceChange.isVisible(viewIfLoaded?.window)
        let leaving =
            visible
            ? ControllerAppearanceChange(
                views: ControllerAppearanceChange.subtree(of: previous.view), visibleAfter: false, animated: true)
            : nil
        let arriving =
            visible
            ? ControllerAppearanceChange(
                views: ControllerAppearanceChange.subtree(of: page.view), visibleAfter: true, animated: true) : nil
        addChild(page)
        leaving?.announce()
        arriving?.announce()
        pending = PageTransition(
            page: page, previous: previous, forward: forward, arriving: arriving, leaving: leaving,
            completion: completion, isSwipe: isSwipe)
        pageScrollView.addSubview(page.view)
        page.view.frame = pageFrame(at: slotOffset(forward: forward))
    }

    /// The scroll view came to rest: the pending page is shown if the offset rests on its slot, else taken back.
    func pageScrollViewDidComeToRest() {
        guard let pending else { return }
        let target = slotOffset(forward: pending.forward)
        let offset = pageScrollView.contentOffset
        let distance = isHorizontal ? abs(offset.x - target.x) : abs(offset.y - target.y)
        finishTransition(pending, completed: distance < slotLength / 2)
    }

    /// Ends `transition`: completed, the pending page becomes the shown one and the previous leaves; otherwise the
    /// pending page leaves. The delegate hears `didFinishAnimating` for a swipe, the completion runs for a change
    /// in code, and the neighbours are asked again.
    func finishTransition(_ transition: PageTransition, completed: Bool) {
        pending = nil
        let (leavingPage, stayingPage) =
            completed ? (transition.previous, transition.page) : (transition.page, transition.previous)
        let visible = ControllerAppearanceChange.isVisible(viewIfLoaded?.window)
        let reversal: (ControllerAppearanceChange, ControllerAppearanceChange)? =
            !completed && visible
            ? (
                ControllerAppearanceChange(
                    views: ControllerAppearanceChange.subtree(of: transition.page.view), visibleAfter: false,
                    animated: true),
                ControllerAppearanceChange(
                    views: ControllerAppearanceChange.subtree(of: transition.previous.view), visibleAfter: true,
                    animated: true)
            ) : nil
        reversal?.0.announce()
        reversal?.1.announce()
        leavingPage.willMove(toParent: nil)
        if let view = leavingPage.viewIfLoaded, view.superview === pageScrollView { view.removeFromSuperview() }
        leavingPage.removeFromParent()
        current = stayingPage
        if completed {
            transition.page.didMove(toParent: self)
            transition.leaving?.complete()
            transition.arriving?.complete()
        } else {
            reversal?.0.complete()
            reversal?.1.complete()
        }
        refreshNeighbours()
        if transition.isSwipe {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [transition.previous],
                transitionCompleted: completed)
        }
        transition.completion?(completed)
    }
}
