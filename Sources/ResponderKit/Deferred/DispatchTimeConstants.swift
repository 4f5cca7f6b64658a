// The time-unit constants that Apple's Dispatch headers give Swift code (`NSEC_PER_SEC` and friends), off Apple
// platforms, where Linux's Dispatch does not export them (LS-21). Constants, not mutable state; same names, types
// (`UInt64`) and values as Apple's.
import Foundation

#if !_runtime(_ObjC)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Nanoseconds per second.
    public let NSEC_PER_SEC: UInt64 = 1_000_000_000
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Nanoseconds per millisecond.
    public let NSEC_PER_MSEC: UInt64 = 1_000_000
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Nanoseconds per microsecond.
    public let NSEC_PER_USEC: UInt64 = 1_000
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Microseconds per second.
    public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
