// One replacement of a byte range of an input file, with the message that reports it.
//
// Invariants: `start <= end` are offsets between tokens (never inside one); an insertion has `start == end`. The
// flags only matter to line-directive output (`PortLineDirectives`).

/// A replacement of the bytes `start..<end` by `replacement`.
struct PortEdit {
    var start: Int
    var end: Int
    var replacement: String
    /// The change it makes, reported when the edit is applied.
    var message: PortDiagnostic?
    /// The line this edit ends on ends a statement or declaration, so a `#sourceLocation` may follow it there.
    var resynchronizes = false
    /// The replacement is code the port wrote (not the app's): line directives point it at the ported copy.
    var isGenerated = false
}
