// A lazy query for elements: a chain of steps from the application or an element, resolved against the live tree
// each time it is used (UT-10 … UT-19).
//
// Invariants: building a query never reads the application; every use (`count`, `element`, an action on an element
// from it) settles the application and resolves against its current tree (rebuilt whenever anything it shows has
// changed, UT-100), so a query never returns a stale element.
import Foundation
import ResponderKit

/// A query for locating UI elements, with XCUITest's API.
///
/// ```swift
/// let app = XCUIApplication(window: window)
/// app.textFields["Email"].typeText("ann@example.com")
/// app.buttons["Log in"].tap()
/// #expect(app.tables.cells.count == 50)
/// ```
@MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider, @MainActor CustomDebugStringConvertible {
    /// The application the query runs in.
    let application: XCUIApplication
    /// The element the chain starts from (the application for `app.buttons`).
    let source: XCUIElement
    /// The steps, applied in order.
    let steps: [QueryStep]

    init(application: XCUIApplication, source: XCUIElement, steps: [QueryStep]) {
        self.application = application
        self.source = source
        self.steps = steps
    }

    /// This query followed by `step`.
    private func appending(_ step: QueryStep) -> XCUIElementQuery {
        XCUIElementQuery(application: application, source: source, steps: steps + [step])
    }

    // MARK: Elements

    /// The only element the query matches; using it fails when the query matches none or several.
    public var element: XCUIElement { XCUIElement(query: self, pick: .unique) }

    /// The first element the query matches, in tree order (it stops at the first match, as in XCUITest).
    public var firstMatch: XCUIElement { XCUIElement(query: self, pick: .first) }

    /// The number of elements the query matches now (0 when it cannot be resolved).
    public var count: Int {
        (try? resolve().get())?.count ?? 0
    }

    /// The element at `index` among the matches, in tree order; it exists while the query has more than `index`
    /// matches.
    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(query: self, pick: .index(index))
    }

    /// An element for each match now, bound by index.
    public var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    /// The only match whose identifier or label is `key` (XCUITest's subscript).
    public subscript(key: String) -> XCUIElement {
        matching(identifier: key).element
    }

    /// The only match that satisfies `predicate`.
    public func element(matching predicate: NSPredicate) -> XCUIElement {
        matching(predicate).element
    }

    /// The only match of `elementType` whose identifier or label is `identifier` (any when nil).
    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        matching(elementType, identifier: identifier).element
    }

    // MARK: Refining

    /// The matches whose identifier or label is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        appending(.matching(.identifier(identifier)))
    }

    /// The matches that satisfy `predicate`: a format from `NSPredicate(format:)` (see the supported forms in
    /// `docs/spec-ui-testing.md`), or a block predicate, which receives ``XCUIElementAttributes``.
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        appending(.matching(QueryFilter.from(predicate)))
    }

    /// The matches that pass `filter`.
    func matching(_ filter: QueryFilter) -> XCUIElementQuery {
        appending(.matching(filter))
    }

    /// The matches of `elementType` whose identifier or label is `identifier` (any when nil).
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let type = QueryFilter.type(elementType)
        return appending(.matching(identifier.map { .both(type, .identifier($0)) } ?? type))
    }

    /// The matches with a descendant that satisfies `predicate`.
    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        appending(.containing(QueryFilter.from(predicate)))
    }

    /// The matches with a descendant of `elementType` whose identifier or label is `identifier` (any when nil).
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let type = QueryFilter.type(elementType)
        return appending(.containing(identifier.map { .both(type, .identifier($0)) } ?? type))
    }

    /// The descendants of the matches that are of `type`.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        appending(.descendants(.type(type)))
    }

    /// The children of the matches that are of `type`.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        appending(.children(.type(type)))
    }

    // MARK: Resolving

    /// The matches now, after settling the application.
    func resolve() -> Result<[ElementSnapshot], XCUITestFailure> {
        guard application.isRunning else { return .failure(application.notRunningFailure(for: summary)) }
        return resolve(in: application.currentTree())
    }

    /// The matches in `tree`.
    func resolve(in tree: ElementTree) -> Result<[ElementSnapshot], XCUITestFailure> {
        for step in steps {
            if let message = step.filter.unsupportedMessage {
                return .failure(XCUITestFailure(kind: .unsupportedPredicate, message: message))
            }
        }
        let start: ElementSnapshot
        switch source.resolveNode(in: tree) {
        case .success(let node): start = node
        case .failure(let failure):
            // Named with the query too, so the failure says which query's source it was (UT-288).
            return .failure(
                XCUITestFailure(kind: failure.kind, message: "\(failure.message), the source of \(summary)"))
        }
        var current = [start]
        for step in plan { current = step.apply(to: current, in: tree) }
        return .success(current)
    }

    /// The steps as they run: a `matching` step joins the step before it (`buttons["x"]` is one walk for buttons
    /// named x), which selects the same elements in the same order and lets the tree's indexes answer it.
    private var plan: [QueryStep] {
        var plan: [QueryStep] = []
        for step in steps {
            if case .matching(let second) = step, let last = plan.last {
                switch last {
                case .descendants(let first):
                    plan[plan.count - 1] = .descendants(.both(first, second))
                    continue
                case .children(let first):
                    plan[plan.count - 1] = .children(.both(first, second))
                    continue
                case .matching(let first):
                    plan[plan.count - 1] = .matching(.both(first, second))
                    continue
                case .containing:
                    break
                }
            }
            plan.append(step)
        }
        return plan
    }

    /// The query chain, as XCUITest words it ("Find: Target Application" then one line per step).
    var chainDescription: String {
        var lines = source.chainLines
        for (depth, step) in steps.enumerated() {
            lines.append(String(repeating: "  ", count: source.chainLines.count + depth) + "↪︎Find: \(step.description)")
        }
        return lines.joined(separator: "\n")
    }

    /// A one-line description of what the query looks for, for failure messages.
    var summary: String {
        let last = steps.map(\.description).joined(separator: " → ")
        return source is XCUIApplication ? last : "\(last) in \(source.summary)"
    }

    /// The query chain and the elements it matches now.
    public var debugDescription: String {
        var text = "Query chain:\n" + chainDescription + "\n"
        switch resolve() {
        case .success(let matches):
            text += "Output: {\n" + matches.map { "  " + ElementTreeFormatter.line(for: $0) }.joined(separator: "\n")
            text += matches.isEmpty ? "}" : "\n}"
        case .failure(let failure):
            text += "Output: " + failure.message
        }
        return text
    }
}
