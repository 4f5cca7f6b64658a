// An expectation that a predicate holds for an element: XCTNSPredicateExpectation's counterpart on the virtual
// clock, waited on by ``XCUIWaiter`` (UT-140 … UT-147).
//
// Invariants: the predicate is read once, at creation (a format this library parsed, a block, or an unsupported
// format whose message the waiter reports); `fulfillmentCount` only grows, by one each time the predicate turns
// true (and the handler, if any, accepts it); evaluating never reports a failure for a missing element: its
// `exists` is false and its other attributes are nil.
import Foundation
import ResponderKit

/// An expectation fulfilled when a predicate evaluates to true for an element, as `XCTNSPredicateExpectation`.
///
/// ```swift
/// let exists = NSPredicate(format: "exists == true")
/// let expectation = XCUIPredicateExpectation(predicate: exists, object: app.staticTexts["Loaded"])
/// #expect(XCUIWaiter().wait(for: [expectation], timeout: 5) == .completed)
/// ```
///
/// Its name is not XCTest's so that a file importing both XCTest and ResponderKitUITesting stays unambiguous.
/// The predicate is a format (`exists`, `isHittable`, and the attributes `label`, `identifier`, `value`, `isEnabled`
/// … with the operators queries support) or a block, which receives the element.
@MainActor
public final class XCUIPredicateExpectation: @MainActor CustomStringConvertible {
    /// How the predicate is evaluated.
    enum Condition {
        case parsed(QueryPredicate)
        case block(NSPredicate)
        case unsupported(String)
    }

    /// The predicate.
    public let predicate: NSPredicate
    /// The element the predicate is evaluated with.
    public let object: XCUIElement
    /// A description of the expectation, in failure messages and logs.
    public var expectationDescription: String
    /// Whether the expectation must NOT be fulfilled during the wait (`XCTestExpectation.isInverted`).
    public var isInverted = false
    /// How many times the predicate must turn true to fulfil the expectation (at least 1).
    ///
    /// Each time the predicate becomes true after being false counts once (**chosen**: a predicate that stays true
    /// counts once), so a count of 2 waits for an element to appear twice.
    public var expectedFulfillmentCount = 1
    /// Called when the predicate evaluates to true; returning false leaves the expectation unfulfilled and the
    /// predicate is tried again at the next step of the clock (`XCTNSPredicateExpectation.handler`).
    public var handler: (@MainActor () -> Bool)?
    /// How many times the expectation has been fulfilled so far.
    public internal(set) var fulfillmentCount = 0

    let condition: Condition

    /// Creates an expectation that `predicate` evaluates to true for `object`.
    public init(predicate: NSPredicate, object: XCUIElement) {
        self.predicate = predicate
        self.object = object
        let probe = PredicateProbe()
        _ = predicate.evaluate(with: probe)
        switch probe.parsed {
        case nil:
            condition = .block(predicate)
            expectationDescription = "Expect predicate for \(object.summary)"
        case .success(let parsed)?:
            condition = .parsed(parsed)
            expectationDescription = "Expect predicate `\(probe.format)` for \(object.summary)"
        case .failure(let error)?:
            condition = .unsupported(error.message)
            expectationDescription = "Expect predicate `\(probe.format)` for \(object.summary)"
        }
    }

    /// The description.
    public var description: String { expectationDescription }

    /// Whether the expectation has reached its expected fulfilment count.
    var isFulfilled: Bool { fulfillmentCount >= expectedFulfillmentCount }

    /// Whether the predicate holds for the element now (the application settled first).
    func evaluate() -> Bool {
        switch condition {
        case .unsupported: return false
        case .block(let predicate): return predicate.evaluate(with: object)
        case .parsed(let parsed):
            let app = object.owner
            let exists = object.exists
            let node = exists ? try? object.resolve().get() : nil
            return parsed.evaluate { key in
                switch key {
                case "exists": return .bool(exists)
                case "isHittable", "hittable":
                    guard let node else { return .bool(false) }
                    return .bool(Hittability.check(node, in: app.uiApplication).isHittable)
                default:
                    return node.map { PredicateValue.attribute(key, of: $0) } ?? .null
                }
            }
        }
    }
}
