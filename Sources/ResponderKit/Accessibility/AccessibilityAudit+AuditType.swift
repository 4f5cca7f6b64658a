// The kinds of problem an accessibility audit looks for, as an option set (XCTest's audit types, and ours).
// The invariants at the top of `AccessibilityAudit.swift` hold here too.
import Foundation

extension AccessibilityAudit {
    /// The kinds of problem an audit looks for: XCTest's `XCUIAccessibilityAuditType` names, plus
    /// ``responderChain``, which only a model of the event system can check.
    public struct AuditType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        /// Creates audit types from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A tap at an element's activation point does not reach it, or its hit region is smaller than 44 × 44
        /// points (its `point(inside:with:)` enlargements counted).
        public static let hitRegion = AuditType(rawValue: 1 << 0)
        /// An element has no label, or a label that repeats its traits ("Close button" on a button).
        public static let sufficientElementDescription = AuditType(rawValue: 1 << 1)
        /// An interactive view (a control, or a view with a gesture recognizer) that assistive technologies
        /// cannot reach.
        public static let elementDetection = AuditType(rawValue: 1 << 2)
        /// An element that takes taps (it has a gesture recognizer) but has no trait saying it can be activated.
        public static let trait = AuditType(rawValue: 1 << 3)
        /// An adjustable element that does not respond to increment and decrement.
        public static let action = AuditType(rawValue: 1 << 4)
        /// A responder whose `next` chain does not reach the application, so escape, magic tap and nil-targeted
        /// actions sent from it can never be handled.
        public static let responderChain = AuditType(rawValue: 1 << 5)

        /// Every audit type.
        public static let all: AuditType = [
            .hitRegion, .sufficientElementDescription, .elementDetection, .trait, .action, .responderChain,
        ]

        /// Each single type with its name, in a fixed order (the names the command line and JSON use).
        public static let named: [(name: String, type: AuditType)] = [
            ("hitRegion", .hitRegion), ("sufficientElementDescription", .sufficientElementDescription),
            ("elementDetection", .elementDetection), ("trait", .trait), ("action", .action),
            ("responderChain", .responderChain),
        ]

        /// The type called `name` (one of ``named``), or nil.
        public init?(name: String) {
            guard let match = AuditType.named.first(where: { $0.name == name }) else { return nil }
            self = match.type
        }

        /// The names of the single types this set holds, in the order of ``named``.
        public var names: [String] {
            AuditType.named.filter { contains($0.type) }.map(\.name)
        }
    }
}
