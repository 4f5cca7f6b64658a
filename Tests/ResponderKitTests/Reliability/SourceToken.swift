// One token of a Swift source as `SourceTokenizer` reads it, for the unsafe-site scan (UnsafeSitesTests).

/// An identifier (with its `@` or `#` prefix, without backticks), a number or one punctuation character, and the
/// line it starts on. Comments and the text of string literals make no tokens.
struct SourceToken: Equatable {
    /// The token's text: `func`, `@exclusivity`, `Unmanaged`, `{`, `(`.
    let text: String
    /// The 1-based line of the token's first character.
    let line: Int

    /// Whether the token is an identifier or keyword (not punctuation or a number).
    var isWord: Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first == "@" || first == "#" || first == "_" || first == "$" || first.properties.isAlphabetic
    }

    /// Whether the token is a word that starts with an upper-case letter or `_`, as a type's name does.
    var looksLikeTypeName: Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first == "_" || first.properties.isUppercase
    }
}
