// An animation of one property of a layer, named by a key path.
import Foundation

/// An abstract animation of one layer property, named by `keyPath` ("position", "opacity", …).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property.
    open var keyPath: String?
    /// Whether the animated values add to the model value. Stored and observable.
    open var isAdditive = false
    /// Whether each repetition builds on the previous one's end value. Stored and observable.
    open var isCumulative = false

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }
}
