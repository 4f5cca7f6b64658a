// What an engine-made constraint stands for, for conflict logs in UIKit's vocabulary.
import Foundation

/// The kind of a constraint the engine makes by itself.
enum ImplicitConstraintKind: Equatable {
    /// A view's frame, translated from its autoresizing mask: 0 minX, 1 minY, 2 width, 3 height.
    case autoresizing(Int)
    /// Content hugging (width or height at most the intrinsic size).
    case hugging(NSLayoutConstraint.Axis)
    /// Compression resistance (width or height at least the intrinsic size).
    case compressionResistance(NSLayoutConstraint.Axis)
    /// A UIKit guide's edge: 0 left, 1 top, 2 width, 3 height.
    case guide(Int)
}
