// A problem with a driver script file, located by its JSON path.
//
// Invariants: `path` is empty (the whole document) or a path in the `steps[3].points[1]` form; `message` is one
// sentence fragment without the path, so `description` reads `path: message`.

/// Why a driver script was refused, with the JSON path of the offending value.
package struct DriverScriptError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The JSON path of the offending value, such as `steps[3].points[1]`; empty for the whole document.
    package var path: String
    /// What is wrong, such as `expected a number`.
    package var message: String

    /// Creates an error.
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or only the message when the path is empty.
    package var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}
