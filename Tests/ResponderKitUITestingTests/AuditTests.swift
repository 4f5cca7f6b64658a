// performAccessibilityAudit: the audit's issues fail the test unless the handler ignores them (UT-61).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: accessibility audits")
struct AuditTests {
    @Test("UT-61: a covered button is a hit-region issue naming its element; the handler can ignore issues")
    func auditCoveredButton() throws {
        let (app, _, failures) = launch { BlockedViewController(log: $0) }
        var seen: [XCUIAccessibilityAuditIssue] = []
        try app.performAccessibilityAudit(for: .hitRegion) { issue in
            seen.append(issue)
            return issue.element?.identifier != "covered"
        }
        #expect(seen.contains { $0.element?.identifier == "covered" && $0.auditType == .hitRegion })
        #expect(failures.failures.count == 1)
        #expect(failures.failures.first?.kind == .accessibilityAudit)
        #expect(failures.messages.first?.contains("covered") == true)
    }

    @Test("UT-61: a form whose elements pass the audit reports nothing")
    func auditCleanForm() throws {
        let (app, _, failures) = launch { ControlsViewController(log: $0) }
        try app.performAccessibilityAudit(for: [.sufficientElementDescription, .trait, .elementDetection]) { _ in false
        }
        let kinds = failures.failures.map(\.kind)
        #expect(kinds.allSatisfy { $0 == .accessibilityAudit })
        app.terminate()
        try app.performAccessibilityAudit()
        #expect(failures.failures.last?.kind == .notRunning)
    }
}
