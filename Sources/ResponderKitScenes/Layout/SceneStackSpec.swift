// The stack-view keys of a scene view whose class is `UIStackView`, with UIKit's defaults.
//
// Invariants: `spacing` is finite and within ±`Scene.geometryLimit`; the names of `Distribution` and `Alignment`
// cases are UIKit's (`fillEqually`, `firstBaseline`, …); only a `UIStackView` view below a root has a stack spec.
import Foundation
import ResponderKit

/// How a scene `UIStackView` arranges its arranged subviews.
public struct SceneStackSpec: Sendable, Equatable {
    /// `UIStackView.Distribution`, by UIKit's case names.
    public enum Distribution: String, Sendable, CaseIterable {
        /// The arranged views fill the axis; the lowest hugging (or compression resistance) gives way.
        case fill
        /// The arranged views fill the axis with equal sizes.
        case fillEqually
        /// The arranged views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally
        /// The arranged views keep their sizes and the gaps between them are equal.
        case equalSpacing
        /// The arranged views keep their sizes and their centres are equally far apart.
        case equalCentering
    }

    /// `UIStackView.Alignment`, by UIKit's case names (`top` and `leading`, `bottom` and `trailing` are one value
    /// each in UIKit; a scene keeps the name it was given).
    public enum Alignment: String, Sendable, CaseIterable {
        /// The arranged views fill the stack across its axis.
        case fill
        /// Aligned to the leading edge (a vertical stack).
        case leading
        /// Aligned to the top edge (a horizontal stack).
        case top
        /// Aligned on their first baselines (a horizontal stack).
        case firstBaseline
        /// Centred across the axis.
        case center
        /// Aligned to the trailing edge (a vertical stack).
        case trailing
        /// Aligned to the bottom edge (a horizontal stack).
        case bottom
        /// Aligned on their last baselines (a horizontal stack).
        case lastBaseline
    }

    /// `"axis"`: `horizontal` (UIKit's default) or `vertical`.
    public var axis: NSLayoutConstraint.Axis = .horizontal
    /// `"distribution"`: `fill` by default.
    public var distribution: Distribution = .fill
    /// `"alignment"`: `fill` by default.
    public var alignment: Alignment = .fill
    /// `"spacing"`: 0 by default.
    public var spacing: Double = 0
    /// `"isLayoutMarginsRelativeArrangement"`: false by default.
    public var isLayoutMarginsRelativeArrangement = false
    /// `"isBaselineRelativeArrangement"`: false by default.
    public var isBaselineRelativeArrangement = false

    /// Creates a stack spec; the defaults are UIKit's.
    public init(
        axis: NSLayoutConstraint.Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, isLayoutMarginsRelativeArrangement: Bool = false,
        isBaselineRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }
}
