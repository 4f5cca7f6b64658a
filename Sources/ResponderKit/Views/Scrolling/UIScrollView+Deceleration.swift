// What follows a release (SV-12 … SV-19): the target the delegate is offered and may change, paging, and the
// motion that ends exactly at the target, on the application's clock.
//
// Invariants:
// - On release the delegate hears `scrollViewWillEndDragging` (with the target), `scrollViewDidEndDragging`, and,
//   only when the content will move, `scrollViewWillBeginDecelerating` … `scrollViewDidEndDecelerating`.
// - The motion's last step lands exactly on the accepted target, which is finite and within the scrollable range
//   (or the edge a bounce springs back to); a non-finite target never reaches `contentOffset`.
// - At most one motion runs; `motionTimer` is set exactly while one does.
import Foundation

extension UIScrollView {
    /// Above this speed (points per second) a release pages by direction, to the next or previous page; below it
    /// the content settles on the nearest page (SV-16, **chosen**).
    static let pagingFlickSpeed: CGFloat = 300

    /// The finger lifted (or the drag was cancelled) with the pan's `fingerVelocity`: offers the target, then moves
    /// the content there.
    func endDrag(velocity fingerVelocity: CGPoint) {
        var velocity = CGPoint(x: dragMovesX ? -fingerVelocity.x : 0, y: dragMovesY ? -fingerVelocity.y : 0)
        if !velocity.x.isFinite || !velocity.y.isFinite { velocity = .zero }
        let pastEdge = bounces && clamped(contentOffset) != contentOffset
        let proposed: CGPoint
        if isPagingEnabled {
            proposed = pageTarget(velocity: velocity)
        } else if pastEdge {
            proposed = clamped(contentOffset)
        } else {
            proposed = ScrollDeceleration.naturalEnd(
                from: contentOffset, velocity: velocity, decay: ScrollDeceleration.decay(for: decelerationRate),
                within: scrollableRange)
        }
        var written = proposed
        if let delegate {
            let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
            // The pointer lives only for this call, as UIKit's does (docs/unsafe.md).
            withUnsafeMutablePointer(to: &written) { target in
                delegate.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: target)
            }
        }
        isDragging = false
        let target = acceptedTarget(written, proposed: proposed)
        let delegate = self.delegate
        guard target != contentOffset else {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            scrollDidComeToRest()
            return
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        // The delegate may have started a drag, an animation or moved the content itself: that wins.
        guard !isDragging, motionTimer == nil, window != nil else { return }
        if pastEdge, target == clamped(contentOffset) {
            springBack()
        } else if !isPagingEnabled, target == proposed {
            startMotion(ScrollDeceleration(velocity: velocity, decay: ScrollDeceleration.decay(for: decelerationRate)))
        } else {
            glide(to: target)
        }
    }

    /// The target a delegate wrote, as the motion will honour it: a paging scroll view keeps its page (UIKit logs
    /// the change); a NaN coordinate keeps the proposed one, and anything else is clamped to the scrollable range
    /// (SV-14, SV-25).
    private func acceptedTarget(_ written: CGPoint, proposed: CGPoint) -> CGPoint {
        guard written != proposed else { return proposed }
        if isPagingEnabled {
            ScrollDiagnostics.warn("Stop offset can not be modified for paging scroll views", in: self)
            return proposed
        }
        var target = written
        if !target.x.isFinite || !target.y.isFinite {
            ScrollDiagnostics.warn(
                "targetContentOffset (\(written.x), \(written.y)) is not finite; using a finite target instead",
                in: self)
            if target.x.isNaN { target.x = proposed.x }
            if target.y.isNaN { target.y = proposed.y }
        }
        return clamped(target)
    }

    // MARK: Paging

