// An element of the application, found by a query each time it is used, with XCUITest's attributes.
// Actions are in XCUIElement+Actions.swift, gestures in +Gestures.swift, typing and adjusting in +Text.swift,
// waiting in +Waiting.swift.
//
// Invariants (UT-12): an element is a query and a way to pick one of its matches; every read resolves it anew in
// a settled application. Reading an attribute of an element that matches none or several reports the failure and
// returns an empty value; `exists` never fails.
import Foundation
import ResponderKit

/// A UI element in an application, with XCUITest's API.
@MainActor
public class XCUIElement: XCUIElementAttributes, XCUIElementTypeQueryProvider, @MainActor CustomDebugStringConvertible {
    /// How an element picks among its query's matches.
    enum Pick: Equatable {
        case unique
        case first
        case index(Int)
    }

    /// The query (nil for the application itself).
    let query: XCUIElementQuery?
    let pick: Pick

    init(query: XCUIElementQuery?, pick: Pick) {
        self.query = query
        self.pick = pick
    }

    /// The application the element belongs to.
    var owner: XCUIApplication {
        // Only XCUIApplication has no query, and it overrides `owner`.
        query?.application ?? (self as! XCUIApplication)
    }

    /// This element resolved to the first of its query's matches instead of failing when there are several, as
    /// XCUITest's `firstMatch` (`app.buttons["OK"].firstMatch`); it still fails when there is none. The
    /// application's is the application; an element picked by index stays that element.
    public var firstMatch: XCUIElement {
        guard let query, pick == .unique else { return self }
        return XCUIElement(query: query, pick: .first)
    }

    // MARK: Resolving

    /// The element's snapshot in `tree`, or why there is none.
    func resolveNode(in tree: ElementTree) -> Result<ElementSnapshot, XCUITestFailure> {
        let root = tree.root
        guard let query else { return .success(root) }
        let matches: [ElementSnapshot]
        switch query.resolve(in: tree) {
        case .success(let found): matches = found
        case .failure(let failure): return .failure(failure)
        }
        switch pick {
        case .unique:
            if matches.count == 1 { return .success(matches[0]) }
            if matches.isEmpty { return .failure(MatchReport.noMatches(for: query, in: root)) }
            return .failure(MatchReport.multipleMatches(matches, for: query))
        case .first:
            if let first = matches.first { return .success(first) }
            return .failure(MatchReport.noMatches(for: query, in: root))
        case .index(let index):
            if index >= 0, index < matches.count { return .success(matches[index]) }
            if index < 0 {
                return .failure(
                    XCUITestFailure(
                        kind: .invalidArgument,
                        message: "No matches found for element at index \(index) of \(query.summary): the index is "
                            + "negative"))
            }
            return .failure(
                XCUITestFailure(
                    kind: .noMatches,
                    message: "No matches found for element at index \(index) of \(query.summary): the query "
                        + "matches \(matches.count) element\(matches.count == 1 ? "" : "s")"))
        }
    }

    /// The element's snapshot now, after settling the application.
    func resolve() -> Result<ElementSnapshot, XCUITestFailure> {
        let app = owner
        guard app.isRunning else { return .failure(app.notRunningFailure(for: summary)) }
        return resolveNode(in: app.currentTree())
    }

    /// The element's snapshot now; a failure is reported and gives nil.
    func resolvedOrReport() -> ElementSnapshot? {
        switch resolve() {
        case .success(let node): return node
        case .failure(let failure):
            owner.report(failure)
            return nil
        }
    }

    // MARK: Attributes

    /// Whether the element exists now (its query has a match to pick; several matches count as existing).
    public var exists: Bool {
        let app = owner
        guard app.isRunning else { return false }
        guard let query else { return true }
        guard case .success(let matches) = query.resolve(in: app.currentTree()) else { return false }
        if case .index(let index) = pick { return index >= 0 && index < matches.count }
        return !matches.isEmpty
    }

    /// Whether a tap at the element's activation point reaches it (or a descendant) now (UT-30).
    public var isHittable: Bool {
        guard case .success(let node) = resolve() else { return false }
        return Hittability.check(node, in: owner.uiApplication).isHittable
    }

    /// The accessibility identifier.
    public var identifier: String { resolvedOrReport()?.identifier ?? "" }
    /// The frame in screen coordinates.
    public var frame: CGRect { resolvedOrReport()?.frame ?? .zero }
    /// The accessibility value (a `String`), or nil.
    public var value: Any? { resolvedOrReport()?.stringValue }
    /// The title (empty on iOS).
    public var title: String { resolvedOrReport()?.title ?? "" }
    /// The accessibility label.
    public var label: String { resolvedOrReport()?.label ?? "" }
    /// The element type.
    public var elementType: XCUIElement.ElementType { resolvedOrReport()?.elementType ?? .any }
    /// Whether the element is enabled.
    public var isEnabled: Bool { resolvedOrReport()?.isEnabled ?? false }
    /// The placeholder (a text field's), or nil.
    public var placeholderValue: String? { resolvedOrReport()?.placeholderValue }
    /// Whether the element is selected.
    public var isSelected: Bool { resolvedOrReport()?.isSelected ?? false }
    /// Whether the element is the first responder.
    public var hasFocus: Bool { resolvedOrReport()?.hasFocus ?? false }

    // MARK: Queries

    /// A query for the descendants of this element of `type`.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: owner, source: self, steps: [.descendants(.type(type))])
    }

    /// A query for the children of this element of `type`.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: owner, source: self, steps: [.children(.type(type))])
    }

    // MARK: Descriptions

    /// The query chain lines that lead to this element.
    var chainLines: [String] {
        guard let query else { return ["→Find: Target Application"] }
        var lines = query.chainDescription.components(separatedBy: "\n")
        switch pick {
        case .unique: break
        case .first: lines.append(String(repeating: "  ", count: lines.count) + "↪︎Find: First Match")
        case .index(let index):
            lines.append(String(repeating: "  ", count: lines.count) + "↪︎Find: Element at index \(index)")
        }
        return lines
    }

    /// A one-line description of how the element is found.
    var summary: String {
        guard let query else { return "Application" }
        switch pick {
        case .unique: return query.summary
        case .first: return "first match of \(query.summary)"
        case .index(let index): return "element \(index) of \(query.summary)"
        }
    }

    /// The element's attributes and subtree in XCUITest's format, then the query chain that finds it.
    public var debugDescription: String {
        switch resolve() {
        case .success(let node):
            return ElementTreeFormatter.describe(node) + "\nQuery chain:\n" + chainLines.joined(separator: "\n")
        case .failure(let failure):
            return failure.message + "\nQuery chain:\n" + chainLines.joined(separator: "\n")
        }
    }
}
