// The look of a bar's background: its colour, image and shadow (iOS 13 bar appearances).
//
// Invariants: `configureWith…Background()` resets the background and shadow to one of UIKit's three presets; the
// colour is what the display list fills behind a navigation bar that uses the appearance (UI-15). The images are
// stored for a backend.
import Foundation

/// An object for customizing the appearance of bars, as in UIKit.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The background colour; the default background's (nil: the system material) until configured.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour.
    open var backgroundImage: UIImage?
    /// The colour of the hairline under the bar; `.separator`-like by default, clear when transparent.
    open var shadowColor: UIColor? = UIBarAppearance.defaultShadowColor
    /// An image in place of the hairline.
    open var shadowImage: UIImage?

    /// The hairline's default colour: black at 30 % opacity, UIKit's.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// An appearance with the default (translucent material) background.
    public required init() {}

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The translucent material background with a shadow; no colour of its own.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in `.systemBackground` with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no shadow: what is behind the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// A copy of this appearance.
    open func copy() -> Self { Self(barAppearance: self) }
}
