// Misuses of the solver; nothing changes when one is thrown.
/// A programmer error in a call to the solver.
public enum SolverError: Error, Sendable, Equatable {
    /// A coefficient, constant, value or priority is NaN or infinite.
    case nonFinite
    /// The constraint handle is not live (never added, or removed).
    case unknownConstraint
    /// The variable was not made by this solver.
    case unknownVariable
    /// The variable already has an edit.
    case duplicateEdit
    /// The variable has no edit.
    case unknownEdit
    /// A priority at or below zero, or a change between required and optional.
    case badPriority
}
