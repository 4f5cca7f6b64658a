// A display colour from a Core Graphics colour: gray colours repeat their white value.
import Foundation

extension DisplayColor {
    /// `color` (gray or RGB, then alpha) with its alpha multiplied by `opacity`; components clamped to 0 … 1.
    public init(cgColor color: CGColor, opacity: CGFloat = 1) {
        let components = color.components ?? []
        switch components.count {
        case 2: self.init(r: components[0], g: components[0], b: components[0], a: components[1] * opacity)
        case 4...: self.init(r: components[0], g: components[1], b: components[2], a: components[3] * opacity)
        default: self.init(r: 0, g: 0, b: 0, a: color.alpha * opacity)
        }
    }
}
