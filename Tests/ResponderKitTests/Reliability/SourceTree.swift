// Where the repository is, for the tests that read its sources (the unsafe-site index, the touch record's writers,
// the dispatch core's shape).

import Foundation

/// The repository the tests were built from.
enum SourceTree {
    /// The repository's root, from this file's path (Tests/ResponderKitTests/Reliability/).
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}
