// A path of lines, curves and arcs, with UIKit's point containment for custom hit shapes.
//
// Invariants:
// - Shapes are built as Core Graphics builds them (arcs as cubic segments of at most 90°, rectangles and ovals
//   clockwise on a screen), so containment matches Core Graphics for the same path.
// - `contains(_:)` follows UIKit: only closed subpaths enclose anything; `usesEvenOddFillRule` picks the rule.
// `fill()`, `stroke()` and `addClip()` draw into the current graphics context (UIBezierPath+Drawing.swift).
import Foundation

/// A path of straight lines, quadratic and cubic Bézier curves and arcs, as in UIKit.
///
/// Its ``contains(_:)`` is exact for rectangles and polygons and follows the curves themselves (not a fixed
/// flattening) for ovals, rounded rectangles and arcs, so a control may use it in `point(inside:with:)` for a
/// custom hit shape. Points on a minimum edge are inside and on a maximum edge outside, like `CGRect.contains`.
/// ``fill()`` and ``stroke()`` draw into the current graphics context (inside `draw(_:)` or an image renderer).
open class UIBezierPath: NSObject, NSCopying {
    var geometry = PathGeometry()

    /// The width of stroked lines; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How the ends of stroked lines are drawn; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked lines join; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit of mitered joins; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The accuracy with which a backend renders curves; 0.6 by default.
    open var flatness: CGFloat = 0.6
    /// Whether the even-odd rule (instead of non-zero winding) decides the interior, for filling and for
    /// ``contains(_:)``. False by default.
    open var usesEvenOddFillRule = false
    /// The dash lengths of ``stroke()`` (empty: a solid line) and the phase (``setLineDash(_:count:phase:)``).
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle, clockwise from its origin.
    public convenience init(rect: CGRect) {
        self.init()
        geometry.addRect(rect)
    }

    /// A closed oval inscribed in `rect`, clockwise, built from four cubic curves.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        geometry.addOval(in: rect)
    }

    /// A closed rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    ///
    /// UIKit draws "continuous" corners whose exact curve is not published; these are quarter circles, which
    /// differ from UIKit's by a fraction of a point near the corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        geometry.addRoundedRect(rect, radii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle with the given corners rounded. As UIKit does, only `cornerRadii.width` is used, for
    /// both directions (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = cornerRadii.width
        let rounded = [
            corners.contains(.topLeft), corners.contains(.topRight), corners.contains(.bottomRight),
            corners.contains(.bottomLeft),
        ]
        let shortest = min(abs(rect.width), abs(rect.height)) / 2
        let clamped = min(radius, shortest)
        geometry.addRoundedRect(rect, radii: CGSize(width: clamped, height: clamped), rounded: rounded)
    }

    /// An open arc of a circle. `clockwise` is on a screen (y down): the angle increases from `startAngle`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        geometry.addArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: clockwise)
    }

    /// A path with the elements of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy with the same elements and attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.geometry = geometry
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        (copy.dashPattern, copy.dashPhase) = (dashPattern, dashPhase)
        return copy
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { geometry.move(to: point) }

    /// Adds a line from the current point (ignored when there is none, as in UIKit).
    open func addLine(to point: CGPoint) { geometry.addLine(to: point) }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        geometry.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        geometry.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds an arc; a line joins the current point to its start. `clockwise` is on a screen (y down).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        geometry.addArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { geometry.close() }

    /// Removes every element.
    open func removeAllPoints() { geometry.removeAll() }

    /// Adds the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { geometry.append(bezierPath.geometry) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) { geometry.apply(transform) }

    // MARK: Queries

    /// The path as a Core Graphics path (a new object on each read); setting it replaces the elements.
    open var cgPath: CGPath {
        get {
            let path = CGMutablePath()
            for element in geometry.elements {
                switch element {
                case .move(let p): path.move(to: p)
                case .line(let p): path.addLine(to: p)
                case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
                case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
                case .close: path.closeSubpath()
                }
            }
            return path
        }
        set {
            var geometry = PathGeometry()
            newValue.applyWithBlock { element in
                let points = element.pointee.points
                // An if-chain, not a switch: Core Graphics' enum is open where it exists, this one is not.
                let type = element.pointee.type
                if type == .moveToPoint {
                    geometry.move(to: points[0])
                } else if type == .addLineToPoint {
                    geometry.addLine(to: points[0])
                } else if type == .addQuadCurveToPoint {
                    geometry.addQuadCurve(to: points[1], control: points[0])
                } else if type == .addCurveToPoint {
                    geometry.addCurve(to: points[2], control1: points[0], control2: points[1])
                } else if type == .closeSubpath {
                    geometry.close()
                }
            }
            self.geometry = geometry
        }
    }

    /// The smallest rectangle holding every point of the path, control points included; null when empty.
    open var bounds: CGRect { geometry.controlPointBounds }

    /// Whether the path has no elements.
    open var isEmpty: Bool { geometry.isEmpty }

    /// The end of the last element (the subpath's start after `close()`); zero when empty.
    open var currentPoint: CGPoint { geometry.currentPoint }

    /// Whether `point` is inside a closed subpath, under the non-zero winding rule or, with
    /// ``usesEvenOddFillRule``, the even-odd rule. Open subpaths enclose nothing, as UIKit documents.
    open func contains(_ point: CGPoint) -> Bool {
        geometry.contains(point, evenOdd: usesEvenOddFillRule, closedSubpathsOnly: true)
    }

    // MARK: Drawing (implemented in UIBezierPath+Drawing.swift)

    /// Fills the path's interior (by ``usesEvenOddFillRule``) with the current context's fill colour (see
    /// `UIColor.setFill()`). With no current context nothing is drawn and the application's `graphicsLog` says
    /// so, as UIKit logs.
    @MainActor open func fill() { fillImpl(blendMode: nil, alpha: nil) }

    /// Fills the path with the current fill colour, composited with `blendMode` at `alpha`.
    @MainActor open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        fillImpl(blendMode: blendMode, alpha: alpha)
    }

    /// Strokes the path with the current context's stroke colour and the path's ``lineWidth``, caps, joins, miter
    /// limit and dash pattern. With no current context nothing is drawn (and it is logged).
    @MainActor open func stroke() { strokeImpl(blendMode: nil, alpha: nil) }

    /// Strokes the path with the current stroke colour, composited with `blendMode` at `alpha`.
    @MainActor open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        strokeImpl(blendMode: blendMode, alpha: alpha)
    }

    /// Intersects the current context's clip with the path's interior (by ``usesEvenOddFillRule``).
    @MainActor open func addClip() { addClipImpl() }

    /// Sets the dash pattern of ``stroke()``: `count` lengths read from `pattern` (nil or 0: a solid line),
    /// starting `phase` into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { pointer in (0..<max(count, 0)).map { pointer[$0] } } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (which must hold `count` values), its length into `count` and its
    /// phase into `phase`; each may be nil.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// The elements, for debugging.
    open override var description: String { "UIBezierPath(\(geometry.elements))" }
}
