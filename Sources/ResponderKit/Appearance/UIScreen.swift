// The screen: a fixed size and scale headless (an iPhone of 390 x 844 points at 3x), stored and observable.
import Foundation

/// An object that defines the properties of the display. Headless, ``main`` is a 390 x 844-point screen at
/// scale 3 (an iPhone 14 or 15); windows are placed in its coordinates. Stored and observable, drawn only by a
/// backend, which may create screens of its own size.
@preconcurrency @MainActor
open class UIScreen: UICoordinateSpace {
    /// The screen of the device: 390 x 844 points at scale 3.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The bounding rectangle of the screen, in points.
    public let bounds: CGRect
    /// The number of pixels per point.
    public let scale: CGFloat

    /// The insets of the screen its hardware covers (a notch, a home indicator), which become a full-screen
    /// window's safe-area insets; zero for ``main`` (a ResponderKit addition: UIKit knows its device's).
    public let safeAreaInsets: UIEdgeInsets

    /// Creates a screen of `bounds` points at `scale` pixels per point whose hardware covers `safeAreaInsets` (a
    /// ResponderKit addition for backends and tests; UIKit creates its screens itself). An iPhone 14 in portrait
    /// covers (47, 0, 34, 0).
    public init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero) {
        self.bounds = bounds.standardized
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.safeAreaInsets = safeAreaInsets
    }

    /// The number of physical pixels per point: ``scale`` headless.
    public var nativeScale: CGFloat { scale }

    /// The bounding rectangle of the screen in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The screen's coordinate space (headless the screen never rotates, so it is the fixed one).
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The screen's fixed, portrait-up coordinate space.
    public var fixedCoordinateSpace: any UICoordinateSpace { self }

    // MARK: UICoordinateSpace

    /// Converts a point from screen coordinates to another coordinate space.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is UIScreen { return point }
        if let view = coordinateSpace as? UIView { return view.pointFromScreen(point) }
        return coordinateSpace.convert(point, from: self)
    }

    /// Converts a point from another coordinate space to screen coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is UIScreen { return point }
        if let view = coordinateSpace as? UIView { return view.screenPoint(point) }
        return coordinateSpace.convert(point, to: self)
    }

    /// Converts a rectangle from screen coordinates to another coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertedBoundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    /// Converts a rectangle from another coordinate space to screen coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertedBoundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}
