// Converting points and rects between the coordinate systems of views, within a window and across windows.
//
// Invariants: a view's coordinates relate to its superview's by `center`, `transform` (about the centre) and
// `bounds` (origin and size) (HT-8). A window relates to screen coordinates the same way, so conversion between
// windows goes through the screen. Views in the same tree convert through their common root without touching the
// screen, so integer geometry converts exactly.
import Foundation

extension UIView {
    /// Converts a point from the superview's coordinates into the receiver's bounds coordinates (HT-8).
    @inline(__always)
    nonisolated final func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let b = storedBounds
        if flags.contains(.transformIsIdentity) {
            return CGPoint(
                x: point.x - storedCenter.x + b.origin.x + b.size.width / 2,
                y: point.y - storedCenter.y + b.origin.y + b.size.height / 2)
        }
        let offset = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        let local = offset.applying(storedTransform.inverted())
        return CGPoint(x: local.x + b.midX, y: local.y + b.midY)
    }

    /// Converts a point from the receiver's bounds coordinates into the superview's coordinates.
    final func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let b = storedBounds
        let offset = CGPoint(x: point.x - b.midX, y: point.y - b.midY)
        let moved = flags.contains(.transformIsIdentity) ? offset : offset.applying(storedTransform)
        return CGPoint(x: moved.x + storedCenter.x, y: moved.y + storedCenter.y)
    }

    /// The root of the receiver's tree: its window, or the topmost ancestor of a detached view.
    final var rootView: UIView {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }

    /// Converts `point` from the receiver's coordinates to those of `view`. A nil `view` means the receiver's
    /// window coordinates (screen coordinates when the receiver is itself a window).
    final func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = rootView
        var p = point
        var v: UIView = self
        while v !== root {
            p = v.convertToSuperview(p)
            guard let parent = v.storedSuperview else { break }
            v = parent
        }
        guard let view else {
            return root === self && self is UIWindow ? root.convertToSuperview(p) : p
        }
        let targetRoot = view.rootView
        if targetRoot !== root {
            // Different trees: go through screen coordinates.
            p = targetRoot.convertFromSuperview(root.convertToSuperview(p))
        }
        return view.convertFromRoot(p, root: targetRoot)
    }

    /// Converts `point` from the coordinates of `view` to the receiver's. A nil `view` means window coordinates
    /// (screen coordinates when the receiver is a window).
    final func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        let root = rootView
        if root === self && self is UIWindow { return convertFromSuperview(point) }
        return convertFromRoot(point, root: root)
    }

    /// Converts a rectangle from the receiver's coordinates to those of `view`: the bounding box of its corners.
    final func convertRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        if view == nil, let converted = untransformedRectToWindow(rect) { return converted }
        return boundingBox(of: rect) { convert($0, to: view) }
    }

    /// `rect` in window coordinates (screen coordinates for a window) when no view on the way up is transformed,
    /// else nil: the corners' coordinates go through the same arithmetic as `convertToSuperview`, level by level, so
    /// the result is the corners' bounding box exactly, without the point walks (each walks up twice) and arrays.
    /// An element tree reads every element's frame on screen this way (UI testing, accessibility).
    private func untransformedRectToWindow(_ rect: CGRect) -> CGRect? {
        let r = rect.standardized
        var minX = r.minX
        var maxX = r.maxX
        var minY = r.minY
        var maxY = r.maxY
        func shift(by view: UIView) -> Bool {
            guard view.flags.contains(.transformIsIdentity) else { return false }
            let b = view.storedBounds
            let center = view.storedCenter
            minX = minX - b.midX + center.x
            maxX = maxX - b.midX + center.x
            minY = minY - b.midY + center.y
            maxY = maxY - b.midY + center.y
            return true
        }
        var v: UIView = self
        while let parent = v.storedSuperview {
            guard shift(by: v) else { return nil }
            v = parent
        }
        // As `convertPoint(_:to: nil)`: a window converting its own rect goes to the screen.
        if v === self, self is UIWindow, !shift(by: self) { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Converts a rectangle from the coordinates of `view` to the receiver's: the bounding box of its corners.
    final func convertRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: view) }
    }

    private func convertFromRoot(_ point: CGPoint, root: UIView) -> CGPoint {
        // Collect the path root → self without recursion, then apply it top-down.
        var path: [UIView] = []
        var v: UIView = self
        while v !== root {
            path.append(v)
            guard let parent = v.storedSuperview else { break }
            v = parent
        }
        var p = point
        for view in path.reversed() { p = view.convertFromSuperview(p) }
        return p
    }

    private func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [
            convert(CGPoint(x: r.minX, y: r.minY)), convert(CGPoint(x: r.maxX, y: r.minY)),
            convert(CGPoint(x: r.minX, y: r.maxY)), convert(CGPoint(x: r.maxX, y: r.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
