// One responder of the chain.
// The invariants at the top of `ExplainResult.swift` hold here too.

import Foundation
import ResponderKit

/// One responder of the chain.
public struct ExplainChainLink: Sendable, Equatable {
    /// What kind of responder it is.
    public enum Kind: Sendable, Equatable {
        /// A view of the scene (by index); windows are ``window(_:)``.
        case view(Int)
        /// A window of the scene (by index).
        case window(Int)
        /// A scene view controller, by name.
        case viewController(String)
        /// The application.
        case application
        /// Any other responder, by type name.
        case other(String)
    }

    /// The responder.
    public var kind: Kind
}
