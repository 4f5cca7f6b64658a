// How a constraint's two sides relate, with UIKit's raw values.
import Foundation

extension NSLayoutConstraint {
    /// The relation between the two sides of a constraint.
    public enum Relation: Int, Sendable, CaseIterable {
        /// The first attribute is at most the second.
        case lessThanOrEqual = -1
        /// The first attribute equals the second.
        case equal = 0
        /// The first attribute is at least the second.
        case greaterThanOrEqual = 1

        /// The symbol UIKit prints in constraint descriptions.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
