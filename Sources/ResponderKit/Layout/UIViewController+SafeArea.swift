// A view controller's part in its root view's safe area and margins: the system minimum margins, and the changes of
// `additionalSafeAreaInsets` and `viewRespectsSystemMinimumLayoutMargins` (declared in UIViewController.swift,
// where overridable members must be).
//
// Invariants: the root view's `safeAreaInsets` read the controller's current values; a change requests a layout of
// the root view, whose pass calls the safe-area callbacks (see UIView+SafeArea.swift).
import Foundation

extension UIViewController {
    /// The width from which ResponderKit treats a window as a regular width class (an iPad's full-screen width):
    /// headless there are no trait collections, so the size class follows the window's width.
    static let regularWidthThreshold: CGFloat = 768

    /// UIKit's minimum margins for the root view: zero at the top and bottom, 16 points leading and trailing in a
    /// compact width class and 20 in a regular one (from the width of the root view's window, else of the view).
    var systemMinimumLayoutMarginsImpl: NSDirectionalEdgeInsets {
        let width = viewIfLoaded.map { $0.window?.bounds.width ?? $0.bounds.width } ?? 0
        let side: CGFloat = width >= Self.regularWidthThreshold ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Sets ``viewRespectsSystemMinimumLayoutMargins``, reporting the root view's margins if they change.
    func setRespectsSystemMinimumLayoutMargins(_ respects: Bool) {
        guard respects != respectsSystemMinimumLayoutMargins else { return }
        guard let view = viewIfLoaded else {
            respectsSystemMinimumLayoutMargins = respects
            return
        }
        view.changingMargins { respectsSystemMinimumLayoutMargins = respects }
    }

    /// Something the root view's safe area is made of changed (the additional insets, a container's bars): it is
    /// recomputed, and its subtree's, at the next layout pass.
    func safeAreaSourceChanged() {
        viewIfLoaded?.requestLayout()
    }
}
