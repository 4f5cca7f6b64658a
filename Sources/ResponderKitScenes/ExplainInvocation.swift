// What `responderkit explain ARGUMENTS` asks for.
// The invariants at the top of `ExplainOptions.swift` hold here too.

import Foundation
import ResponderKit
import ResponderKitJSON

/// What `responderkit explain ARGUMENTS` asks for.
public enum ExplainInvocation: Equatable, Sendable {
    /// `--help` or `-h`: print the usage.
    case help
    /// Explain points of a scene.
    case run(ExplainOptions)
}
