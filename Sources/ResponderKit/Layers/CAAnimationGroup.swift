// Several animations run together under one timing.
import Foundation

/// Animations that run together for the group's duration. Headless the group starts and stops as one animation
/// (its members have no separate callbacks, as in Core Animation).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        copy.animations = animations?.compactMap { $0.copy(with: nil) as? CAAnimation }
    }
}
