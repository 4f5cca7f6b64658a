// How a constraint's expression relates to zero.
/// The relation of `expression` to 0.
public enum SolverRelation: Sendable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
}
