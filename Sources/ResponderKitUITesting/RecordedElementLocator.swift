// Finds the element a touch lands on, when the touch begins, and names it as a query a test can use (UT-222 …
// UT-226).
//
// Invariants: read-only (the tree is built from public accessibility properties; hit-tests run with a nil event).
// The element chosen is the deepest one containing the point whose own tap (at its activation point, as a replayed
// test taps) reaches the same view the recorded touch reached, so replaying the query taps what the person
// tapped; a text or image is replaced by an enclosing element with an identifier that qualifies too. With no such
// element, or none with an identifier or label, the target is the point itself.
import Foundation
import ResponderKit

/// Names elements of one application's tree, as it is now.
@MainActor
struct RecordedElementLocator {
    let application: UIApplication
    let root: ElementSnapshot
    /// Every element in the order queries see them (pre-order), for counting matches.
    private let all: [ElementSnapshot]

    init(application: UIApplication) {
        self.application = application
        let tree = ElementTreeBuilder(application: application).build()
        root = tree.root
        all = Array(tree.nodes.dropFirst())
    }

    /// The view a touch at `point` (screen coordinates) reaches, as the input layer finds it: the first visible
    /// window, front to back, whose hit-test returns a view.
    func hitView(at point: CGPoint) -> UIView? {
        for window in application.windowsFrontToBack where !window.isHidden {
            if let view = window.hitTest(window.convert(point, from: nil), with: nil) { return view }
        }
        return nil
    }

    /// The target of a touch beginning at `point` (screen coordinates), with the element it names, if any.
    func target(at point: CGPoint) -> (target: RecordedTarget, element: ElementSnapshot?) {
        guard point.x.isFinite, point.y.isFinite else {
            return (.coordinate(.zero, reason: "the touch was at no finite point"), nil)  // never recorded
        }
        guard let touched = hitView(at: point) else {
            return (.coordinate(at: point, in: application, reason: "no view here takes touches"), nil)
        }
        // Deepest first: later in pre-order and inside earlier ones.
        let containing = all.filter { $0.frame.contains(point) && $0.synthetic == .none }.reversed()
        var accepted: [ElementSnapshot] = []
        for element in containing where hitView(at: element.activationPoint) === touched {
            accepted.append(element)
        }
        guard var chosen = accepted.first(where: { isNamed($0) }) else {
            let reason =
                accepted.isEmpty
                ? "no element here is reached by a tap at its own hit point"
                : "the element here has no identifier or label"
            return (.coordinate(at: point, in: application, reason: reason), nil)
        }
        // A text or image in a cell or control: the enclosing element's identifier is the steadier name.
        if chosen.identifier.isEmpty, [.staticText, .image, .other].contains(chosen.elementType),
            let identified = accepted.first(where: { !$0.identifier.isEmpty && $0.elementType != .window })
        {
            chosen = identified
        }
        return (.element(query(for: chosen)), chosen)
    }

    /// The query for the element standing for `object` (the focused text input), or nil when it has none or no
    /// name.
    func target(of object: UIResponder) -> RecordedTarget? {
        guard let element = all.first(where: { $0.object === object }), isNamed(element) else { return nil }
        return .element(query(for: element))
    }

    /// Whether `element` can be named by identifier or label.
    func isNamed(_ element: ElementSnapshot) -> Bool {
        !element.identifier.isEmpty || !element.label.isEmpty
    }

    /// `app.<type>["name"]`, or `app.<type>.matching(identifier: "name")` picking `element` among several
    /// matches.
    func query(for element: ElementSnapshot) -> String {
        let name = element.identifier.isEmpty ? element.label : element.identifier
        let typeQuery = RecordedTarget.typeQuery(element.elementType)
        let literal = SwiftLiteral.string(name)
        // The subscript matches identifier or label (XCUITest's `matching(identifier:)`).
        let matches = all.filter {
            element.elementType.matches($0.elementType) && ($0.identifier == name || $0.label == name)
        }
        guard matches.count > 1, let index = matches.firstIndex(where: { $0 === element }) else {
            return "\(typeQuery)[\(literal)]"
        }
        let matching = "\(typeQuery).matching(identifier: \(literal))"
        return index == 0 ? "\(matching).firstMatch" : "\(matching).element(boundBy: \(index))"
    }
}
