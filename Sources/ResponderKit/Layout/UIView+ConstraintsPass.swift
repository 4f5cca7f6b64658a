// The constraints pass (`updateConstraints()` from the leaves up), the default `layoutSubviews()`'s part (the solved
// frames applied to the subviews Auto Layout positions), fitting sizes and the ambiguity queries.
//
// Invariants:
// - A solved frame is applied as UIKit's engine applies it: as the centre and the bounds size, so a transform is
//   kept, with its edges rounded to the screen's pixels. A negative solved width or height is applied as the
//   standardised rectangle (CGRect's minX/maxX: the size made positive, the origin at the smaller edge), as a
//   `frame` of that rectangle would be; a size is never negative.
// - Views that translate their autoresizing mask are never given frames by the engine: their frame is the truth.
import Foundation

extension UIView {
    /// The default `updateConstraints()`: the view's intrinsic-size constraints follow its intrinsic size.
    final func updateConstraintsImpl() {
        guard let item = layoutState?.item else { return }
        item.engine.refreshIntrinsicConstraints(of: self, item: item)
        item.engine.takeChanges()
    }

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() { LayoutActivation.engine(of: self).scheduleConstraintsUpdate(self) }

    /// Runs the constraints pass of the receiver's tree now if any view of it needs it.
    public func updateConstraintsIfNeeded() { LayoutActivation.runConstraintsPass(for: self) }

    /// Whether ``setNeedsUpdateConstraints()`` was called and the constraints pass has not run since.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// The alignment rectangle of a frame: the frame inset by ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of an alignment rectangle: the rectangle outset by ``alignmentRectInsets``.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// Whether the view's constraints leave its frame undetermined.
    public var hasAmbiguousLayout: Bool { layoutState?.item?.isAmbiguous ?? false }

    /// Moves an ambiguously laid out view to another of its valid frames (a debugging aid); the next layout pass
    /// shows it.
    public func exerciseAmbiguityInLayout() {
        guard let item = layoutState?.item else { return }
        for variable in [item.x, item.y, item.width, item.height] {
            if item.engine.solver.exerciseAmbiguity(of: variable) { break }
        }
        item.engine.takeChanges()
    }

    /// The app constraints that determine the view's frame along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutState?.item?.constraintsAffecting(axis) ?? []
    }

    /// Tells the view its intrinsic size changed: its constraints follow at the next constraints pass, and the
    /// superview lays out again (frame-based code may size the view there).
    final func invalidateIntrinsicContentSizeImpl() {
        storedSuperview?.setNeedsLayout()
        LayoutActivation.intrinsicContentChanged(self)
    }

    /// The default `layoutSubviews()`: each subview Auto Layout positions gets its solved frame.
    final func applyEngineLayoutToSubviews() {
        // Most constrained views are leaves: nothing to look up for them.
        guard !storedSubviews.isEmpty, let engine = layoutState?.item?.engine ?? layoutState?.hostedEngine else {
            return
        }
        // Normally nothing is pending (every change takes its variables at once); reading the taken values is
        // then exact.
        engine.takeChanges()
        let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
        // A snapshot: the setters may run app code that changes the subviews.
        let subviews = storedSubviews
        var due = engine.takeApplicationScratch()
        LayoutItem.collectUnapplied(
            subviews, engine: ObjectIdentifier(engine), solved: engine.solvedValues, scale: scale, into: &due)
        for index in due { apply(engine, to: subviews[index], scale: scale) }
        engine.returnApplicationScratch(&due)
    }

    /// Gives `subview` (positioned by `engine`) its solved frame, and records it as applied.
    private func apply(_ engine: LayoutEngine, to subview: UIView, scale: CGFloat) {
        guard let item = subview.layoutState?.item else { return }
        func pixel(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        let solved = engine.takenFrame(of: item)
        // The edges of the solved rectangle as CGRect's minX/maxX give them (a negative size counts leftwards).
        let minX = pixel(solved.x + min(solved.width, 0))
        let minY = pixel(solved.y + min(solved.height, 0))
        let maxX = pixel(solved.x + max(solved.width, 0))
        let maxY = pixel(solved.y + max(solved.height, 0))
        let size = CGSize(width: max(maxX - minX, 0), height: max(maxY - minY, 0))
        let center = CGPoint(x: minX + size.width / 2, y: minY + size.height / 2)
        if subview.storedBounds.size != size {
            subview.bounds = CGRect(origin: subview.storedBounds.origin, size: size)
        }
        if subview.center != center { subview.center = center }
        // Recorded only when the view took the frame (an override may refuse it): the next pass then tries again.
        let took = subview.storedBounds.size == size && subview.center == center
        item.applied =
            took
            ? AppliedSolvedFrame(
                x: solved.x, y: solved.y, width: solved.width, height: solved.height, scale: scale, size: size,
                storedCenter: subview.storedCenter) : nil
    }

    /// `systemLayoutSizeFitting`: the view's own frame constraints are set aside, its size is pulled towards
    /// `target` at the fitting priorities, and the solved size read; everything is put back.
    final func systemLayoutSizeFittingImpl(
        _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        LayoutActivation.runConstraintsPass(for: self)
        let engine = LayoutActivation.engine(of: self)
        return engine.fittingSize(of: self, target: target, horizontal: horizontal, vertical: vertical)
    }
}

extension UIView {
    /// The size that asks `systemLayoutSizeFitting(_:)` for the smallest size: zero.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size that asks `systemLayoutSizeFitting(_:)` for the largest size (UIKit's 10,000,000 x 10,000,000).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
