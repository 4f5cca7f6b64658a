// A linear relation between two layout attributes: `first = multiplier × second + constant`, or an inequality.
//
// Invariants:
// - Items are views or layout guides, not retained (as in UIKit) and read nil once gone (a view through its
//   `_UnretainedViewHandle`, a guide weakly); a constraint whose item is gone is inactive.
// - `isActive` is true exactly while the constraint is in its window's layout engine, or is waiting for its items to
//   reach a common window (UIKit keeps it installed on their nearest common ancestor).
// - A broken constraint (a required one the engine could not satisfy) stays active and is left out of the solution.
import Foundation

/// A relation between two user interface objects that the constraint-based layout system must satisfy.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item: a view or layout guide.
    public var firstItem: AnyObject? { firstReference.object }
    /// The second item, or nil for a constant size.
    public var secondItem: AnyObject? { secondReference.object }
    // Held as UIKit holds them, without retaining; a view through its handle, not weakly (no side table on it).
    private let firstReference: LayoutObjectReference
    private let secondReference: LayoutObjectReference
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` when there is no second item).
    public let secondAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The factor the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// Set by `constraint(equalToSystemSpacingAfter:…)`: the constant is a multiple of the system spacing.
    let systemSpacingMultiplier: CGFloat?

    /// The constant added to the second side. Changing it on an active constraint re-solves incrementally.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            LayoutActivation.constantChanged(self)
        }
    }

    /// The priority; `.required` by default. It can change freely before activation; on an active constraint it
    /// can change between optional priorities, not to or from `.required` (UIKit raises; here it is refused and
    /// traced).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, !isRestoringPriority else { return }
            LayoutActivation.priorityChanged(self, from: oldValue)
        }
    }

    /// A name for debugging, shown in descriptions and conflict logs.
    open var identifier: String?

    /// Whether archives keep the constraint; stored for source compatibility.
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it is `activate(_:)`/`deactivate(_:)` of the one
    /// constraint.
    open var isActive: Bool {
        get { engineState != .inactive }
        set {
            if newValue { LayoutActivation.activate([self]) } else { LayoutActivation.deactivate([self]) }
        }
    }

    /// Set while a refused priority change is undone, so undoing it is not a change.
    var isRestoringPriority = false
    /// Where the constraint is in its life: maintained by the layout engine only.
    var engineState: ConstraintEngineState = .inactive
    /// The engine's record of the constraint while it is active (its solver handle, where it is installed).
    var engineRecord: ConstraintEngineRecord?

    /// Whether the layout engine broke the constraint to recover from a required conflict: it stays active but is
    /// left out of the layout (UIKit's "Will attempt to recover by breaking constraint"). A ResponderKit addition,
    /// so tests can see which constraint lost.
    public var isBroken: Bool { engineState == .broken }

    /// Creates a constraint `item.attribute relation toItem.attribute × multiplier + constant`. Use
    /// `.notAnAttribute` and a nil second item for a constant width or height.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c, systemSpacing: nil)
    }

    init(
        first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat, systemSpacing: CGFloat?
    ) {
        firstReference = LayoutObjectReference(first)
        secondReference = LayoutObjectReference(second)
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        systemSpacingMultiplier = systemSpacing
        super.init()
    }

    /// The anchor of the first item's attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The anchor of the second item's attribute, or nil.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// Activates every constraint of the list at once: one incremental solve, frames applied at the next layout
    /// pass. A constraint whose items share no ancestor is refused with a traced programmer error.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        LayoutActivation.activate(constraints)
    }

    /// Deactivates every constraint of the list.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutActivation.deactivate(constraints)
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 16 (active)>`.
    // NSObject declares it nonisolated; constraints are only used on the main actor.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { LayoutDescription.describe(self) }
    }
}
