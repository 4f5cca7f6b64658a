// The bodies of UIView's appearance properties (declared, overridable, in UIView.swift). Stored and observable,
// drawn only by a backend; the display pass that calls `draw(_:)` is in Drawing/UIView+Drawing.swift.
//
// Invariants:
// - Setting a property to its default on a view without appearance storage allocates nothing.
// - `tintColor` is never nil when read: the view's own, else the nearest ancestor's, else `.systemBlue`.
// - `.needsDisplay` is set from `setNeedsDisplay` until a backend displays the view (`layer.displayIfNeeded()`).
import Foundation

extension UIView {
    final func setBackgroundColorImpl(_ newValue: UIColor?) {
        ViewAnimation.current?.note(self, keyPath: "backgroundColor", from: backgroundColor?.cgColor)
        if newValue == nil && extras?.appearance == nil { return }
        ensuredAppearance.backgroundColor = newValue
    }

    final var tintColorImpl: UIColor {
        var view = self
        while true {
            if let color = view.extras?.appearance?.tintColor { return color }
            guard let parent = view.storedSuperview else { return .systemBlue }
            view = parent
        }
    }

    /// Stores the view's own tint (nil: inherit) and tells the view and every descendant that inherits it.
    final func setTintColorImpl(_ newValue: UIColor?) {
        if newValue == nil && extras?.appearance?.tintColor == nil { return }
        ensuredAppearance.tintColor = newValue
        tintColorDidChange()
        var stack = storedSubviews
        while let view = stack.popLast() {
            guard view.extras?.appearance?.tintColor == nil else { continue }
            view.tintColorDidChange()
            stack.append(contentsOf: view.storedSubviews)
        }
    }

    final func setIsOpaqueImpl(_ newValue: Bool) {
        if newValue && extras?.appearance == nil { return }
        ensuredAppearance.isOpaque = newValue
    }

    final func setContentModeImpl(_ newValue: ContentMode) {
        if newValue == .scaleToFill && extras?.appearance == nil { return }
        ensuredAppearance.contentMode = newValue
    }

    final var contentScaleFactorImpl: CGFloat {
        extras?.appearance?.contentScaleFactor ?? (storedWindow?.screen ?? UIScreen.main).scale
    }

    final func setContentScaleFactorImpl(_ newValue: CGFloat) {
        guard newValue.isFinite, newValue > 0 else { return }
        ensuredAppearance.contentScaleFactor = newValue
    }

    final func setNeedsDisplayImpl(_ rect: CGRect) {
        let appearance = ensuredAppearance
        let rect = rect.standardized
        appearance.displayRect = flags.contains(.needsDisplay) ? appearance.displayRect.union(rect) : rect
        flags.insert(.needsDisplay)
    }

    /// Draws the view if it needs display: calls `draw(_:)` with the marked rectangle (clipped to the bounds) in a
    /// recording context, stores what it drew as the layer's contents and clears the mark (UIView+Drawing.swift).
    /// What a backend calls, through `layer.displayIfNeeded()`.
    final func displayIfNeeded() {
        guard flags.contains(.needsDisplay) else { return }
        flags.remove(.needsDisplay)
        let marked = extras?.appearance?.displayRect ?? storedBounds
        extras?.appearance?.displayRect = .null
        let rect = marked.intersection(storedBounds)
        guard !rect.isNull else { return }
        #if !_runtime(_ObjC)
            drawContents(in: rect)
        #else
            draw(rect)
        #endif
    }
}
