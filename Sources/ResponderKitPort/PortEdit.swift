// One replacement of a byte range of an input file, with the message that reports it.
//
// Invariant: `start <= end` are offsets between tokens (never inside one); an insertion has `start == end`.

/// A replacement of the bytes `start..<end` by `replacement`.
struct PortEdit {
    var start: Int
    var end: Int
    var replacement: String
    /// The change it makes, reported when the edit is applied.
    var message: PortDiagnostic?
}
