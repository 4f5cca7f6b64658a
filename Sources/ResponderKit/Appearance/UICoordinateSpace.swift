// A coordinate space that points and rectangles convert between: views (their bounds coordinates) and screens.
import Foundation

/// A set of methods for converting between coordinate spaces, adopted by ``UIView`` and ``UIScreen``.
///
/// Conversions go through screen coordinates: a view's window converts its window coordinates to the screen's
/// (a view without a window treats its root's coordinates as the screen's).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The bounding rectangle of the space, in its own coordinates.
    var bounds: CGRect { get }
    /// Converts a point from this space to another.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from another space to this one.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to another: the bounding box of its converted corners.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from another space to this one: the bounding box of its converted corners.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
    /// The bounding box of a rectangle's four corners after `convert`.
    func convertedBoundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        // Four corners, no array: this runs for every view the layout pass reaches (its safe-area insets).
        let a = convert(CGPoint(x: r.minX, y: r.minY))
        let b = convert(CGPoint(x: r.maxX, y: r.minY))
        let c = convert(CGPoint(x: r.minX, y: r.maxY))
        let d = convert(CGPoint(x: r.maxX, y: r.maxY))
        let minX = min(min(a.x, b.x), min(c.x, d.x))
        let minY = min(min(a.y, b.y), min(c.y, d.y))
        let maxX = max(max(a.x, b.x), max(c.x, d.x))
        let maxY = max(max(a.y, b.y), max(c.y, d.y))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension UIView: UICoordinateSpace {
    /// Converts a point from the receiver's coordinates to another coordinate space, through the screen.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return coordinateSpace.convert(screenPoint(point), from: UIScreen.main)
    }

    /// Converts a point from another coordinate space to the receiver's, through the screen.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return pointFromScreen(coordinateSpace.convert(point, to: UIScreen.main))
    }

    /// Converts a rectangle from the receiver's coordinates to another coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertedBoundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    /// Converts a rectangle from another coordinate space to the receiver's.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertedBoundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }

    /// A point of the receiver's coordinates in screen coordinates.
    final func screenPoint(_ point: CGPoint) -> CGPoint {
        let root = rootView
        let inRoot = convert(point, to: root as UIView?)
        return root is UIWindow ? root.convertToSuperview(inRoot) : inRoot
    }

    /// A point of screen coordinates in the receiver's coordinates.
    final func pointFromScreen(_ point: CGPoint) -> CGPoint {
        let root = rootView
        let inRoot = root is UIWindow ? root.convertFromSuperview(point) : point
        return convert(inRoot, from: root as UIView?)
    }
}
