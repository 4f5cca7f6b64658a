// The display pass over a window: what a backend runs once per frame, before it reads `displayList()`.
//
// Invariants:
// - Views are displayed in painter's order (a view, then its subviews back to front), with an explicit stack (no
//   recursion, so any depth works); hidden subtrees are skipped and keep their marks until they are shown.
// - A view is displayed when it is marked (`setNeedsDisplay`, `setNeedsDisplay(_:)`, a bounds change under
//   `contentMode = .redraw`) or when it was never displayed and its class is not known to draw nothing: its first
//   display, as UIKit draws a view when it first appears.
// - The pass changes only the displayed views' layer contents and marks; `draw(_:)` is app code and may mark views
//   again (they are drawn at the next pass, not this one).
import Foundation

#if !_runtime(_ObjC)
    extension UIWindow {
        /// Draws every view of the window that needs display: calls its `draw(_:)` with its dirty rectangle in a
        /// recording graphics context and stores what it drew as its layer's contents, which the window's
        /// ``displayList()`` then includes. Views never displayed get their first display (their whole bounds).
        ///
        /// A backend calls it once per frame, after layout and before ``displayList()``; a test calls it (or a
        /// view's `layer.displayIfNeeded()`) to run `draw(_:)` deterministically. See <doc:Drawing>.
        public func runDisplayPass() {
            guard !isHidden else { return }
            let skipped = UIApplication.shared.nonDrawingViewClasses
            var stack: [UIView] = [self]
            var pending: [UIView] = []
            // Collect first, then draw: `draw(_:)` is app code and may change the tree.
            while let view = stack.popLast() {
                guard !view.flags.contains(.hidden) else { continue }
                if view.flags.contains(.needsDisplay) {
                    pending.append(view)
                } else if !skipped.contains(ObjectIdentifier(type(of: view))),
                    view.extras?.appearance?.layer?.contents == nil
                {
                    pending.append(view)
                }
                stack.append(contentsOf: view.storedSubviews.reversed())
            }
            for view in pending {
                if view.flags.contains(.needsDisplay) {
                    view.displayIfNeeded()
                } else if !UIApplication.shared.nonDrawingViewClasses.contains(ObjectIdentifier(type(of: view))) {
                    view.setNeedsDisplay()
                    view.displayIfNeeded()
                }
            }
        }
    }
#endif
