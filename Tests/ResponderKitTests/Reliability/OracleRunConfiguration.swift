// The seed and size of a hit-test property run, read from the environment.

import Foundation
import Testing

@testable import ResponderKit

/// Seed and size of a property run, from the environment.
struct OracleRunConfiguration {
    static let defaultSeed: UInt64 = 0x0A11_CE5E_ED5E_ED01
    static let defaultTrees = 3_000
    static let pointsPerTree = 30
    /// Every this many points, the point is also checked through the input path.
    static let touchEvery = 10

    var seed = defaultSeed
    var trees = defaultTrees
    /// Values in the environment that could not be read (the defaults are used instead).
    var problems: [String] = []

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let text = environment["RESPONDERKIT_ORACLE_SEED"] {
            let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
            let parsed = trimmed.hasPrefix("0x") ? UInt64(trimmed.dropFirst(2), radix: 16) : UInt64(trimmed)
            if let parsed { seed = parsed } else { problems.append("RESPONDERKIT_ORACLE_SEED=\(text)") }
        }
        if let text = environment["RESPONDERKIT_ORACLE_TREES"] {
            if let parsed = Int(text.trimmingCharacters(in: .whitespaces)), parsed >= 0 {
                trees = parsed
            } else {
                problems.append("RESPONDERKIT_ORACLE_TREES=\(text)")
            }
        }
    }

    var seedText: String { "0x" + String(seed, radix: 16) }
}
