// The traits of an interface environment, as far as presentations use them: its horizontal and vertical size
// classes. Headless there is no device, so a window's size decides them (PR-4).
//
// Invariant: a trait collection is immutable.
import Foundation

/// The size classes of an interface environment, as in UIKit. Only the size classes are modelled.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// A trait collection with no size classes specified.
    public override init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        super.init()
    }

    /// A trait collection that specifies only a horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        verticalSizeClass = .unspecified
        super.init()
    }

    /// A trait collection that specifies only a vertical size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        horizontalSizeClass = .unspecified
        self.verticalSizeClass = verticalSizeClass
        super.init()
    }

    /// A trait collection combining `traitCollections`: a later collection's specified size class wins.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
        }
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        super.init()
    }

    /// The traits of an environment of `size` (PR-4, **chosen**): the width is regular from 678 points when the
    /// height is at least 480 (an iPad, or half of a large one), the height is regular from 480 points.
    init(environmentOf size: CGSize) {
        verticalSizeClass = size.height >= 480 ? .regular : .compact
        horizontalSizeClass = size.width >= 678 && size.height >= 480 ? .regular : .compact
        super.init()
    }

    /// Whether every size class `trait` specifies is the same here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
    }
}
