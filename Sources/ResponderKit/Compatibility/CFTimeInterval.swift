// Core Foundation's time types and clock, which swift-corelibs-foundation does not export off Apple platforms.
//
// Invariant: declared only without the Objective-C runtime; on Apple platforms Core Foundation's own are used.
import Foundation

#if !_runtime(_ObjC)
    /// A time interval in seconds, as Core Foundation's.
    public typealias CFTimeInterval = Double
    /// Seconds since the reference date (1 January 2001, 00:00 UTC), as Core Foundation's.
    public typealias CFAbsoluteTime = CFTimeInterval

    /// The seconds from 1 January 1970 to the reference date of ``CFAbsoluteTime``.
    public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The current wall-clock time, in seconds since the reference date (as `Date().timeIntervalSinceReferenceDate`;
    /// not the application's virtual clock, as on iOS it is not the media clock).
    public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
        Date().timeIntervalSinceReferenceDate
    }
#endif
