// The clip of a recorded command: a rectangle, narrowed by paths when something clipped to a shape.
//
// Invariant: `rect` contains every path of `paths` (it is their bounding boxes intersected with the rectangles
// clipped to); the clip is the intersection of `rect` and every path's interior.

import Foundation

/// Where a ``DrawingCommand`` may draw, in base space: inside ``rect`` and inside each of ``paths``.
///
/// Clipping to an axis-aligned rectangle narrows ``rect`` only; clipping to any other shape (or under a rotation)
/// adds its path too. A backend that clips only to rectangles may use ``rect`` alone.
public struct DrawingClip: Equatable, Sendable {
    /// The bounding rectangle of the clip.
    public var rect: CGRect
    /// Shapes the clip is also limited to (each filled with its rule), outermost first; empty for a rectangle.
    public var paths: [DrawingClipPath]

    /// A clip.
    public init(rect: CGRect, paths: [DrawingClipPath] = []) {
        self.rect = rect
        self.paths = paths
    }

    /// Whether the clip contains `point` (base space).
    public func contains(_ point: CGPoint) -> Bool {
        rect.contains(point) && paths.allSatisfy { $0.path.contains(point, rule: $0.rule) }
    }
}

/// A shape a clip is limited to: a path and the rule that decides its interior.
public struct DrawingClipPath: Equatable, Sendable {
    /// The path, in base space.
    public var path: DrawingPath
    /// The rule that decides its interior.
    public var rule: CGPathFillRule

    /// A clip shape.
    public init(path: DrawingPath, rule: CGPathFillRule) {
        self.path = path
        self.rule = rule
    }
}
