// `performAccessibilityAudit`: ResponderKit's accessibility audit of every visible window, its issues reported as
// test failures unless the handler ignores them (UT-61).
//
// Invariants: windows are audited front to back, each issue once, in the audit's order; an issue the handler
// returns true for is ignored; an error the handler throws stops the audit and is rethrown.
import Foundation
import ResponderKit

/// The audit types: XCUITest's that ResponderKit checks (`.hitRegion`, `.sufficientElementDescription`,
/// `.elementDetection`, `.trait`, `.action`) plus `.responderChain`.
public typealias XCUIAccessibilityAuditType = AccessibilityAudit.AuditType

/// An issue an accessibility audit found.
@MainActor
public struct XCUIAccessibilityAuditIssue {
    /// The kind of issue.
    public let auditType: XCUIAccessibilityAuditType
    /// The element with the issue (a query for its object; it may no longer exist).
    public let element: XCUIElement?
    /// A short description: the audit type's name and the element.
    public let compactDescription: String
    /// The full description, with the reason.
    public let detailedDescription: String
}

extension XCUIApplication {
    /// Audits the visible windows for accessibility issues and fails the test for each one `issueHandler` does not
    /// ignore (by returning true).
    ///
    /// The `.action` type steps adjustable elements up and back down, so app code runs; leave it out to audit
    /// without side effects.
    public func performAccessibilityAudit(
        for auditTypes: XCUIAccessibilityAuditType = .all,
        _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws {
        guard isRunning else {
            report(notRunningFailure(for: "an accessibility audit"))
            return
        }
        settle()
        for window in uiApplication.windowsFrontToBack {
            for issue in AccessibilityAudit.run(window: window, types: auditTypes) {
                let name = HitTestMissWording.defaultName(of: issue.view ?? window)
                let query = descendants(matching: .any).matching(
                    QueryFilter.object(ObjectIdentifier(issue.element), name: name))
                let detailed = issue.description { TraceRecorder.name(of: $0) }
                let found = XCUIAccessibilityAuditIssue(
                    auditType: issue.type, element: query.firstMatch,
                    compactDescription: "\(issue.typeName): \(name)", detailedDescription: detailed)
                if try issueHandler?(found) == true { continue }
                report(XCUITestFailure(kind: .accessibilityAudit, message: "Accessibility audit: \(detailed)"))
            }
        }
    }
}
