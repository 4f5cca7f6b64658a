// A factory of constraints for one attribute of one item: the anchors API, typed so that x-axis, y-axis and
// dimension anchors cannot be mixed (a compile error, as in UIKit); leading/trailing against left/right is refused at
// activation (UIKit raises).
import Foundation

/// An anchor: one attribute of a view or layout guide, which makes constraints with other anchors of its type.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide (held as a constraint holds its items).
    var item: AnyObject? { reference.object }
    private let reference: LayoutObjectReference
    /// The attribute of the item.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        reference = LayoutObjectReference(item)
        self.attribute = attribute
        super.init()
    }

    /// A constraint that the receiver equals `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// A constraint that the receiver is at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that the receiver is at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that the receiver equals `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// A constraint that the receiver is at least `anchor` plus `c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint that the receiver is at most `anchor` plus `c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The item's description and attribute, as UIKit prints an anchor.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { "\(item.map { LayoutDescription.name(of: $0) } ?? "nil").\(attribute.name)" }
    }

    /// Makes `self relation other × multiplier + constant`, checking what UIKit checks when an anchor pair is made.
    final func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat, systemSpacing: CGFloat? = nil
    ) -> NSLayoutConstraint {
        // Pairs UIKit refuses (leading with left) are refused, with its message, when the constraint is activated.
        return NSLayoutConstraint(
            first: item ?? NSNull(), attribute, relation, second: other.map { $0.item ?? NSNull() },
            other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
            systemSpacing: systemSpacing)
    }

    /// Makes `self relation other + multiplier × the system spacing`: the `…SystemSpacingAfter` (x axis) and
    /// `…SystemSpacingBelow` (y axis) forms.
    final func systemSpaced(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>, _ multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(relation, other, constant: multiplier * LayoutSpacing.systemSpacing, systemSpacing: multiplier)
    }
}
