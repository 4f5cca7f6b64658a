/// A string compared and hashed by its UTF-8 bytes (exact Unicode scalars), not by canonical equivalence.
struct JSONExactKey: Hashable {
    var text: String

    static func == (lhs: JSONExactKey, rhs: JSONExactKey) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in text.utf8 {
                hasher.combine(byte)
            }
        }
        hasher.combine(text.utf8.count)
    }
}
