// The priority of a layout constraint, UIKit's `UILayoutPriority`: a Float from 1 to 1000.
//
// Invariants: priorities are strict tiers (AL-3): the solver satisfies every constraint of a higher priority as well
// as it can before it looks at any of a lower one, however many there are.
import Foundation

/// The layout priority of a constraint, or the content hugging and compression resistance of a view.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority as a number from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority from its number.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its number.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from a literal number.
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// Creates a priority from a literal number.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// A required constraint: 1000.
    public static let required = UILayoutPriority(rawValue: 1000)
    /// The priority a button resists compression with: 750.
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// A drag that may resize the scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
    /// The priority the scene's size is kept at: 500.
    public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
    /// A drag that may not resize the scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
    /// The priority a button hugs its content with: 250.
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// The priority `systemLayoutSizeFitting(_:)` pulls towards its target size with: 50.
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `rhs` points above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    /// The priority `rhs` points below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(rawValue: lhs.rawValue - rhs)
    }
}
