// A problem Auto Layout met in a scene: a required constraint it broke, a view whose constraints leave its frame
// open, or a visual format refused when it was built.
//
// Invariants: `view` is a scene index when the finding is about a scene view; `constraint` and `involved` name
// views by their scene ids (never by address), so the same scene always gives the same text; `reason` is one
// sentence without the view's id.

/// One finding of a scene's layout.
public struct SceneLayoutFinding: Sendable, Equatable {
    /// What kind of finding it is.
    public enum Kind: String, Sendable, CaseIterable {
        /// A required constraint could not hold with the others: Auto Layout logged "Unable to simultaneously
        /// satisfy constraints", broke it and laid out without it (AL-12).
        case unsatisfiable
        /// The view's constraints allow more than one frame (`hasAmbiguousLayout`, AL-19).
        case ambiguous
        /// A visual format could not be built (UIKit raises); none of its constraints were added.
        case refusedFormat
    }

    /// The kind.
    public var kind: Kind
    /// The scene view the finding is about (a broken constraint's first item), or nil.
    public var view: Int?
    /// The broken constraint as `first.attribute == multiplier*second.attribute + constant`, or nil.
    public var constraint: String?
    /// The JSON path of the constraint in the scene file, or nil for one the scene did not write (a stack view's).
    public var path: String?
    /// The other constraints of the conflict, named as ``constraint`` is.
    public var involved: [String]
    /// Why it is a problem, in one sentence.
    public var reason: String

    /// Creates a finding.
    public init(
        kind: Kind, view: Int?, constraint: String? = nil, path: String? = nil, involved: [String] = [],
        reason: String
    ) {
        self.kind = kind
        self.view = view
        self.constraint = constraint
        self.path = path
        self.involved = involved
        self.reason = reason
    }
}
