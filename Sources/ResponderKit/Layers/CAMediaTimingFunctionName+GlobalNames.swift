// Core Animation's old global timing-function names. Swift 4.2 renamed them (`kCAMediaTimingFunctionEaseIn` became
// `CAMediaTimingFunctionName.easeIn`): as on iOS, using one fails to compile with a fix-it to the new name.
import Foundation

/// Renamed: use `CAMediaTimingFunctionName.linear`.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// Renamed: use `CAMediaTimingFunctionName.easeIn`.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// Renamed: use `CAMediaTimingFunctionName.easeOut`.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// Renamed: use `CAMediaTimingFunctionName.easeInEaseOut`.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// Renamed: use `CAMediaTimingFunctionName.default`.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
