// A problem with the command line; the tool prints it with a hint and exits with status 2.
// The invariants at the top of `ExplainOptions.swift` hold here too.

import Foundation
import ResponderKit
import ResponderKitJSON

/// A problem with the command line; the tool prints it with a hint and exits with status 2.
public struct ExplainUsageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
