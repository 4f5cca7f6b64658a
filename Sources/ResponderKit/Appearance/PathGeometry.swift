// The geometry shared by UIBezierPath and the CGPath stand-in: a list of path elements, their bounds, their
// transformation, the arcs and rounded shapes Core Graphics builds, and point containment.
//
// Invariants:
// - Arcs are stored as cubic Bézier segments of at most 90°, ovals as four of them, as Core Graphics stores them;
//   quadratic curves are kept as such and elevated to cubics (exactly) for containment.
// - Containment counts the signed crossings of a horizontal ray from the point towards +x with each segment: an
//   edge counts when one end is at or above the point's y and the other strictly below (y grows downwards), and
//   when it crosses strictly to the right of the point. So a rectangle contains its minimum edges and not its
//   maximum ones, like `CGRect.contains` and the default `point(inside:with:)` (HT-5). A curve is subdivided only
//   where it may cross the ray near the point, until the piece is smaller than `curveTolerance`; a piece wholly
//   to the right of the point crosses the ray as often (signed) as its chord does.
import Foundation

/// One element of a path.
enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The element with every point transformed.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: return .close
        }
    }

    /// The element's points: the end point last.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .close: return []
        }
    }
}

/// A path: elements, the start of the current subpath and the current point.
struct PathGeometry: Equatable, Sendable {
    /// The size below which a curve piece counts as its chord when testing containment, in points.
    static let curveTolerance: CGFloat = 1e-4
    /// Core Graphics' quarter-circle handle length for a unit radius: 4/3 · tan(π/8).
    static let quarterArcHandle: CGFloat = 0.552_284_749_830_793_4

    private(set) var elements: [PathElement] = []
    private(set) var subpathStart: CGPoint?
    private(set) var current: CGPoint?

    var isEmpty: Bool { elements.isEmpty }
    var currentPoint: CGPoint { current ?? .zero }

    // MARK: Building

    mutating func move(to point: CGPoint) {
        elements.append(.move(point))
        subpathStart = point
        current = point
    }

    // Without a current point Core Graphics ignores lines and curves (and logs an error); so do these.

    mutating func addLine(to point: CGPoint) {
        guard current != nil else { return }
        elements.append(.line(point))
        current = point
    }

    mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard current != nil else { return }
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard current != nil else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    mutating func close() {
        guard current != nil, elements.last != .close else { return }
        elements.append(.close)
        current = subpathStart
    }

    mutating func append(_ other: PathGeometry) {
        for element in other.elements { add(element) }
    }

    mutating func add(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }

    mutating func apply(_ t: CGAffineTransform) {
        elements = elements.map { $0.applying(t) }
        subpathStart = subpathStart?.applying(t)
        current = current?.applying(t)
    }

    mutating func removeAll() {
        self = PathGeometry()
    }

    /// Adds an arc of a circle. With `increasing` the angle grows from `start` to `end` (clockwise on a screen,
    /// whose y axis points down). A sweep of 2π or more is a full circle; otherwise the sweep is reduced to
    /// 0 ..< 2π in the direction of travel. A line joins the current point to the arc's start, if there is one.
    mutating func addArc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = increasing ? end - start : start - end
        if sweep >= fullTurn {
            sweep = fullTurn
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        let r = abs(radius)
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        let first = point(start)
        if current == nil { move(to: first) } else if current != first { addLine(to: first) }
        guard sweep > 0, r > 0 else { return }
        let pieces = max(1, Int((sweep / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = (increasing ? sweep : -sweep) / CGFloat(pieces)
        let handle = 4 / 3 * tan(step / 4) * r
        var angle = start
        for index in 1...pieces {
            let next = index == pieces ? start + (increasing ? sweep : -sweep) : angle + step
            let p0 = point(angle)
            let p1 = point(next)
            let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = CGPoint(x: p1.x + handle * sin(next), y: p1.y - handle * cos(next))
            addCurve(to: p1, control1: c1, control2: c2)
            angle = next
        }
    }

    /// Adds a closed ellipse inscribed in `rect`, clockwise on a screen, starting at its right-most point.
    mutating func addOval(in rect: CGRect) {
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let (kx, ky) = (rx * PathGeometry.quarterArcHandle, ry * PathGeometry.quarterArcHandle)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
            control2: CGPoint(x: cx + kx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ky))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
            control2: CGPoint(x: cx - kx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ky))
        close()
    }

    /// Adds a closed rectangle, clockwise on a screen, starting at its origin.
    mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds a closed rectangle whose corners in `rounded` (top-left, top-right, bottom-right, bottom-left) are
    /// quarter ellipses of radii `radii`, clockwise on a screen. Radii are clamped to half the sides.
    mutating func addRoundedRect(_ rect: CGRect, radii: CGSize, rounded: [Bool] = [true, true, true, true]) {
        let r = rect.standardized
        let rx = min(max(radii.width, 0), r.width / 2)
        let ry = min(max(radii.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        let (kx, ky) = (rx * PathGeometry.quarterArcHandle, ry * PathGeometry.quarterArcHandle)
        move(to: CGPoint(x: rounded[0] ? r.minX + rx : r.minX, y: r.minY))
        // Top-right corner.
        if rounded[1] {
            addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
        } else {
            addLine(to: CGPoint(x: r.maxX, y: r.minY))
        }
        // Bottom-right corner.
        if rounded[2] {
            addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            addCurve(
                to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
                control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
        } else {
            addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        }
        // Bottom-left corner.
        if rounded[3] {
            addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
        } else {
            addLine(to: CGPoint(x: r.minX, y: r.maxY))
        }
        // Top-left corner.
        if rounded[0] {
            addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            addCurve(
                to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
                control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
        }
        close()
    }

    // MARK: Bounds

    /// The smallest rectangle holding every point of the path, control points included; null when empty.
    var controlPointBounds: CGRect {
        var box = CGRect.null
        for element in elements {
            for p in element.points { box = box.union(CGRect(origin: p, size: .zero)) }
        }
        return box
    }

    /// The smallest rectangle holding the path itself (curves at their extremes, not their control points).
    var pathBounds: CGRect {
        var box = CGRect.null
        func include(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        var last = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                include(p)
                last = p
                start = p
            case .line(let p):
                include(p)
                last = p
            case .quadCurve(let p, let c):
                let (c1, c2) = PathGeometry.cubicControls(from: last, quadControl: c, to: p)
                PathGeometry.cubicExtremes(last, c1, c2, p).forEach(include)
                last = p
            case .curve(let p, let c1, let c2):
                PathGeometry.cubicExtremes(last, c1, c2, p).forEach(include)
                last = p
            case .close:
                last = start
            }
        }
        return box
    }
}
