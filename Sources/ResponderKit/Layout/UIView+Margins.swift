// A view's layout margins: the stored request (8 points on each side by default, absolute or directional), the
// effective margins UIKit reports (a controller's system minimum, the safe area, the superview's margins), the
// margins and readable-content guides, and the insets the engine keeps UIKit's guides at.
//
// Invariants:
// - The margins are stored as set (`ViewLayout.margins`): directional ones keep leading/trailing and flip with the
//   layout direction; absolute ones (set through `layoutMargins`) keep left/right in the leading/trailing fields.
// - `layoutMargins`/`directionalLayoutMargins` read the effective margins, computed on every read, edge by edge:
//   the request (a controller's root view: the system minimum unless set, and at least it while the controller
//   respects it), plus `safeAreaInsets` while `insetsLayoutMarginsFromSafeArea`, then at least the part of the
//   superview's margins that reaches into the view while `preservesSuperviewLayoutMargins`.
// - `layoutMarginsDidChange()` is called when a change of the margins' inputs (the request, the two flags, the
//   controller's minimum) changes the effective margins of the view or of a preserving subview, and when the safe
//   area changes under `insetsLayoutMarginsFromSafeArea` (see UIView+SafeArea.swift).
import Foundation

extension UIView {
    /// The readable width of UIKit's default (Large) text size: the readable-content guide is at most this wide.
    static let readableContentWidth: CGFloat = 672

    /// The default spacing to use when laying out content in the view, in absolute (left/right) edges: 8 points on
    /// each side by default. Reading gives the effective margins (see ``directionalLayoutMargins``); setting one
    /// edge set replaces the other.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            requestMargins(
                NSDirectionalEdgeInsets(
                    top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right),
                directional: false)
        }
    }

    /// The default spacing to use when laying out content in the view, following the layout direction: in a
    /// right-to-left layout leading is the right edge. 8 points on each side by default; a controller's root view
    /// gets its controller's `systemMinimumLayoutMargins` unless you set margins. Reading gives the effective
    /// margins: with the safe-area insets added while ``insetsLayoutMarginsFromSafeArea``, and at least the
    /// superview's margins where they reach into the view while ``preservesSuperviewLayoutMargins``.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directional(effectiveLayoutMargins) }
        set { requestMargins(newValue, directional: true) }
    }

    /// Whether the view's margins grow to keep content out of its superview's margins where the view reaches into
    /// them; false by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            changingMargins { ensuredLayout.preservesSuperviewLayoutMargins = newValue }
        }
    }

    /// Whether the margins are measured from the safe area (the safe-area insets are added to them); true by
    /// default. False leaves margins that reach outside the safe area where they are.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            changingMargins { ensuredLayout.insetsLayoutMarginsFromSafeArea = newValue }
        }
    }

    /// The guide of the view's margins: its bounds inset by the effective ``layoutMargins``. Made on first use
    /// (identifier `UIViewLayoutMarginsGuide`); margin attributes of constraints (`.leadingMargin`, …) are its edges.
    public var layoutMarginsGuide: UILayoutGuide { uikitGuide(.layoutMargins) }

    /// A guide for text: the margins guide, at most 672 points wide (UIKit's readable width at the default text
    /// size), centred between the margins. Made on first use (identifier `UIViewReadableContentGuide`).
    public var readableContentGuide: UILayoutGuide { uikitGuide(.readableContent) }

    // MARK: Effective margins

    /// The effective margins in absolute edges.
    final var effectiveLayoutMargins: UIEdgeInsets {
        var margins = requestedLayoutMargins
        if let controller = controllerOwningRootView {
            let minimum = absolute(controller.systemMinimumLayoutMargins)
            if !(layoutState?.marginsAreExplicit ?? false) {
                margins = minimum
            } else if controller.viewRespectsSystemMinimumLayoutMargins {
                margins = Self.larger(margins, minimum)
            }
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview = storedSuperview {
            margins = Self.larger(margins, superviewMarginsReachingIn(superview))
        }
        return margins
    }

    /// The margins as requested (8 points by default), in absolute edges for the view's layout direction.
    private var requestedLayoutMargins: UIEdgeInsets {
        guard let layout = layoutState else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        let m = layout.margins
        if layout.marginsAreDirectional { return absolute(m) }
        return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    }

    /// How far the superview's effective margins reach into the receiver, edge by edge (zero where they do not).
    private func superviewMarginsReachingIn(_ superview: UIView) -> UIEdgeInsets {
        let outer = superview.storedBounds
        let inner = rectFromSuperview(outer.inset(by: superview.effectiveLayoutMargins))
        let bounds = storedBounds
        return UIEdgeInsets(
            top: max(0, inner.minY - bounds.minY), left: max(0, inner.minX - bounds.minX),
            bottom: max(0, bounds.maxY - inner.maxY), right: max(0, bounds.maxX - inner.maxX))
    }

    /// Directional insets in absolute edges for the view's layout direction.
    final func absolute(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// Absolute insets as directional ones for the view's layout direction.
    final func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }

    // MARK: Guides

    /// How far the guide UIKit made for `role` is inset from the view's bounds, in absolute edges: what the engine
    /// keeps the guide's four constraints at (`LayoutActivation.guideInsetsChanged(_:)` tells it they changed).
    func guideInsets(for role: LayoutGuideRole) -> UIEdgeInsets {
        switch role {
        case .layoutMargins:
            return effectiveLayoutMargins
        case .safeArea:
            return safeAreaInsets
        case .readableContent:
            let margins = effectiveLayoutMargins
            let spare = storedBounds.width - margins.left - margins.right - Self.readableContentWidth
            let side = max(0, spare / 2)
            return UIEdgeInsets(
                top: margins.top, left: margins.left + side, bottom: margins.bottom, right: margins.right + side)
        case .custom, .stackView:
            return .zero
        }
    }

    // MARK: Changes

    /// Stores a margins request and reports the change.
    private func requestMargins(_ margins: NSDirectionalEdgeInsets, directional: Bool) {
        changingMargins {
            let layout = ensuredLayout
            layout.margins = margins
            layout.marginsAreDirectional = directional
            layout.marginsAreExplicit = true
        }
    }

    /// Runs `change` (of an input of the margins) and reports the margins that it changed: the receiver's and
    /// those of the subviews that preserve its margins, and theirs in turn.
    final func changingMargins(_ change: () -> Void) {
        var affected: [(view: UIView, before: UIEdgeInsets)] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            affected.append((view, view.effectiveLayoutMargins))
            for subview in view.storedSubviews where subview.layoutState?.preservesSuperviewLayoutMargins == true {
                stack.append(subview)
            }
        }
        change()
        for (view, before) in affected where view.effectiveLayoutMargins != before { view.layoutMarginsChanged() }
    }

    /// The effective margins changed outside a layout pass: the callbacks, the guides, and a layout (frame-based
    /// code places content by the margins in `layoutSubviews()`).
    private func layoutMarginsChanged() {
        layoutMarginsDidChange()
        controllerOwningRootView?.viewLayoutMarginsDidChange()
        if hasUIKitGuide { LayoutActivation.guideInsetsChanged(self) }
        requestLayout()
    }
}
