// A problem with a scene file, located by its JSON path.
//
// Invariants: `path` is empty or a path in the `views[0].children[3].frame` form (shortened in the middle when very
// deep, see `ScenePath`); `message` is one sentence fragment without the path, so `description` reads `path: message`.

/// Why a scene file was refused, with the JSON path of the offending value.
public struct SceneError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The JSON path of the offending value, such as `views[0].children[3].frame`; empty for the whole document.
    public var path: String
    /// What is wrong, such as `expected 4 numbers`.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or only the message when the path is empty.
    public var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}
