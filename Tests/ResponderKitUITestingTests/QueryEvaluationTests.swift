// Query steps over the tree's pre-order: nested inputs give each element once, in tree order; and the kept tree
// answers exactly as a tree read anew, on the real screens (UT-104, UT-105).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

/// Containers inside containers: outer (b1, inner (b2, b3), b4) and side (b5).
@MainActor
final class NestedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let outer = container("outer", CGRect(x: 0, y: 0, width: 320, height: 300))
        let inner = container("inner", CGRect(x: 0, y: 50, width: 320, height: 120))
        let side = container("side", CGRect(x: 0, y: 320, width: 320, height: 100))
        outer.addSubview(button("b1", y: 10))
        inner.addSubview(button("b2", y: 10))
        inner.addSubview(button("b3", y: 60))
        outer.addSubview(inner)
        outer.addSubview(button("b4", y: 200))
        side.addSubview(button("b5", y: 10))
        view.addSubview(outer)
        view.addSubview(side)
    }

    private func container(_ identifier: String, _ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = identifier
        return view
    }

    private func button(_ identifier: String, y: CGFloat) -> UIButton {
        let button = UIButton(frame: CGRect(x: 10, y: y, width: 100, height: 40))
        button.setTitle(identifier.uppercased(), for: .normal)
        button.accessibilityIdentifier = identifier
        return button
    }
}

@MainActor
@Suite("UI testing: query steps over the kept tree")
struct QueryEvaluationTests {
    private func identifiers(_ query: XCUIElementQuery) -> [String] {
        query.allElementsBoundByIndex.map(\.identifier)
    }

    @Test("UT-105: descendants of nested inputs: each element once, in tree order")
    func nestedDescendants() {
        let (app, _, failures) = launch { _ in NestedViewController() }
        #expect(identifiers(app.otherElements) == ["outer", "inner", "side"])
        #expect(identifiers(app.otherElements.buttons) == ["b1", "b2", "b3", "b4", "b5"])
        #expect(identifiers(app.otherElements.descendants(matching: .other)) == ["inner"])
        #expect(identifiers(app.otherElements["inner"].buttons) == ["b2", "b3"])
        #expect(app.otherElements["outer"].otherElements["inner"].buttons.count == 2)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-105: children of nested inputs come out in tree order; containing keeps every input that holds a match")
    func nestedChildrenAndContaining() {
        let (app, _, failures) = launch { _ in NestedViewController() }
        #expect(identifiers(app.otherElements.children(matching: .button)) == ["b1", "b2", "b3", "b4", "b5"])
        #expect(identifiers(app.otherElements.containing(.button, identifier: "b3")) == ["outer", "inner"])
        #expect(identifiers(app.otherElements.containing(.button, identifier: "b5")) == ["side"])
        #expect(app.otherElements.containing(.button, identifier: "b9").count == 0)
        #expect(app.otherElements.buttons.element(boundBy: 3).label == "B4")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-104: on the real screens the kept tree answers exactly as a tree read anew", arguments: 0..<4)
    func keptEqualsFresh(screen: Int) {
        let app: XCUIApplication
        let failures: FailureLog
        switch screen {
        case 0:
            (app, _, failures) = launch { LoginViewController(log: $0) }
            app.textFields["email"].tap()
            app.typeText("ann")
        case 1:
            (app, _, failures) = launch { ListViewController(log: $0) }
            app.tables.element.swipeUp()
        case 2:
            (app, _, failures) = launch { AlertViewController(log: $0) }
            app.buttons["Delete all"].tap()
        default:
            (app, _, failures) = launch { ControlsViewController(log: $0) }
            app.switches["wifi"].tap()
        }
        let kept = [app.debugDescription, app.descendants(matching: .any).debugDescription]
        #expect(app.debugDescription == kept[0])
        app.cachesElementTree = false
        #expect([app.debugDescription, app.descendants(matching: .any).debugDescription] == kept)
        #expect(failures.failures.isEmpty)
    }
}