    /// The page a release with `velocity` (points per second, in offset direction) settles on, per axis the drag
    /// moved: past ``pagingFlickSpeed`` the next page in its direction, else the nearest; never more than one page
    /// from where the drag began (SV-16). An axis of zero (or non-finite) length does not page.
    func pageTarget(velocity: CGPoint) -> CGPoint {
        let range = scrollableRange
        func axis(
            _ offset: CGFloat, _ speed: CGFloat, _ origin: CGFloat, _ page: CGFloat, _ lower: CGFloat,
            _ upper: CGFloat
        ) -> CGFloat {
            guard page > 0, page.isFinite else { return min(max(offset, lower), upper) }
            let position = offset / page
            let originPage = (origin / page).rounded()
            var index: CGFloat
            if speed > Self.pagingFlickSpeed {
                index = position.rounded(.down) + 1
            } else if speed < -Self.pagingFlickSpeed {
                index = position.rounded(.up) - 1
            } else {
                index = position.rounded()
            }
            index = min(max(index, originPage - 1), originPage + 1)
            return min(max(index * page, lower), upper)
        }
        let offset = contentOffset
        return CGPoint(
            x: dragMovesX
                ? axis(offset.x, velocity.x, dragOriginOffset.x, bounds.width, range.min.x, range.max.x)
                : offset.x,
            y: dragMovesY
                ? axis(offset.y, velocity.y, dragOriginOffset.y, bounds.height, range.min.y, range.max.y)
                : offset.y)
    }

    /// A paging scroll view stopped between pages by a touch that did not drag settles on the nearest page.
    func settleOnNearestPage() {
        dragMovesX = true
        dragMovesY = true
        dragOriginOffset = contentOffset
        let target = pageTarget(velocity: .zero)
        guard target != contentOffset else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        guard !isDragging, motionTimer == nil else { return }
        glide(to: target, announced: true)
    }

    // MARK: Motion

    /// Glides to `target` as a paging scroll view (the fast rate) or along the scroll view's rate.
    private func glide(to target: CGPoint, announced: Bool = false) {
        let rate: DecelerationRate = isPagingEnabled ? .fast : decelerationRate
        startMotion(
            ScrollDeceleration(from: contentOffset, to: target, decay: ScrollDeceleration.decay(for: rate)),
            announced: announced)
    }

    /// Starts `motion`: `isDecelerating` becomes true and the delegate hears `scrollViewWillBeginDecelerating`
    /// (unless already told).
    private func startMotion(_ motion: ScrollDeceleration, announced: Bool = false) {
        deceleration = motion
        isDecelerating = true
        if !announced { delegate?.scrollViewWillBeginDecelerating(self) }
        guard deceleration != nil, motionTimer == nil else { return }
        scheduleMotionStep()
    }

    func scheduleMotionStep() {
        let clock = window?.application.clock ?? UIApplication.shared.clock
        motionTimer = clock.scheduleAnimationStep(after: UIScrollView.decelerationStep) { [weak self] in
            self?.motionTimer = nil
            self?.motionStep()
        }
    }

    private func motionStep() {
        if var spring {
            let next = spring.advance()
            self.spring = spring
            contentOffset = next
            // scrollViewDidScroll may have stopped or replaced the motion.
            guard self.spring != nil, motionTimer == nil else { return }
            if spring.isFinished { settle() } else { scheduleMotionStep() }
            return
        }
        if var animation = offsetAnimation {
            let next = animation.advance()
            offsetAnimation = animation
            contentOffset = next
            guard offsetAnimation != nil, motionTimer == nil else { return }
            if animation.isFinished { finishScrollAnimation() } else { scheduleMotionStep() }
            return
        }
        guard var motion = deceleration else { return }
        let next = motion.advance(from: contentOffset, within: scrollableRange)
        deceleration = motion
        contentOffset = next
        // scrollViewDidScroll may have stopped or replaced the motion.
        guard deceleration != nil, motionTimer == nil else { return }
        if motion.isFinished { settle() } else { scheduleMotionStep() }
    }

    /// Ends the motion that came to rest and tells the delegate.
    private func settle() {
        stopDecelerating()
        delegate?.scrollViewDidEndDecelerating(self)
        scrollDidComeToRest()
    }

    /// Starts springing back to the nearest offset within `scrollableRange`, if the content is past an edge.
    func springBack() {
        let target = clamped(contentOffset)
        guard target != contentOffset else { return }
        spring = .spring(from: contentOffset, to: target)
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard spring != nil, motionTimer == nil else { return }
        scheduleMotionStep()
    }

    /// Stops any deceleration, spring-back or scroll animation in progress, leaving the content where it is.
    func stopDecelerating() {
        motionTimer?.cancel()
        motionTimer = nil
        spring = nil
        deceleration = nil
        offsetAnimation = nil
        isDecelerating = false
    }
}
