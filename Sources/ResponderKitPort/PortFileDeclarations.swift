// What `DeclarationScanner` finds in one file: its types, methods, the attributes and modifiers to drop and the
// optional protocol requirements.
//
// Invariants: indices in `types[].parent` and `methods[].owner` are local to this file until `PortModule` shifts
// them; removals are in file order and never overlap.

/// The declarations of one file.
struct PortFileDeclarations {
    /// An attribute or modifier the port drops: tokens `first...last` (the attribute with its arguments).
    struct Removal {
        var first: Int
        var last: Int
        /// How it was written (`@objc(tap:)`, `dynamic`).
        var text: String
        var line: Int
    }

    /// An `optional` requirement of a protocol.
    struct OptionalRequirement {
        var name: String
        var protocolName: String
        var line: Int
    }

    var types: [PortTypeDeclaration] = []
    var methods: [PortMethodDeclaration] = []
    var removals: [Removal] = []
    var optionalRequirements: [OptionalRequirement] = []
}
