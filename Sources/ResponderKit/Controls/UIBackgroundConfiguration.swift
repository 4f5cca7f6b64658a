// The background of a button (or cell) configuration: a colour, a corner radius and a stroke.
//
// Invariants: a plain value; the colour nil means "the default" (the configuration or view decides, as in UIKit);
// the corner radius and stroke width are never negative. Stored and observable, drawn only by a backend, except the
// colour, which the display list fills.
import Foundation

/// A configuration that describes a background appearance, as in UIKit (its colour, corners and stroke).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The background colour; nil uses the default of whatever shows it (a button's style colour).
    public var backgroundColor: UIColor?
    /// The corner radius, in points; 0 by default.
    public var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = max(cornerRadius, 0) }
    }
    /// The stroke colour; nil (no stroke) by default.
    public var strokeColor: UIColor?
    /// The stroke width, in points; 0 by default.
    public var strokeWidth: CGFloat = 0 {
        didSet { strokeWidth = max(strokeWidth, 0) }
    }
    /// How far the stroke lies outside the background's edge; 0 by default.
    public var strokeOutset: CGFloat = 0
    /// The insets of the background from the edges of the view that shows it.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// An image drawn in the background; nil by default.
    public var image: UIImage?

    /// A background with default values: no colour (the default of the view), no corners, no stroke.
    public init() {}

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }
}
