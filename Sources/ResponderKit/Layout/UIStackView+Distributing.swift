// A stack view's constraints along its axis: the canvas connections at both ends, the spacing between visible
// arranged views, what the distribution adds (equal sizes, proportions, gap guides), hidden views collapsed, and
// the low-priority constraints that settle what the rest leaves open (SK-7 … SK-16, SK-25, SK-26, SK-28).
//
// Invariants: only visible arranged views are in the chain from the canvas's leading edge to its trailing edge; a
// hidden arranged view has size 0 along the axis and sits at the end of the visible view before it (SK-25).
import Foundation

extension UIStackView {
    /// UIKit's priority for the proportions of `.fillProportionally`: just below required, so a view's own
    /// required size wins.
    static let proportionPriority = UILayoutPriority(999)
    /// The priority of `.equalCentering`'s equal centre distances: below compression resistance (750), so the
    /// gaps shrink to `spacing` before views are compressed (UIKit documents that order).
    static let equalCenteringPriority = UILayoutPriority(149)
    /// The lowest tier of the index-ordered size suppressions (SK-11); view k of the visible ones is at
    /// `25 + k × 0.01`, so a later view is held small more strongly: the first view stretches first and the last
    /// one shrinks first.
    static let sizeSuppressionPriority: Float = 25
    /// The priority pulling the gaps of `.equalSpacing` and `.equalCentering` to their minimum, so a stack view
    /// with no size along its axis is as short as its spacing allows; below every view-size suppression.
    static let gapSuppressionPriority = UILayoutPriority(20)

    /// Adds the constraints and guides along the stack view's axis to `arrangement`.
    func distribute(into arrangement: inout Arrangement) {
        let along = AxisAttributes(axis, marginsRelative: isLayoutMarginsRelativeArrangement)
        let visible = arrangedSubviews.filter { !$0.isHidden }
        collapseHiddenViews(along: along, into: &arrangement)
        guard let first = visible.first, let last = visible.last else { return }
        arrangement.constrain(self, along.canvasLeading, first, along.leading, identifier: "UISV-canvas-connection")
        arrangement.constrain(self, along.canvasTrailing, last, along.trailing, identifier: "UISV-canvas-connection")

        let spacingIsMinimum = distribution == .equalSpacing || distribution == .equalCentering
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        let (before, after): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            baselines ? (.lastBaseline, .firstBaseline) : (along.trailing, along.leading)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            arrangement.constrain(
                next, after, spacingIsMinimum ? .greaterThanOrEqual : .equal, previous, before,
                constant: resolvedSpacing(after: previous), identifier: "UISV-spacing")
        }

        var proportioned: Set<ObjectIdentifier> = []
        switch distribution {
        case .fill: break
        case .fillEqually:
            for view in visible.dropFirst() {
                arrangement.constrain(view, along.size, first, along.size, identifier: "UISV-fill-equally")
            }
            // Equal sizes leave nothing open along the axis.
            return
        case .fillProportionally:
            proportioned = constrainProportions(of: visible, along: along, into: &arrangement)
        case .equalSpacing:
            addGapGuides(between: visible, from: before, to: after, along: along, into: &arrangement)
        case .equalCentering:
            addGapGuides(between: visible, from: along.center, to: along.center, along: along, into: &arrangement)
        }
        // What hugging and compression resistance leave open goes by index (SK-11).
        for (index, view) in visible.enumerated() where !proportioned.contains(ObjectIdentifier(view)) {
            let priority = UILayoutPriority(Self.sizeSuppressionPriority + Float(index) * 0.01)
            arrangement.constrain(
                view, along.size, equalTo: 0, priority: priority, identifier: "UISV-ambiguity-suppression")
        }
    }

    /// A hidden arranged view: size 0 along the axis, at the end of the visible view before it (or the canvas's
    /// leading edge), so it takes no space and no spacing (SK-25).
    private func collapseHiddenViews(along: AxisAttributes, into arrangement: inout Arrangement) {
        var previousVisible: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            arrangement.constrain(view, along.size, equalTo: 0, identifier: "UISV-hiding")
            if let previousVisible {
                arrangement.constrain(view, along.leading, previousVisible, along.trailing, identifier: "UISV-hiding")
            } else {
                arrangement.constrain(view, along.leading, self, along.canvasLeading, identifier: "UISV-hiding")
            }
        }
    }

    /// `.fillProportionally`: each visible view with an intrinsic size along the axis is sized in proportion to
    /// it, relative to the first such view; the spacing is kept, so the views share what it leaves (SK-13).
    /// Returns the views it sized; views without an intrinsic size fill as in `.fill`.
    private func constrainProportions(
        of visible: [UIView], along: AxisAttributes, into arrangement: inout Arrangement
    ) -> Set<ObjectIdentifier> {
        let sized = visible.compactMap { view -> (UIView, CGFloat)? in
            let intrinsic = view.intrinsicContentSize
            let length = axis == .horizontal ? intrinsic.width : intrinsic.height
            return length >= 0 && length != UIView.noIntrinsicMetric ? (view, length) : nil
        }
        guard let reference = sized.first(where: { $0.1 > 0 }) else { return [] }
        for (view, length) in sized where view !== reference.0 {
            arrangement.constrain(
                view, along.size, reference.0, along.size, multiplier: length / reference.1,
                priority: Self.proportionPriority, identifier: "UISV-fill-proportionally")
        }
        return Set(sized.map { ObjectIdentifier($0.0) })
    }

    /// `.equalSpacing` (edges) and `.equalCentering` (centres): a gap guide from `start` of each visible view to
    /// `end` of the next, all as long as the first (SK-14, SK-16). The guides span the canvas across the axis.
    private func addGapGuides(
        between visible: [UIView], from start: NSLayoutConstraint.Attribute, to end: NSLayoutConstraint.Attribute,
        along: AxisAttributes, into arrangement: inout Arrangement
    ) {
        let cross = AxisAttributes(crossAxis, marginsRelative: isLayoutMarginsRelativeArrangement)
        let equalPriority: UILayoutPriority = distribution == .equalCentering ? Self.equalCenteringPriority : .required
        var firstGap: UILayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = arrangement.makeGuide("UISV-distributing")
            arrangement.constrain(gap, along.leading, previous, start, identifier: "UISV-distributing-edge")
            arrangement.constrain(next, end, gap, along.trailing, identifier: "UISV-distributing-edge")
            arrangement.constrain(gap, cross.leading, self, cross.canvasLeading, identifier: "UISV-canvas-connection")
            arrangement.constrain(
                gap, cross.trailing, self, cross.canvasTrailing, identifier: "UISV-canvas-connection")
            if let firstGap {
                arrangement.constrain(
                    gap, along.size, firstGap, along.size, priority: equalPriority, identifier: "UISV-fill-equally")
            } else {
                arrangement.constrain(
                    gap, along.size, equalTo: 0, priority: Self.gapSuppressionPriority,
                    identifier: "UISV-ambiguity-suppression")
                firstGap = gap
            }
        }
    }
}
