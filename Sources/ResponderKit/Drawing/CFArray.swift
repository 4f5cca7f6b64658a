// CFArray for platforms without CoreFoundation's bridged arrays (Linux): what `CGGradient(colorsSpace:colors:
// locations:)` takes, written `[color1.cgColor, color2.cgColor] as CFArray` as on iOS.
// On platforms with the Objective-C runtime, CoreFoundation's type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    /// An array as Core Foundation passes it: here a Swift array of any values, so `[…] as CFArray` compiles as
    /// written for iOS.
    public typealias CFArray = [Any]
#endif
