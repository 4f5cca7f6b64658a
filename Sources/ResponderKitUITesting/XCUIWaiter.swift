// Waits for predicate expectations on the virtual clock, with XCTWaiter's results (UT-140 … UT-147).
//
// Invariants: time moves only forward, from timer deadline to timer deadline, never past the wait's end (its own
// timeout, or an enclosing wait's deadline, whichever comes first); expectations are evaluated in the order given
// at every step; bad input is reported through the application's failure handler and returns `.interrupted`
// without moving the clock; a bounded number of steps, so no wait can hang.
import Foundation
import ResponderKit

/// Waits for ``XCUIPredicateExpectation``s by advancing the application's virtual clock, as `XCTWaiter` waits in
/// real time; it returns at once in real time with `XCTWaiter.Result`'s cases.
///
/// Its name is not XCTest's `XCTWaiter` (which swift-corelibs-xctest defines) so that a test importing both XCTest
/// and ResponderKitUITesting compiles; a port renames `XCTWaiter` to `XCUIWaiter` and `XCTNSPredicateExpectation`
/// to ``XCUIPredicateExpectation``.
@MainActor
public final class XCUIWaiter {
    /// How a wait ended: `XCTWaiter.Result`'s cases, with its raw values.
    public enum Result: Int, Sendable, Equatable, Hashable {
        /// Every expectation that is not inverted was fulfilled (and no inverted one was).
        case completed = 1
        /// The timeout passed before every expectation that is not inverted was fulfilled.
        case timedOut = 2
        /// With `enforceOrder`, an expectation was fulfilled before one listed ahead of it.
        case incorrectOrder = 3
        /// An inverted expectation was fulfilled.
        case invertedFulfillment = 4
        /// The wait ended early: an enclosing wait reached its deadline first, or the wait could not start (bad
        /// input, reported as a failure).
        case interrupted = 5
    }

    /// The expectations fulfilled by this waiter's waits, in the order they were fulfilled.
    public private(set) var fulfilledExpectations: [XCUIPredicateExpectation] = []

    /// Creates a waiter.
    public init() {}

    /// Waits up to `seconds` of virtual time for `expectations`; see ``XCUIWaiter``.
    @discardableResult
    public static func wait(
        for expectations: [XCUIPredicateExpectation], timeout seconds: TimeInterval, enforceOrder: Bool = false
    ) -> Result {
        XCUIWaiter().wait(for: expectations, timeout: seconds, enforceOrder: enforceOrder)
    }

    /// Waits up to `seconds` of virtual time until every expectation that is not inverted is fulfilled, evaluating
    /// them at once and after each step of the clock (each timer deadline: timers, animations, delayed performs).
    ///
    /// - Parameters:
    ///   - expectations: expectations on elements of one application, each listed once.
    ///   - seconds: the timeout in virtual time; finite and not negative.
    ///   - enforceOrder: whether the expectations must be fulfilled in the order listed.
    /// - Returns: how the wait ended. With only inverted expectations, a wait that lasts the whole timeout is
    ///   `.completed`.
    @discardableResult
    public func wait(
        for expectations: [XCUIPredicateExpectation], timeout seconds: TimeInterval, enforceOrder: Bool = false
    ) -> Result {
        guard let app = expectations.first?.object.owner else { return .completed }
        if let problem = problem(with: expectations, app: app, timeout: seconds) {
            app.report(problem)
            return .interrupted
        }
        // An inverted expectation fulfilled by an earlier wait stays fulfilled.
        if expectations.contains(where: { $0.isInverted && $0.isFulfilled }) { return .invertedFulfillment }
        let clock = app.simulator.clock
        let ownEnd = clock.now + seconds
        let end = min(ownEnd, app.waitDeadlines.last ?? ownEnd)
        app.waitDeadlines.append(end)
        defer { app.waitDeadlines.removeLast() }
        // Whether each expectation was counted since its predicate last failed: a predicate that stays true counts
        // once.
        var counted = [Bool](repeating: false, count: expectations.count)
        let required = expectations.filter { !$0.isInverted }
        for _ in 0..<XCUIElement.maximumWaitSteps {
            for (index, expectation) in expectations.enumerated() where !expectation.isFulfilled {
                guard expectation.evaluate() else {
                    counted[index] = false
                    continue
                }
                guard !counted[index], expectation.handler?() ?? true else { continue }
                counted[index] = true
                expectation.fulfillmentCount += 1
                guard expectation.isFulfilled else { continue }
                fulfilledExpectations.append(expectation)
                if expectation.isInverted { return .invertedFulfillment }
                if enforceOrder, expectations[..<index].contains(where: { !$0.isInverted && !$0.isFulfilled }) {
                    return .incorrectOrder
                }
            }
            if !required.isEmpty, required.allSatisfy(\.isFulfilled) { return .completed }
            if clock.now >= end {
                if end < ownEnd { return .interrupted }
                return required.isEmpty ? .completed : .timedOut
            }
            clock.advance(to: clock.nextDeadline.map { min(max($0, clock.now), end) } ?? end)
        }
        return .timedOut
    }

    /// Why `expectations` cannot be waited on for `seconds`, or nil.
    private func problem(
        with expectations: [XCUIPredicateExpectation], app: XCUIApplication, timeout seconds: TimeInterval
    ) -> XCUITestFailure? {
        func invalid(_ detail: String) -> XCUITestFailure {
            XCUITestFailure(kind: .invalidArgument, message: "Failed to wait for expectations: \(detail)")
        }
        guard seconds.isFinite, seconds >= 0 else {
            return invalid("timeout \(seconds) must be finite and not negative")
        }
        guard app.isRunning else { return app.notRunningFailure(for: "a wait for expectations") }
        var seen: Set<ObjectIdentifier> = []
        for expectation in expectations {
            guard expectation.object.owner === app else {
                return invalid("'\(expectation)' is on another application; one waiter waits on one application")
            }
            guard seen.insert(ObjectIdentifier(expectation)).inserted else {
                return invalid("'\(expectation)' is listed more than once")
            }
            guard expectation.expectedFulfillmentCount >= 1 else {
                return invalid("'\(expectation)' has expectedFulfillmentCount \(expectation.expectedFulfillmentCount)")
            }
            if case .unsupported(let message) = expectation.condition {
                return XCUITestFailure(kind: .unsupportedPredicate, message: message)
            }
        }
        return nil
    }
}
