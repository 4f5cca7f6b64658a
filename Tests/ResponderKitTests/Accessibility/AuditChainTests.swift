// `AccessibilityAudit`'s responder-chain check (.responderChain): a responder whose `next` chain does not reach the
// application, so escape, magic tap and nil-targeted actions from it can never be handled (AX-9, RC-*).

import Foundation
import Testing

@testable import ResponderKit

/// A view whose `next` is whatever the test says: nil (a broken chain), another responder, or UIKit's.
private final class CustomNextView: UIView {
    enum Next {
        case uikit
        case none
        case responder(UIResponder)
    }
    var custom = Next.uikit
    override var next: UIResponder? {
        switch custom {
        case .uikit: return super.next
        case .none: return nil
        case .responder(let responder): return responder
        }
    }
}

@MainActor
@Suite("Accessibility audit: responder chain")
struct AuditChainTests {
    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        window.makeKeyAndVisible()
        return window
    }

    @Test("AX-9 audit: a custom view whose next is nil cuts itself and its subviews off from the application")
    func brokenChain() throws {
        let window = makeWindow()
        let card = CustomNextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        button.accessibilityIdentifier = "play"
        button.accessibilityLabel = "Play"
        card.addSubview(button)
        #expect(AccessibilityAudit.run(window: window).isEmpty)
        card.custom = .none
        let issues = AccessibilityAudit.run(window: window)
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.type == .responderChain && issue.element === card)
        #expect(issue.reason.contains("from 2 views (card, play)"))
        // The button's own title label (a part of the control) is not counted.
        #expect(!issue.reason.contains("UILabel"))
    }

    @Test("AX-9 audit: a next cycle is reported once, without hanging, on the responder the loop returns to")
    func cycle() throws {
        let window = makeWindow()
        let a = CustomNextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = CustomNextView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        window.addSubview(a)
        window.addSubview(b)
        a.custom = .responder(b)
        b.custom = .responder(a)
        let issues = AccessibilityAudit.run(window: window, types: .responderChain)
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.reason.contains("runs in a loop"))
        #expect(issue.reason.contains("2 views"))
        // Pointing b at the window mends both chains.
        b.custom = .responder(window)
        #expect(AccessibilityAudit.run(window: window, types: .responderChain).isEmpty)
    }

    @Test("AX-9 audit: a next that jumps to a view controller still reaching the application is fine")
    func detourIsFine() {
        let window = makeWindow()
        let controller = UIViewController()
        let root = UIView(frame: window.bounds)
        controller.view = root
        window.addSubview(root)
        let view = CustomNextView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        view.custom = .responder(controller)
        #expect(AccessibilityAudit.run(window: window, types: .responderChain).isEmpty)
        view.custom = .none
        #expect(AccessibilityAudit.run(window: window, types: .responderChain).count == 1)
    }
}
