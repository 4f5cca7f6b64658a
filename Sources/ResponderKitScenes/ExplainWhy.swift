// A view that contains the point on screen but did not get it.
// The invariants at the top of `ExplainResult.swift` hold here too.

import Foundation
import ResponderKit

/// A view that contains the point on screen but did not get it.
public struct ExplainWhy: Sendable, Equatable {
    /// The scene index of the view.
    public var view: Int
    /// Why it did not get the point.
    public var reason: ExplainWhyReason
}
