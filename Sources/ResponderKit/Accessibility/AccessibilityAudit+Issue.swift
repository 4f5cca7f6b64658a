// One problem an accessibility audit found.
// The invariants at the top of `AccessibilityAudit.swift` hold here too.
import Foundation

extension AccessibilityAudit {
    /// One problem found by ``AccessibilityAudit/run(window:types:naming:)``.
    @MainActor
    public struct Issue {
        /// The single audit type the problem belongs to.
        public let type: AuditType
        /// The element, view or responder with the problem.
        public let element: UIResponder
        /// What the problem is, in one sentence without the element's name (it names other views with the
        /// audit's `naming`).
        public let reason: String
        /// For a tap that does not reach the element, why not: the reason ``HitTestAnalysis`` gives (the one
        /// `responderkit explain` prints). Nil for every other problem.
        public let hitTestReason: HitTestMissReason?

        /// Creates an issue.
        public init(type: AuditType, element: UIResponder, reason: String, hitTestReason: HitTestMissReason? = nil) {
            self.type = type
            self.element = element
            self.reason = reason
            self.hitTestReason = hitTestReason
        }

        /// The element as a view, if it is one.
        public var view: UIView? { element as? UIView }

        /// The element's `accessibilityIdentifier` (a view's, or a `UIAccessibilityElement`'s), if any.
        public var identifier: String? {
            if let view = element as? UIView { return view.accessibilityIdentifier }
            return (element as? UIAccessibilityElement)?.accessibilityIdentifier
        }

        /// The name of the type (``AuditType/names``' first entry).
        public var typeName: String { type.names.first ?? "unknown" }

        /// "<element>: <reason> [<type>]" in one line, naming the element with `naming`.
        public func description(naming name: (UIResponder) -> String) -> String {
            "\(name(element)): \(reason) [\(typeName)]"
        }
    }
}
