// The format of an image renderer: scale and opacity of the images it makes.
import Foundation

/// The format of a ``UIGraphicsImageRenderer``: pixels per point and whether the image is opaque, as in UIKit.
///
/// `preferred()` has the main screen's scale and is not opaque. The colour range only decides a pixel format,
/// which a recording has none of: it is stored and reported back.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the images.
    public enum Range: Int, Sendable {
        /// No preference.
        case unspecified = -1
        /// The device's range.
        case automatic = 0
        /// An extended range.
        case extended = 1
        /// The standard (sRGB) range.
        case standard = 2
    }

    /// Pixels per point of the images; the main screen's scale by default.
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the images are opaque (they start black instead of transparent); false by default.
    open var opaque = false
    /// The colour range of the images; `.automatic` by default.
    open var preferredRange: Range = .automatic
    /// Whether the images use an extended range: `preferredRange == .extended`.
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format at the main screen's scale, not opaque.
    public required init() {
        super.init()
    }

    /// A copy of the format.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.bounds = bounds
        (copy.scale, copy.opaque, copy.preferredRange) = (scale, opaque, preferredRange)
        return copy
    }
}
