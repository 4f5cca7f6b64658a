// Why explaining a point failed even though the scene and the point were valid.
// The invariants at the top of `ExplainSession.swift` hold here too.

import Foundation
import ResponderKit

/// Why explaining a point failed even though the scene and the point were valid.
public struct ExplainFailure: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong.
    public var message: String

    /// Creates a failure.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
