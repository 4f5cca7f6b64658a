// How much call stack the current thread has left, so a deep scene fails with a message instead of a crash.
//
// Invariants:
// - UIKit's hit-test and touch forwarding are recursive (one level per view), so explaining a scene needs stack in
//   proportion to its depth; `ExplainCommand` compares `bytesPerLevel * depth` with `remainingBytes()` first.
// - `remainingBytes()` is a conservative estimate (nil when the platform cannot tell, in which case no check is
//   made); `raiseProcessLimit()` only raises the soft limit of the process, never lowers it, and only the
//   executable calls it.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The call stack available for explaining deep scenes.
public enum ExplainStackBudget {
    /// The stack one view level may take while a touch is hit-tested and forwarded, with a safety margin: the
    /// measured cost is about 1.6 KB in debug builds and under 0.7 KB in release builds.
    #if DEBUG
        public static let bytesPerLevel = 2_560
    #else
        public static let bytesPerLevel = 1_024
    #endif
    /// Stack kept free for everything else.
    public static let reserveBytes = 512 * 1024
    /// The soft stack limit `raiseProcessLimit()` asks for: enough for `Scene.maximumLevels` with a wide margin.
    public static let processLimit = 64 * 1024 * 1024

    /// The stack needed to explain a scene whose deepest view is at `level`.
    public static func bytesNeeded(deepestLevel level: Int) -> Int {
        (level + 1) * bytesPerLevel + reserveBytes
    }

    /// The bytes left between the caller's frame and the end of the current thread's stack, or nil if unknown.
    public static func remainingBytes() -> Int? {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        #if os(Linux)
            // `pthread_getattr_np` is a GNU extension the Glibc module does not import; look it up at run time.
            typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
            guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
            let getAttributes = unsafeBitCast(symbol, to: GetAttr.self)
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var base: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
            let low = UInt(bitPattern: base)
            return here > low ? Int(here - low) : 0
        #elseif canImport(Darwin)
            let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
            let size = UInt(pthread_get_stacksize_np(pthread_self()))
            guard top >= size else { return nil }
            let low = top - size
            return here > low ? Int(here - low) : 0
        #else
            return nil
        #endif
    }

    /// Raises the process's soft stack limit to ``processLimit`` (within the hard limit) so the main thread's stack
    /// can grow that far. Linux grows the main thread's stack on demand up to the current soft limit; elsewhere this
    /// does nothing.
    public static func raiseProcessLimit() {
        #if os(Linux)
            let resource = Int32(RLIMIT_STACK.rawValue)
            var limit = rlimit()
            guard getrlimit(resource, &limit) == 0 else { return }
            // RLIM_INFINITY is the largest value, so `min` handles an unlimited hard limit too.
            let wanted = rlim_t(processLimit)
            guard limit.rlim_cur < wanted else { return }
            limit.rlim_cur = min(wanted, limit.rlim_max)
            _ = setrlimit(resource, &limit)
        #endif
    }
}
