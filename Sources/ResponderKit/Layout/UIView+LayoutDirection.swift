// The direction a view lays out in: its `semanticContentAttribute`, else its superview's direction, else its
// application's `userInterfaceLayoutDirection`.
//
// Invariants: the attribute is stored in the view's `ViewLayout` only when set (reading an unset one gives
// `.unspecified` without allocating); the effective direction is computed on every read, so it never goes stale.
import Foundation

extension UIView {
    /// How the view's contents flip in a right-to-left layout; `.unspecified` by default. Changing it flips the
    /// absolute edges of directional margins in the subtree and relays the view out.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutState?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            ensuredLayout.semanticContentAttribute = newValue
            layoutDirectionChanged()
        }
    }

    /// The direction the view lays out in: right to left for `.forceRightToLeft`, left to right for
    /// `.forceLeftToRight`, `.playback` and `.spatial`; for `.unspecified`, its superview's direction, and at the
    /// root its application's ``UIApplication/userInterfaceLayoutDirection`` (the shared application's for a view
    /// in no window).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var current: UIView = self
        while true {
            if let forced = Self.forcedDirection(current.layoutState?.semanticContentAttribute ?? .unspecified) {
                return forced
            }
            guard let parent = current.storedSuperview else { break }
            current = parent
        }
        let application = (current as? UIWindow)?.application ?? .shared
        return application.userInterfaceLayoutDirection
    }

    /// The direction of a view with `attribute`, relative to the shared application's direction.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction of a view with `semanticContentAttribute` in a context that lays out in `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        forcedDirection(semanticContentAttribute) ?? layoutDirection
    }

    /// The direction an attribute imposes, or nil for `.unspecified`.
    private static func forcedDirection(_ attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection? {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: nil
        }
    }

    /// The direction of the receiver's subtree may have changed: its UIKit guides follow, its leading and trailing
    /// constraints are mirrored again, and it is laid out again (the margins' absolute edges depend on the
    /// direction). UIKit does the same from `setSemanticContentAttribute:` (`_updateDirectionalConstraintsIfNeeded`
    /// takes each directional constraint out of the engine and adds it back).
    final func layoutDirectionChanged() {
        var stack: [UIView] = [self]
        var flipped: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        while let view = stack.popLast() {
            if view.hasUIKitGuide { LayoutActivation.guideInsetsChanged(view) }
            if let layout = view.layoutState {
                var items = layout.layoutGuides.compactMap(\.item)
                if let item = layout.item { items.append(item) }
                for item in items {
                    for constraint in item.constraints
                    where seen.insert(ObjectIdentifier(constraint)).inserted && constraint.isMirroredStale {
                        flipped.append(constraint)
                    }
                }
            }
            stack.append(contentsOf: view.storedSubviews)
        }
        if !flipped.isEmpty {
            NSLayoutConstraint.deactivate(flipped)
            NSLayoutConstraint.activate(flipped)
        }
        requestLayout()
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint uses leading or trailing and was mirrored for a direction its first item no longer
    /// lays out in.
    fileprivate var isMirroredStale: Bool {
        guard let record = engineRecord, firstAttribute.isDirectional || secondAttribute.isDirectional,
            let first = firstItem
        else { return false }
        return (record.sign < 0) != LayoutEngine.isRightToLeft(LayoutEngine.anchorView(of: first))
    }
}
