// The attributes of one axis of a stack view's arrangement: its edges, centre and size, and the stack view's own
// (its bounds' or its layout margins') edges and centre on that axis, which the arranged views connect to.
import Foundation

extension UIStackView {
    /// The attributes a stack view's constraints use along one axis.
    struct AxisAttributes {
        /// The leading (horizontal) or top (vertical) edge.
        let leading: NSLayoutConstraint.Attribute
        /// The trailing (horizontal) or bottom (vertical) edge.
        let trailing: NSLayoutConstraint.Attribute
        /// The centre.
        let center: NSLayoutConstraint.Attribute
        /// The width or height.
        let size: NSLayoutConstraint.Attribute
        /// The stack view's leading or top edge: of its margins when it arranges relative to them (SK-27).
        let canvasLeading: NSLayoutConstraint.Attribute
        /// The stack view's trailing or bottom edge, of its margins when it arranges relative to them.
        let canvasTrailing: NSLayoutConstraint.Attribute
        /// The stack view's centre, within its margins when it arranges relative to them.
        let canvasCenter: NSLayoutConstraint.Attribute

        /// The attributes along `axis`, with the canvas inside the layout margins when `marginsRelative`.
        init(_ axis: NSLayoutConstraint.Axis, marginsRelative: Bool) {
            switch axis {
            case .horizontal:
                // Leading and trailing, not left and right: a right-to-left layout mirrors a horizontal stack.
                (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
                (canvasLeading, canvasTrailing, canvasCenter) =
                    marginsRelative
                    ? (.leadingMargin, .trailingMargin, .centerXWithinMargins) : (.leading, .trailing, .centerX)
            case .vertical:
                (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
                (canvasLeading, canvasTrailing, canvasCenter) =
                    marginsRelative ? (.topMargin, .bottomMargin, .centerYWithinMargins) : (.top, .bottom, .centerY)
            }
        }
    }

    /// The axis across the stack view's.
    var crossAxis: NSLayoutConstraint.Axis { axis == .horizontal ? .vertical : .horizontal }
}
