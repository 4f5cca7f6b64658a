// Colour literals: `#colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)` makes a UIColor, as with UIKit.
//
// Invariant: the literal's components are the colour's RGB components and alpha (alpha clamped as in `init(red:…)`).
import Foundation

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` (UI-11).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
