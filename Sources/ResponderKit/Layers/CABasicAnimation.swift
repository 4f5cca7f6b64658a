// An animation between two values of one property.
import Foundation

/// An animation of one property from a value to another. The values are stored and observable; headless the
/// layer shows its model value throughout.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil for the current value.
    open var fromValue: Any?
    /// The end value, or nil for the model value.
    open var toValue: Any?
    /// A relative change, used when one of the values is nil.
    open var byValue: Any?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }
}
