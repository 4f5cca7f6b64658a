// The verdict of `responderkit explain --expect VIEW` at one point.
// The invariants at the top of `ExplainResult.swift` hold here too (scene indices, no live objects).
import Foundation
import ResponderKit

/// Whether the expected view got the touch at one point and, when not, the first reason in UIKit's order.
public struct ExplainExpectation: Sendable, Equatable {
    /// Why the expected view did not get the touch.
    public enum Miss: Sendable, Equatable {
        /// The hit-test passed it over, for the reason given (an ancestor, its own state, a view in front, an
        /// override), as "why not" reports it.
        case passedOver(ExplainWhyReason)
        /// The point is not on the view at all: outside its bounds and hit area, or clipped away by an ancestor.
        case notAtPoint
        /// The view is in another window than the one the point was given in.
        case otherWindow
        /// The window is hidden, so nothing in it is hit-tested (HT-12).
        case windowHidden
        /// A descendant of the view (scene index) is the hit view: it takes the touch (HT-1, HT-2).
        case descendantTookIt(Int)
        /// The view was hit, but a gesture recognizer (named) recognized and cancelled its touch (GR-13).
        case touchCancelled(by: String)
    }

    /// The scene index of the expected view.
    public var view: Int
    /// Nil when the view got the touch and kept it; otherwise why not.
    public var miss: Miss?

    /// Whether the view got the touch.
    public var reached: Bool { miss == nil }
}
