// Impact feedback: a physical collision of a given mass, recorded headless.
import Foundation

/// A generator of impact feedback, as in UIKit. Headless each impact is recorded (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        /// A light collision.
        case light = 0
        /// A moderate collision.
        case medium = 1
        /// A heavy collision.
        case heavy = 2
        /// A soft, flexible collision.
        case soft = 3
        /// A hard, rigid collision.
        case rigid = 4
    }

    /// The style of the impacts.
    public let style: FeedbackStyle

    /// Creates a generator of the given style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of the given style for feedback in `view`.
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Creates a generator of medium impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Produces an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Produces an impact at `intensity`, 0 … 1 (clamped).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        record("impact(\(style), \(clamped))")
    }
}
