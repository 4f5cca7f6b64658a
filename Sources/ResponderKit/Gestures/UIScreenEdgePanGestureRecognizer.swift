// A pan that must start near an edge of the window and move away from it.
import Foundation

/// Rectangle edges.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Wraps raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan recognizer that looks for panning that starts near an edge of the screen.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge, in points, the touch must start (observed).
    public static let edgeRegion: CGFloat = 20

    /// The edges the pan may start from; none by default.
    open var edges: UIRectEdge = []
    private var startEdges: UIRectEdge = []

    /// Fails unless the first touch starts near one of `edges` of its window.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        guard first, state == .possible else { return }
        startEdges = []
        guard let touch = touches.first, let window = touch.window else {
            state = .failed
            return
        }
        let p = touch.windowLocation
        let b = window.bounds
        let r = UIScreenEdgePanGestureRecognizer.edgeRegion
        if edges.contains(.left) && p.x - b.minX <= r { startEdges.insert(.left) }
        if edges.contains(.right) && b.maxX - p.x <= r { startEdges.insert(.right) }
        if edges.contains(.top) && p.y - b.minY <= r { startEdges.insert(.top) }
        if edges.contains(.bottom) && b.maxY - p.y <= r { startEdges.insert(.bottom) }
        if startEdges.isEmpty { state = .failed }
    }

    override func shouldBegin(translation t: CGPoint) -> Bool {
        if startEdges.contains(.left) && t.x > abs(t.y) { return true }
        if startEdges.contains(.right) && -t.x > abs(t.y) { return true }
        if startEdges.contains(.top) && t.y > abs(t.x) { return true }
        if startEdges.contains(.bottom) && -t.y > abs(t.x) { return true }
        state = .failed
        return false
    }
}
