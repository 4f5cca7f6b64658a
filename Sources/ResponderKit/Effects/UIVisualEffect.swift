// Visual effects a UIVisualEffectView applies: the base class, a blur and a vibrancy. Their look is drawn only by
// a backend; the effect is stored and readable.
//
// Invariant: effects are immutable.
import Foundation

/// An initial object for creating visual effects, as in UIKit.
@preconcurrency @MainActor
open class UIVisualEffect {
    /// An effect with no look of its own.
    public init() {}
}

/// A blur effect of a given style, as in UIKit.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The styles of blur, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light, dark, extraDark
        case regular = 4
        case prominent
        case systemUltraThinMaterial = 6
        case systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The style of the blur.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A vibrancy effect that makes content stand out over a blur, as in UIKit.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect

    /// A vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
