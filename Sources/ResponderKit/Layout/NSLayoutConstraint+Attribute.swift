// The parts of a view's alignment rectangle a constraint can relate, with UIKit's raw values.
import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint uses.
    public enum Attribute: Int, Sendable, CaseIterable {
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0
        /// The left edge; never flipped for right-to-left layouts.
        case left = 1
        /// The right edge; never flipped for right-to-left layouts.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: the left edge left to right, the right edge right to left.
        case leading = 5
        /// The trailing edge: the right edge left to right, the left edge right to left.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom for views without text).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The horizontal centre of the rectangle inside the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the rectangle inside the layout margins.
        case centerYWithinMargins = 20

        /// The last baseline (UIKit's older name).
        public static var baseline: Attribute { .lastBaseline }

        /// The axis the attribute lies on, or nil for `.notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .notAnAttribute: nil
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            default: .vertical
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute follows the layout direction (leading and trailing, plain or margin).
        var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }

        /// Whether the attribute is an absolute left or right edge, plain or margin.
        var isAbsoluteHorizontalEdge: Bool {
            self == .left || self == .right || self == .leftMargin || self == .rightMargin
        }

        /// The name UIKit prints in constraint descriptions (`leading`, `width`, `centerX`, …).
        var name: String {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            }
        }
    }
}
