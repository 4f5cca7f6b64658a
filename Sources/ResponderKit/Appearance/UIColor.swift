// A colour: RGB components and alpha, created from RGB, white or HSB values.
//
// Invariants:
// - A colour is immutable; `redValue`, `greenValue`, `blueValue` hold its components in the extended sRGB range (not clamped, as
//   in UIKit for apps linked for iOS 10 or later) and `alpha` is clamped to 0 … 1.
// - Colours are equal when their four components are equal, whatever they were created from.
// `set()`, `setFill()` and `setStroke()` set the current graphics context's colours.
import Foundation

/// An object that stores colour data, as in UIKit; ``setFill()`` and ``setStroke()`` set the colours of the current
/// graphics context.
///
/// Equal colours have equal components: `UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1,
/// alpha: 1)` (UIKit compares colour spaces too). The system colours have their light-mode values; headless there
/// is no dark mode.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    let redValue: CGFloat
    let greenValue: CGFloat
    let blueValue: CGFloat
    let alphaValue: CGFloat
    /// Whether the colour was created from a white value (it then answers `getWhite` and is gray as a `CGColor`).
    let isGray: Bool

    /// Creates a colour from red, green and blue components and an opacity, each 0 … 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redValue = red
        greenValue = green
        blueValue = blue
        alphaValue = UIColor.unit(alpha)
        isGray = false
    }

    /// Creates a gray colour from a white value (0 black … 1 white) and an opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        redValue = white
        greenValue = white
        blueValue = white
        alphaValue = UIColor.unit(alpha)
        isGray = true
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each 0 … 1, and an opacity.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(
            hue: UIColor.unit(hue), saturation: UIColor.unit(saturation),
            brightness: UIColor.unit(brightness))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour (gray or RGB).
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        if components.count == 2 {
            self.init(white: components[0], alpha: components[1])
        } else if components.count >= 4 {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        } else {
            self.init(white: 0, alpha: cgColor.alpha)
        }
    }

    /// The colour with the same components and another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        isGray
            ? UIColor(white: redValue, alpha: alpha)
            : UIColor(red: redValue, green: greenValue, blue: blueValue, alpha: alpha)
    }

    /// The colour as a Core Graphics colour: gray for colours created from a white value, RGB otherwise.
    public var cgColor: CGColor {
        isGray
            ? CGColor(gray: redValue, alpha: alphaValue)
            : CGColor(red: redValue, green: greenValue, blue: blueValue, alpha: alphaValue)
    }

    // MARK: Components

    /// Returns the RGB components and opacity; always succeeds (every colour here is RGB or gray).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = redValue
        green?.pointee = greenValue
        blue?.pointee = blueValue
        alpha?.pointee = alphaValue
        return true
    }

    /// Returns the white value and opacity when the colour is gray (its three components are equal); otherwise
    /// returns false and leaves the arguments unchanged.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard redValue == greenValue, greenValue == blueValue else { return false }
        white?.pointee = redValue
        alpha?.pointee = alphaValue
        return true
    }

    /// Returns the hue, saturation, brightness and opacity; always succeeds.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (red, green, blue) = (redValue, greenValue, blueValue)
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                h = (green - blue) / delta
            } else if maximum == green {
                h = 2 + (blue - red) / delta
            } else {
                h = 4 + (red - green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = alphaValue
        return true
    }

    // MARK: Drawing

    /// Sets the fill and stroke colour of the current graphics context. With no current context nothing changes
    /// and the application's `graphicsLog` says so, as UIKit logs.
    @MainActor
    public func set() {
        guard let context = currentGraphicsContext(for: "UIColor.set()") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }

    /// Sets the fill colour of the current graphics context (what `fill()` and `UIRectFill` paint with).
    @MainActor
    public func setFill() { currentGraphicsContext(for: "UIColor.setFill()")?.setFillColor(cgColor) }

    /// Sets the stroke colour of the current graphics context (what `stroke()` paints with).
    @MainActor
    public func setStroke() { currentGraphicsContext(for: "UIColor.setStroke()")?.setStrokeColor(cgColor) }

    // MARK: Equality

    /// Colours are equal when their red, green, blue and alpha components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.redValue == rhs.redValue && lhs.greenValue == rhs.greenValue && lhs.blueValue == rhs.blueValue
            && lhs.alphaValue == rhs.alphaValue
    }

    /// Hashes the four components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(redValue)
        hasher.combine(greenValue)
        hasher.combine(blueValue)
        hasher.combine(alphaValue)
    }

    /// The colour space and components, as UIKit prints them.
    public var description: String {
        isGray
            ? "UIExtendedGrayColorSpace \(redValue) \(alphaValue)"
            : "UIExtendedSRGBColorSpace \(redValue) \(greenValue) \(blueValue) \(alphaValue)"
    }

    // MARK: Conversion

    private static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// HSB to RGB: the hue picks a sector of the colour wheel, saturation and brightness scale within it.
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        let sector = (hue == 1 ? 0 : hue) * 6
        let index = Int(sector)
        let fraction = sector - CGFloat(index)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
