// A colour as a host draws it: four components in 0 … 1, the view's effective opacity already multiplied in.
import Foundation

/// The colour of a ``DisplayItem``: red, green, blue and alpha, each in 0 … 1 (sRGB, not premultiplied).
///
/// The alpha already includes the effective opacity of the view that drew the item (its `alpha` times its
/// ancestors'), so a host draws the colour as it is.
public struct DisplayColor: Equatable, Hashable, Sendable {
    /// The red component, 0 … 1.
    public var r: CGFloat
    /// The green component, 0 … 1.
    public var g: CGFloat
    /// The blue component, 0 … 1.
    public var b: CGFloat
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var a: CGFloat

    /// A colour from its components, each clamped to 0 … 1 (NaN becomes 0).
    public init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        self.r = DisplayColor.unit(r)
        self.g = DisplayColor.unit(g)
        self.b = DisplayColor.unit(b)
        self.a = DisplayColor.unit(a)
    }

    /// `color` with its alpha multiplied by `opacity`. UIKit's extended-range components are clamped to 0 … 1.
    public init(_ color: UIColor, opacity: CGFloat = 1) {
        self.init(r: color.redValue, g: color.greenValue, b: color.blueValue, a: color.alphaValue * opacity)
    }

    /// Fully transparent black: what a text item fills (nothing).
    public static let clear = DisplayColor(r: 0, g: 0, b: 0, a: 0)

    /// The colour with its red, green and blue scaled by `factor` (below 1 darkens), alpha unchanged.
    func darkened(by factor: CGFloat) -> DisplayColor {
        DisplayColor(r: r * factor, g: g * factor, b: b * factor, a: a)
    }

    /// The colour with its alpha multiplied by `factor`.
    func fading(by factor: CGFloat) -> DisplayColor {
        DisplayColor(r: r, g: g, b: b, a: a * factor)
    }

    private static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
