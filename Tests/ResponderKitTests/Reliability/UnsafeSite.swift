// One unsafe site of the library's sources, as `UnsafeSiteScanner` finds it (UnsafeSitesTests).

/// A use of a construct that steps outside Swift's checked model, named by its module, enclosing type and member,
/// and kind, as docs/unsafe.md's site index lists it.
struct UnsafeSite: Equatable {
    /// The module (the directory under a `Sources` directory) whose sources hold the site.
    let module: String
    /// `Type.member`: the enclosing type (dotted if nested; an extension's extended type) and the member declared
    /// directly in it. The type alone for a site in a type's declaration, the member alone at file scope.
    let key: String
    /// What is unsafe: `@exclusivity(unchecked)`, `nonisolated(unsafe)`, `Unmanaged`, `Unsafe*Pointer`, …
    let kind: String
    /// The file, relative to its module's directory.
    let file: String
    /// The 1-based line of the site in `file`.
    let line: Int

    /// Where the site is, for messages: `Views/UIView.swift:21`.
    var location: String { "\(file):\(line)" }
}
