// A stack view's constraints across its axis: each arranged view aligned by the alignment (to the first visible
// arranged view, which connects to the canvas, as UIKit does), and for every alignment but `.fill` the alignment
// spanner, a guide that holds the visible views and hugs them, so the stack view is as thick as its thickest view
// when nothing else sets its size (SK-17 … SK-24).
//
// Invariants: every arranged view, hidden or not, gets a position across the axis; only visible views are inside
// the spanner, so a hidden view never thickens the stack view.
import Foundation

extension UIStackView {
    /// UIKit's priority for the spanner's boundaries: above every app priority short of required, so an arranged
    /// view thicker than a fixed stack view overflows it instead of breaking a required constraint.
    static let spanningBoundaryPriority = UILayoutPriority(999.5)
    /// The priority with which the spanner hugs the visible views (`UISV-spanning-fit`): just above the fitting
    /// size level, so `systemLayoutSizeFitting(_:)` still measures the hugged size.
    static let spanningFitPriority = UILayoutPriority(51)
    /// The priority pulling a view without a size across the axis to 0, and, with baseline alignment, the views
    /// towards the top (SK-21).
    static let crossSuppressionPriority = UILayoutPriority(25)

    /// The alignment as it applies to the axis: baseline alignments act as leading and trailing in a vertical
    /// stack (SK-24).
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// Adds the constraints and the spanner across the stack view's axis to `arrangement`.
    func align(into arrangement: inout Arrangement) {
        let cross = AxisAttributes(crossAxis, marginsRelative: isLayoutMarginsRelativeArrangement)
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let reference = visible.first
        let alignment = effectiveAlignment
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                align(view, cross.leading, canvas: cross.canvasLeading, reference: reference, into: &arrangement)
                align(view, cross.trailing, canvas: cross.canvasTrailing, reference: reference, into: &arrangement)
            case .leading:
                align(view, cross.leading, canvas: cross.canvasLeading, reference: reference, into: &arrangement)
            case .center:
                align(view, cross.center, canvas: cross.canvasCenter, reference: reference, into: &arrangement)
            case .trailing:
                align(view, cross.trailing, canvas: cross.canvasTrailing, reference: reference, into: &arrangement)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute =
                    alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference {
                    if view !== reference {
                        arrangement.constrain(view, baseline, reference, baseline, identifier: "UISV-alignment")
                    }
                } else {
                    // No visible view to align with: a hidden view waits at the top.
                    arrangement.constrain(view, cross.leading, self, cross.canvasLeading, identifier: "UISV-hiding")
                }
            }
        }
        guard alignment != .fill, !visible.isEmpty else { return }
        addSpanner(around: visible, cross: cross, into: &arrangement)
    }

    /// `view.attribute` equal to the reference view's (`UISV-alignment`), or, for the reference view itself or when
    /// there is none, to the canvas's (`UISV-canvas-connection`).
    private func align(
        _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, canvas: NSLayoutConstraint.Attribute,
        reference: UIView?, into arrangement: inout Arrangement
    ) {
        if let reference, reference !== view {
            arrangement.constrain(view, attribute, reference, attribute, identifier: "UISV-alignment")
        } else {
            arrangement.constrain(self, canvas, view, attribute, identifier: "UISV-canvas-connection")
        }
    }

    /// The alignment spanner: the canvas along the axis and across it, holding every visible view within its
    /// edges, and pulled to the visible views' thickness; views without a size across the axis are pulled to 0,
    /// and with baseline alignment the views' tops towards the spanner's top (SK-21 … SK-23).
    private func addSpanner(around visible: [UIView], cross: AxisAttributes, into arrangement: inout Arrangement) {
        let along = AxisAttributes(axis, marginsRelative: isLayoutMarginsRelativeArrangement)
        let spanner = arrangement.makeGuide("UISV-alignment-spanner")
        for (edge, canvas) in [
            (along.leading, along.canvasLeading), (along.trailing, along.canvasTrailing),
            (cross.leading, cross.canvasLeading), (cross.trailing, cross.canvasTrailing),
        ] {
            arrangement.constrain(self, canvas, spanner, edge, identifier: "UISV-canvas-connection")
        }
        let baselines = effectiveAlignment == .firstBaseline || effectiveAlignment == .lastBaseline
        for view in visible {
            arrangement.constrain(
                view, cross.leading, .greaterThanOrEqual, spanner, cross.leading,
                priority: Self.spanningBoundaryPriority, identifier: "UISV-spanning-boundary")
            arrangement.constrain(
                spanner, cross.trailing, .greaterThanOrEqual, view, cross.trailing,
                priority: Self.spanningBoundaryPriority, identifier: "UISV-spanning-boundary")
            arrangement.constrain(
                view, cross.size, equalTo: 0, priority: Self.crossSuppressionPriority,
                identifier: "UISV-ambiguity-suppression")
            if baselines {
                arrangement.constrain(
                    view, cross.leading, spanner, cross.leading, priority: Self.crossSuppressionPriority,
                    identifier: "UISV-ambiguity-suppression")
            }
        }
        arrangement.constrain(
            spanner, cross.size, equalTo: 0, priority: Self.spanningFitPriority, identifier: "UISV-spanning-fit")
    }
}
