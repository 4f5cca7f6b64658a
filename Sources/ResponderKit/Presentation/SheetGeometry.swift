// Where a sheet's presented view goes in its container (PR-6, **chosen** numbers from observed iOS 15+ sheets).
//
// Invariant: every frame lies within the container's bounds.
import Foundation

/// The frames of page and form sheets.
@MainActor
struct SheetGeometry {
    /// The gap between the safe area's top and a large sheet in a compact width (observed).
    static let topGap: CGFloat = 10
    /// The width of a page sheet in a regular width (observed on iPad).
    static let regularPageWidth: CGFloat = 704
    /// A form sheet's size in a regular width when the controller prefers none (UIKit's long-standing default).
    static let formSheetSize = CGSize(width: 540, height: 620)

    let bounds: CGRect
    let traits: UITraitCollection
    let style: UIModalPresentationStyle
    let safeTop: CGFloat
    let preferredSize: CGSize

    init(controller: UIPresentationController, container: UIView) {
        bounds = container.bounds
        traits = .presentationEnvironment(of: bounds.size, in: container.window)
        style = controller.effectiveStyle
        safeTop = container.window?.safeAreaInsets.top ?? 0
        preferredSize = controller.presentedViewController.preferredContentSize
    }

    /// The height of the large detent: from the safe area's top plus the gap down to the bottom.
    static func largeHeight(in bounds: CGRect, safeTop: CGFloat) -> CGFloat {
        max(bounds.height - safeTop - topGap, 0)
    }

    /// Whether detents apply: sheets in a compact width rest on detents; in a regular width they are centred.
    var usesDetents: Bool { traits.horizontalSizeClass != .regular }

    /// The frame of a sheet `height` tall: attached to the bottom edge across the width in a compact width;
    /// centred in a regular width (a form sheet at its preferred size or 540 x 620, a page sheet 704 wide from
    /// the gap below the safe area's top to as far from the bottom).
    func frame(forHeight height: CGFloat) -> CGRect {
        if usesDetents {
            let clamped = min(max(height, 0), bounds.height)
            return CGRect(x: bounds.minX, y: bounds.maxY - clamped, width: bounds.width, height: clamped)
        }
        let size: CGSize
        if style == .formSheet {
            let preferred = preferredSize.width > 0 && preferredSize.height > 0 ? preferredSize : Self.formSheetSize
            size = CGSize(width: min(preferred.width, bounds.width), height: min(preferred.height, bounds.height))
        } else {
            let inset = safeTop + Self.topGap
            size = CGSize(width: min(Self.regularPageWidth, bounds.width), height: max(bounds.height - 2 * inset, 0))
        }
        return CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}
