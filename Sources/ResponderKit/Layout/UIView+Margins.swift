// A view's layout margins and the guides that follow them.
//
// Invariants: the margins are stored as set (directional, or absolute with leading = left); reading the other form
// converts with the view's layout direction. The margins guide is the bounds inset by `effectiveLayoutMarginsForGuides`:
// the margins, measured from the safe area's edges when `insetsLayoutMarginsFromSafeArea`, and at least the
// superview's margins where they reach in when `preservesSuperviewLayoutMargins`.
import Foundation

extension UIView {
    /// The margins as leading and trailing insets; 8 points each side by default.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            guard let layout = layoutState else {
                return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            }
            if layout.marginsAreDirectional || !isRightToLeftForMargins { return layout.margins }
            let m = layout.margins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.trailing, bottom: m.bottom, trailing: m.leading)
        }
        set { setMargins(newValue, directional: true) }
    }

    /// The margins as left and right insets; leading and trailing of directional margins flip right to left.
    public var layoutMargins: UIEdgeInsets {
        get {
            guard let layout = layoutState else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            let m = layout.margins
            if layout.marginsAreDirectional && isRightToLeftForMargins {
                return UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
            }
            return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            setMargins(
                NSDirectionalEdgeInsets(
                    top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right),
                directional: false)
        }
    }

    /// Whether the view's margins take in its superview's where they reach into it; false by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            ensuredLayout.preservesSuperviewLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area's edges; true by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            ensuredLayout.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// The view's bounds inset by its margins, as a guide for constraints.
    public var layoutMarginsGuide: UILayoutGuide { uikitGuide(.layoutMargins) }

    /// The margins guide, for text: UIKit narrows it to a readable width on wide screens; here it is the margins
    /// guide's rectangle (iPhone widths are narrower than the readable width).
    public var readableContentGuide: UILayoutGuide { uikitGuide(.readableContent) }

    private var isRightToLeftForMargins: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func setMargins(_ margins: NSDirectionalEdgeInsets, directional: Bool) {
        let layout = ensuredLayout
        guard layout.margins != margins || layout.marginsAreDirectional != directional else { return }
        layout.margins = margins
        layout.marginsAreDirectional = directional
        layout.marginsAreExplicit = true
        marginsDidChange()
    }

    /// Margins changed: the guides follow, the callbacks run, and the view lays out again.
    func marginsDidChange() {
        LayoutActivation.guideInsetsChanged(self)
        layoutMarginsDidChange()
        controllerOwningRootView?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The insets the margins guide keeps from the bounds.
    var effectiveLayoutMarginsForGuides: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMarginsForGuides
            let frame = self.frame
            let bounds = superview.bounds.size
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.bottom = max(margins.bottom, outer.bottom - (bounds.height - frame.maxY))
            margins.right = max(margins.right, outer.right - (bounds.width - frame.maxX))
        }
        return margins
    }
}
