// One parameter of a scanned method declaration.
//
// Invariant: `label` is nil for `_` (no argument label); `type` is the type's source text, trimmed.

/// A parameter of a method: its argument label and type as written.
struct PortParameter: Equatable {
    /// The argument label, or nil for `_`.
    var label: String?
    /// The type as written (`UIButton`, `inout Int`, `String...`).
    var type: String
    /// Whether it has a default value.
    var hasDefault: Bool

    /// Whether a selector call can pass it: not `inout`, not variadic.
    var isPassable: Bool {
        !type.hasPrefix("inout ") && !type.hasSuffix("...")
    }
}
