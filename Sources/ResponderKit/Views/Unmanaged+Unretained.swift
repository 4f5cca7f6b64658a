// Unretained references without closures of the caller's: an optional one, and a call on the referenced object.
//
// A main-actor closure written at a call of the standard library (`optional.map { Unmanaged.passUnretained($0) }`,
// `reference._withUnsafeGuaranteedRef { $0.method() }`) is guarded by an executor check on every call (about 70
// instructions, Swift 6's dynamic isolation checks for modules built in Swift 5 mode). A closure handed to these
// helpers of this module gets none; they pass it on unchanged.

extension Unmanaged {
    /// An unretained reference to `instance`, or nil.
    @inline(__always)
    static func passUnretained(ifPresent instance: Instance?) -> Unmanaged? {
        guard let instance else { return nil }
        return passUnretained(instance)
    }

    /// Calls `body` with the object, without retaining it: the caller guarantees that something else keeps it
    /// alive until `body` returns (each call site says what).
    @inline(__always)
    func withGuaranteedObject<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
