// Which drags a scroll view takes, and how far past an edge the content follows them (SV-11).
//
// Invariants: an axis can scroll exactly when scrolling is enabled and the content is larger than the bounds
// along it (after insets), or when `bounces` and that axis's `alwaysBounce…` are both true; `resisted` and
// `unresisted` are inverses for distances short of the dimension, which the resisted distance never reaches.
import Foundation

extension UIScrollView {
    /// The constant of UIKit's rubber band: past an edge, content dragged `x` further along a dimension `d` moves
    /// `(1 − 1 / (x · 0.55 / d + 1)) · d`.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// Whether horizontal drags scroll (SV-11).
    var canScrollHorizontally: Bool {
        guard isScrollEnabled else { return false }
        let insets = adjustedContentInset
        let extent = contentSize.width + insets.left + insets.right
        return extent > bounds.width || (bounces && alwaysBounceHorizontal)
    }

    /// Whether vertical drags scroll (SV-11).
    var canScrollVertically: Bool {
        guard isScrollEnabled else { return false }
        let insets = adjustedContentInset
        let extent = contentSize.height + insets.top + insets.bottom
        return extent > bounds.height || (bounces && alwaysBounceVertical)
    }

    /// Whether a drag that has moved `translation` (a vector in the scroll view's coordinates) may scroll: a drag
    /// is judged by its larger component and scrolls only if that axis can; an exactly diagonal one scrolls if
    /// either axis can (SV-11).
    func acceptsDrag(along translation: CGPoint) -> Bool {
        let (x, y) = (abs(translation.x), abs(translation.y))
        if x > y { return canScrollHorizontally }
        if y > x { return canScrollVertically }
        return canScrollHorizontally || canScrollVertically
    }

    /// How far past an edge the content moves when dragged `distance` beyond it along `dimension` (the bounds'
    /// width or height): always less than `dimension`.
    static func resisted(_ distance: CGFloat, along dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The drag distance beyond an edge that ``resisted(_:along:)`` turns into `distance`. An offset set from
    /// code at least `dimension` past the edge is out of the rubber band's reach and is taken as it is.
    static func unresisted(_ distance: CGFloat, along dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0, distance < dimension else { return max(distance, 0) }
        return (1 / (1 - distance / dimension) - 1) * dimension / rubberBandCoefficient
    }

    /// Where a drag towards `target` leaves one axis of the offset: within `lower … upper` as it is; past them
    /// resisted, or stopped at the edge when `resists` is false.
    static func dragged(
        _ target: CGFloat, from lower: CGFloat, to upper: CGFloat, along dimension: CGFloat, resists: Bool
    ) -> CGFloat {
        if target < lower { return resists ? lower - resisted(lower - target, along: dimension) : lower }
        if target > upper { return resists ? upper + resisted(target - upper, along: dimension) : upper }
        return target
    }

    /// The offset a drag would have had to aim at, before resistance, to leave the content at `offset`.
    func unresisted(_ offset: CGPoint) -> CGPoint {
        let range = scrollableRange
        func axis(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < lower { return lower - Self.unresisted(lower - value, along: dimension) }
            if value > upper { return upper + Self.unresisted(value - upper, along: dimension) }
            return value
        }
        return CGPoint(
            x: axis(offset.x, range.min.x, range.max.x, bounds.width),
            y: axis(offset.y, range.min.y, range.max.y, bounds.height))
    }
}
