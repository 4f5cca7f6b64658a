// A strict (RFC 8259), iterative JSON parser producing a flat `JSONDocument`.
//
// Invariants:
// - No recursion anywhere: nesting is tracked on an explicit heap-allocated stack (`frames`) bounded by
//   `Limits.maxDepth`, so hostile input cannot overflow the call stack.
// - Linear time: every input byte is examined a bounded number of times (number slow paths rescan only their own
//   bytes; strings are copied at most twice), each node ID is moved from `scratch` to `pool` exactly once, and
//   duplicate-key detection is expected-linear (small objects compare pairwise, large ones use a `Set`, whose hash is
//   randomly seeded).
// - Every read of `input` is preceded by an explicit `position < end` check; there are no force unwraps or force tries.
// - Inputs larger than `min(Limits.maxBytes, Int32.max - 1)` bytes are rejected before any parsing, which keeps every
//   index stored in the document within `Int32` (see `JSONDocument`).
// - Line and column numbers are 1-based; columns count Unicode scalars. The column of offset `p` on the current line
//   is `p - lineStart - lineExtra + 1`, where `lineExtra` counts the UTF-8 continuation bytes already consumed on the
//   current line (they only occur inside strings, which cannot contain raw line breaks).

/// A strict, non-recursive JSON parser that is safe to run on hostile input.
///
/// It accepts exactly RFC 8259 JSON (plus an optional leading UTF-8 byte order mark): no comments, trailing commas,
/// `NaN`/`Infinity`, leading zeros, unescaped control characters, invalid UTF-8 or lone surrogate escapes. Numbers
/// become `Double`; a number whose magnitude overflows `Double` is an error (underflow rounds to zero). Duplicate keys
/// within an object are an error. Memory use is linear in the input size and parsing time is linear.
///
/// Why not Foundation's `JSONSerialization`: on Linux it stops at nesting depth 512 and silently accepts duplicate
/// keys; this parser handles deep nesting, rejects duplicates and reports every error with its JSON path (see the
/// target's `README.md`).
public struct JSONParser: Sendable {
    /// Resource limits applied while parsing.
    public struct Limits: Sendable, Equatable {
        /// The maximum nesting depth of arrays and objects; the top-level array or object has depth 1. Deeper input
        /// fails with `nesting deeper than N`. The parser itself does not recurse, so this only bounds memory and
        /// protects consumers; a consumer that walks the document recursively should pass a limit its stack can
        /// afford. Negative values behave like 0 (no arrays or objects allowed).
        public var maxDepth: Int
        /// The maximum input size in bytes, checked before parsing; larger input fails with `file larger than N
        /// bytes`. Values above `Int32.max - 1` are lowered to it.
        public var maxBytes: Int

        /// Creates limits; the defaults are a depth of 25,000 and 64 MiB.
        public init(maxDepth: Int = 25_000, maxBytes: Int = 64 * 1024 * 1024) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
        }

        /// Depth 25,000 and 64 MiB.
        public static let `default` = Limits()
    }

    /// Parses UTF-8 encoded JSON bytes (for example a `[UInt8]`, `ArraySlice<UInt8>` or `Data`).
    public static func parse<Bytes: Collection<UInt8>>(
        _ bytes: Bytes,
        limits: Limits = .default
    ) throws(JSONParseError) -> JSONDocument {
        let maxBytes = min(max(limits.maxBytes, 0), Int(Int32.max) - 1)
        guard bytes.count <= maxBytes else {
            throw JSONParseError(message: "file larger than \(maxBytes) bytes", line: 1, column: 1)
        }
        let maxDepth = max(limits.maxDepth, 0)
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            parseBuffer(buffer, maxDepth: maxDepth)
        }
        if let contiguous {
            return try contiguous.get()
        }
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { buffer in
            parseBuffer(buffer, maxDepth: maxDepth)
        }.get()
    }

    /// Parses JSON text held in a `String`.
    public static func parse(_ string: String, limits: Limits = .default) throws(JSONParseError) -> JSONDocument {
        try parse(string.utf8, limits: limits)
    }

    private static func parseBuffer(
        _ buffer: UnsafeBufferPointer<UInt8>,
        maxDepth: Int
    ) -> Result<JSONDocument, JSONParseError> {
        var machine = JSONMachine(input: buffer, maxDepth: maxDepth)
        return Result { () throws(JSONParseError) -> JSONDocument in try machine.run() }
    }
}
