// The value model of `explain --svg/--html`: one window's views as drawn on screen, the points, the hit views, the
// views the walk passed over and the responder chains, ready to be written as SVG or HTML.
//
// Invariants:
// - A picture holds no live objects: geometry is taken from the built scene once (each view's bounds corners
//   converted to the window, so transforms, scroll offsets and rotations are drawn as on screen), then only values.
// - `views` are the scene's views of the window in document pre-order, so drawing them in order paints back to front
//   as UIKit composites them; views that are not the scene's (a button's own label) are not drawn.
// - A view is `hit` when it is the hit view of some point, else `passedOver` when the walk rejected it although the
//   point may be on it (hidden, transparent, not interactive, animating) or a "why not" line names it, else `plain`
//   (a view the point is simply not on). Its `notes` say why, point by point, for the HTML page's hover panel.
import Foundation
import ResponderKit

/// What `explain --svg` and `--html` draw.
public struct ExplainPicture: Sendable {
    /// How a view is drawn.
    public enum Role: String, Sendable {
        /// A view that neither took nor was refused a point.
        case plain
        /// The hit view of at least one point.
        case hit
        /// A view the hit-test walk skipped (hidden, transparent, not interactive), or one that contains a point but
        /// did not get it.
        case passedOver
    }

    /// One drawn view.
    public struct View: Sendable {
        /// The scene index.
        public var index: Int
        /// The id shown on the picture.
        public var id: String
        /// The class name.
        public var className: String
        /// The corners of its bounds in window coordinates, in order (top-left, top-right, bottom-right,
        /// bottom-left before any transform).
        public var corners: [CGPoint]
        /// How it is drawn.
        public var role: Role
        /// Whether it is hidden or transparent, so not seen on screen (drawn dashed).
        public var invisible: Bool
        /// Why it was rejected or passed over, and which points it got, one sentence each.
        public var notes: [String]
        /// Whether it is the window itself.
        public var isWindow: Bool
        /// Its own responder chain, from it to the end, in words.
        public var chainText: String

        /// The centre of its corners.
        public var centre: CGPoint {
            let count = CGFloat(max(corners.count, 1))
            return CGPoint(
                x: corners.reduce(0) { $0 + $1.x } / count, y: corners.reduce(0) { $0 + $1.y } / count)
        }
    }

    /// One point and the chain from its hit view.
    public struct Touch: Sendable {
        /// The point, in window coordinates.
        public var point: CGPoint
        /// The id of the hit view, or nil.
        public var hitID: String?
        /// The chain's views in order, as scene indices of drawn views (the hit view first).
        public var chainViews: [Int]
        /// The whole chain in words, controllers and the application included.
        public var chainText: String
    }

    /// The window's id.
    public var windowID: String
    /// The window's size (the drawing's coordinate space).
    public var size: CGSize
    /// The views, back to front.
    public var views: [View]
    /// The points, in the order given.
    public var touches: [Touch]
    /// The scene's description, if any.
    public var summary: String?
}
