// A recording the demo could not replay.
import Foundation

/// Why a replay failed: the file, and what was wrong (with its JSON path for a malformed recording).
public struct DemoReplayError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The reason, naming the file.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
