// CGColorSpace for platforms without CoreGraphics (Linux): the device RGB and gray spaces and the named sRGB ones.
//
// Invariant: a colour space is immutable; its model decides how many components its colours have (1 or 3, plus
// alpha). On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// The kind of a colour space, with Core Graphics' raw values.
    public enum CGColorSpaceModel: Int32, Sendable {
        /// An unknown model.
        case unknown = -1
        /// Gray: one component.
        case monochrome = 0
        /// Red, green and blue: three components.
        case rgb = 1
    }

    /// A colour space, as in Core Graphics: which components a colour has. Colours are recorded as sRGB whatever
    /// the space (a gray colour's components are repeated).
    public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
        /// The space's name, one of the constants below, or nil for a device space.
        public let name: String?
        /// The model: gray or RGB.
        public let model: CGColorSpaceModel

        init(name: String?, model: CGColorSpaceModel) {
            self.name = name
            self.model = model
        }

        /// The named colour space, or nil for a name this platform does not know.
        public convenience init?(name: String) {
            switch name {
            case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3, CGColorSpace.linearSRGB,
                CGColorSpace.extendedLinearSRGB:
                self.init(name: name, model: .rgb)
            case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray:
                self.init(name: name, model: .monochrome)
            default:
                return nil
            }
        }

        /// The number of colour components, alpha excluded.
        public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

        /// The standard sRGB space.
        public static let sRGB = "kCGColorSpaceSRGB"
        /// sRGB with components outside 0 … 1.
        public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
        /// sRGB with a linear transfer function.
        public static let linearSRGB = "kCGColorSpaceLinearSRGB"
        /// Extended sRGB with a linear transfer function.
        public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
        /// Display P3 (recorded as sRGB here).
        public static let displayP3 = "kCGColorSpaceDisplayP3"
        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// Gray with a 2.2 gamma.
        public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
        /// Gray with a linear transfer function.
        public static let linearGray = "kCGColorSpaceLinearGray"
        /// Gray with components outside 0 … 1.
        public static let extendedGray = "kCGColorSpaceExtendedGray"

        /// Spaces are equal when their names and models are.
        public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
            lhs.name == rhs.name && lhs.model == rhs.model
        }

        /// Hashes the name and model.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(model)
        }

        /// The name and model, for debugging.
        public var description: String { "CGColorSpace(\(name ?? "device"), \(model))" }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The device-dependent RGB colour space.
    public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The device-dependent gray colour space.
    public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }
#endif
