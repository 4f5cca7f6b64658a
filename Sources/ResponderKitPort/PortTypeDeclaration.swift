// A type declaration found in an input file: a class, struct, enum, actor, protocol or extension, with its body.
//
// Invariants: `bodyOpen`/`bodyClose` are the token indices of its `{` and `}` in file `file`; `parent` is the index
// (in `PortModule.types`) of the type whose body directly contains it; `name` is the simple name (for an extension,
// the last component of the extended type) and `qualifiedName` the name as a file-scope extension would spell it.

/// A type declaration or extension of the module.
struct PortTypeDeclaration {
    /// What kind of declaration it is.
    enum Kind: String {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    var kind: Kind
    var name: String
    var qualifiedName: String
    /// The inherited types as written, without generic arguments (`UIView`, `UIKit.UIView`, `Delegate`).
    var inherited: [String]
    /// The attribute names before it, without `@` (`objc`, `objcMembers`, `MainActor`).
    var attributes: Set<String>
    /// Its access modifier (`public`, `open`, `private`, ...), if any.
    var access: String?
    var file: Int
    var line: Int
    /// The token of its keyword (`class`, `extension`, ...).
    var keyword: Int
    var bodyOpen: Int
    var bodyClose: Int
    var parent: Int?

    /// Whether every method of it is `@objc` (`@objcMembers`, or an `@objc extension`).
    var exposesAllMembers: Bool {
        attributes.contains("objcMembers") || (kind == .extension && attributes.contains("objc"))
    }
}
