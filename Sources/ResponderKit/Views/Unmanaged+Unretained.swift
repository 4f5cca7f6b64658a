// An unretained reference to an optional object, without a closure.
//
// A main-actor closure written at a call of the standard library (`optional.map { Unmanaged.passUnretained($0) }`)
// is guarded by an executor check on every call (about 70 instructions: Swift 6's dynamic isolation check for
// closures handed to modules built in Swift 5 mode); this needs no closure.

extension Unmanaged {
    /// An unretained reference to `instance`, or nil.
    @inline(__always)
    static func passUnretained(ifPresent instance: Instance?) -> Unmanaged? {
        guard let instance else { return nil }
        return passUnretained(instance)
    }
}
