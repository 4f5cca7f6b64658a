// The format of a graphics renderer: the bounds it draws in.
import Foundation

/// The drawing environment of a ``UIGraphicsRenderer``, as in UIKit.
@preconcurrency @MainActor
open class UIGraphicsRendererFormat: NSObject, @preconcurrency NSCopying {
    /// The bounds the renderer draws in (set by the renderer).
    open internal(set) var bounds: CGRect = .zero

    /// A format with zero bounds.
    public required override init() {
        super.init()
    }

    /// The format the device prefers.
    open class func preferred() -> Self { self.init() }

    /// The default format (deprecated in UIKit in favour of ``preferred()``).
    open class func `default`() -> Self { preferred() }

    /// A copy of the format.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.bounds = bounds
        return copy
    }
}
