// One constraint of a scene view's `"constraints"` list in UIKit's attribute form, such as
// `{"leading": {"to": "superview", "constant": 16}}`: `view.attribute relation target.targetAttribute × multiplier +
// constant`, at a priority.
//
// Invariants (the loader checks them, see `SceneReader+Constraints.swift`):
// - `attribute` is never `.notAnAttribute`; without a `target` it is `.width` or `.height` (a constant size) and
//   `targetAttribute` is `.notAnAttribute`; with one, both are sizes (a width may relate to a height) or both are
//   positions on one axis, and leading/trailing never meet left/right (UIKit raises for the others).
// - A `.view` target is the index of another view (or the same view) in the same window; the view that owns the
//   constraint is never a root.
// - `multiplier` and `constant` are finite and within ±`Scene.geometryLimit`; a position's multiplier is not 0;
//   `priority` lies in 1...1000.
import Foundation
import ResponderKit

/// A constraint of a scene view in UIKit's vocabulary; the view that lists it is the first item.
public struct SceneConstraintSpec: Sendable, Equatable {
    /// What the second item is.
    public enum Target: Sendable, Equatable {
        /// `"superview"`: the view's superview.
        case superview
        /// `"safeArea"`: the superview's `safeAreaLayoutGuide`.
        case safeArea
        /// `"margins"`: the superview's `layoutMarginsGuide`.
        case margins
        /// Another view of the scene (or the view itself), by its index in ``Scene/views``.
        case view(Int)
    }

    /// The first item's attribute (the key of the constraint object).
    public var attribute: NSLayoutConstraint.Attribute
    /// The second item (`"to"`), or nil for a constant width or height.
    public var target: Target?
    /// The second item's attribute (`"attribute"`, the same as ``attribute`` by default); `.notAnAttribute` without
    /// a target.
    public var targetAttribute: NSLayoutConstraint.Attribute
    /// `"relation"`: `==` by default.
    public var relation: NSLayoutConstraint.Relation = .equal
    /// `"multiplier"`: 1 by default.
    public var multiplier: Double = 1
    /// `"constant"`: 0 by default.
    public var constant: Double = 0
    /// `"priority"`: 1000 (`required`) by default.
    public var priority: Float = 1000
    /// `"identifier"`, the constraint's name in UIKit's logs, or nil.
    public var identifier: String? = nil

    /// Creates a constraint spec; the defaults are the scene format's (and UIKit's).
    public init(
        attribute: NSLayoutConstraint.Attribute, target: Target?, targetAttribute: NSLayoutConstraint.Attribute,
        relation: NSLayoutConstraint.Relation = .equal, multiplier: Double = 1, constant: Double = 0,
        priority: Float = 1000, identifier: String? = nil
    ) {
        self.attribute = attribute
        self.target = target
        self.targetAttribute = targetAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }
}
