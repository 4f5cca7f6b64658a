// The kinds of symbol in a Cassowary tableau.
/// What a symbol stands for; only externals are unrestricted in sign.
enum SymbolKind: UInt8 {
    /// A variable of the caller's: any value.
    case external
    /// An inequality's slack: at least zero.
    case slack
    /// An optional constraint's error: at least zero, and counted in its tier's objective.
    case error
    /// A required equality's marker: always zero, never enters the basis.
    case dummy
    /// A symbol that was released.
    case invalid
}
