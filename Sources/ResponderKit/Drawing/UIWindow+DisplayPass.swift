// The display pass over a window: what a backend runs once per frame, before it reads `displayList()`.
//
// Invariants:
// - Views are displayed in painter's order (a view, then its subviews back to front), with an explicit stack (no
//   recursion, so any depth works); hidden subtrees are skipped and keep their marks until they are shown.
// - A view is displayed when it is marked (`setNeedsDisplay`, `setNeedsDisplay(_:)`, a bounds change under
//   `contentMode = .redraw`) or when it was never displayed and its class is not known to draw nothing: its first
//   display, as UIKit draws a view when it first appears.
// - Standalone sublayers of the views' layers that are marked (`setNeedsDisplay()`) are displayed after the views
//   (their `draw(in:)` recorded as their contents); a new standalone layer is not displayed until it is marked, as in
//   Core Animation.
// - The pass changes only the displayed views' and layers' contents and marks; `draw(_:)` is app code and may mark views
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
            var layers: [CALayer] = []
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
                if let sublayers = view.existingLayer?.ownSublayers, !sublayers.isEmpty {
                    UIWindow.collectMarkedLayers(sublayers, into: &layers)
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
            for layer in layers { layer.displayIfNeeded() }
        }

        /// Appends the marked standalone layers among `sublayers` and their sublayers (not hidden), back to front.
        private static func collectMarkedLayers(_ sublayers: [CALayer], into marked: inout [CALayer]) {
            var stack = Array(sublayers.reversed())
            while let layer = stack.popLast() {
                guard !layer.ownHidden else { continue }
                if layer.ownNeedsDisplay { marked.append(layer) }
                stack.append(contentsOf: layer.ownSublayers.reversed())
            }
        }
    }
#endif
