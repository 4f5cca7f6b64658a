// A failed query or action, reported to the application's failure handler instead of crashing (UT-40 … UT-49).
import Foundation

/// A UI test failure: what XCUITest reports as a test failure when a query or an action cannot be done.
///
/// ResponderKit never crashes or hangs on these: the action is not performed (no input is sent), the failure goes
/// to ``XCUIApplication/failureHandler`` (by default a Swift Testing issue), and the call returns.
public struct XCUITestFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// No element matches a query that needs one.
        case noMatches
        /// Several elements match a query that needs exactly one.
        case multipleMatches
        /// The element exists but a tap at its activation point would not reach it.
        case notHittable
        /// Typing found no element with keyboard focus.
        case noKeyboardFocus
        /// A predicate that ResponderKit cannot evaluate.
        case unsupportedPredicate
        /// An argument that is negative, NaN, infinite or out of range (a timeout, a coordinate, a scale …).
        case invalidArgument
        /// The element is not of a type the action applies to (a slider position on a button …).
        case wrongElementType
        /// The application is not running (`launch()` was not called, or `terminate()` was).
        case notRunning
        /// The input layer refused the input the action sent.
        case inputRefused
        /// An accessibility audit found an issue the issue handler did not ignore.
        case accessibilityAudit
        /// An action or wait was called while another was running (from app code the other ran).
        case reentrantAction
        /// A screenshot of an element with no visible area on the screen (off-screen or of zero size).
        case notVisible
    }

    /// What went wrong.
    public let kind: Kind
    /// The message a test shows, in XCUITest's wording where it has one.
    public let message: String

    /// Creates a failure.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
