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

    @Test("UT-61: the login form's only issue is its empty status label; each issue fails once; handler errors rethrow")
    func auditForms() throws {
        let (login, _, loginFailures) = launch { LoginViewController(log: $0) }
        try login.performAccessibilityAudit(for: [.sufficientElementDescription, .trait, .elementDetection])
        #expect(loginFailures.messages.count == 1)
        #expect(
            loginFailures.messages.first?.hasPrefix("Accessibility audit: status: it has no accessibilityLabel") == true
        )
        let (controls, _, failures) = launch { ControlsViewController(log: $0) }
        var seen: [String] = []
        try controls.performAccessibilityAudit(for: .sufficientElementDescription) { issue in
            seen.append(issue.element?.identifier ?? "?")
            return false
        }
        #expect(!seen.isEmpty)
        #expect(failures.failures.count == seen.count)
        #expect(failures.failures.allSatisfy { $0.kind == .accessibilityAudit })
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try controls.performAccessibilityAudit(for: .sufficientElementDescription) { _ in throw Stop() }
        }
        controls.terminate()
        try controls.performAccessibilityAudit()
        #expect(failures.failures.last?.kind == .notRunning)
    }
}
