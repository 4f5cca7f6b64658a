// An error of the plugin itself (a target without its configuration); configuration errors go through the tool.

/// Why the plugin cannot plan the port of a target.
struct UIKitPortError: Error, CustomStringConvertible {
    var description: String
}
