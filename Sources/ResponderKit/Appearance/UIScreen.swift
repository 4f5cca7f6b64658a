// The screen: a fixed size and scale headless (an iPhone of 390 x 844 points at 3x), stored and observable.
//
// Invariant: a screen never changes (its bounds, scale and safe-area insets are constants), so no window has to be
// told: a window is moved to another screen instead, and its safe area follows at its next layout pass.
import Foundation

/// An object that defines the properties of the display. Headless, ``main`` is a 390 x 844-point screen at
/// scale 3 (an iPhone 14 or 15) with no safe-area insets; windows are placed in its coordinates. Stored and
/// observable, drawn only by a backend, which may create screens of its own size.
///
/// The parts of a screen that its hardware or the system covers (the sensor housing and status bar, the home
/// indicator) are its ``safeAreaInsets``, a ResponderKit addition: UIKit reports them only through the windows'
/// `safeAreaInsets`. Create a screen with insets and show a window on it to lay out as on a device with them;
/// ``iPhone14SafeAreaInsets`` are those of an iPhone 14 in portrait.
@preconcurrency @MainActor
open class UIScreen: UICoordinateSpace, UITraitEnvironment {
    /// The screen of the device: 390 x 844 points at scale 3.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The bounding rectangle of the screen, in points.
    public let bounds: CGRect
    /// The number of pixels per point.
    public let scale: CGFloat
    /// How far the unsafe parts of the screen reach in from each edge, in points (a ResponderKit addition): a
    /// window's `safeAreaInsets` are the part of the window these cover. Zero for ``main``.
    public let safeAreaInsets: UIEdgeInsets

    /// The safe-area insets of an iPhone 14 in portrait, 390 x 844 points: 47 at the top (the sensor housing and
    /// status bar) and 34 at the bottom (the home indicator).
    public static let iPhone14SafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// Creates a screen of `bounds` points at `scale` pixels per point whose edges are covered by `safeAreaInsets`
    /// (a ResponderKit addition for backends and tests; UIKit creates its screens itself). Negative or non-finite
    /// insets count as zero.
    public init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero) {
        self.bounds = bounds.standardized
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        self.safeAreaInsets = UIEdgeInsets(
            top: clean(safeAreaInsets.top), left: clean(safeAreaInsets.left), bottom: clean(safeAreaInsets.bottom),
            right: clean(safeAreaInsets.right))
    }

    /// The number of physical pixels per point: ``scale`` headless.
    public var nativeScale: CGFloat { scale }

    /// The bounding rectangle of the screen in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The screen's traits: the shared application's idiom, appearance, text size and layout direction, the
    /// screen's scale, and the size classes of its bounds.
    open var traitCollection: UITraitCollection {
        TraitResolution.base(of: .shared, scale: scale, size: bounds.size)
    }

    /// Called when the shared application's traits change the screen's ``traitCollection``. Does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

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
