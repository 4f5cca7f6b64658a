// How a stack view places its arranged views across its axis, with UIKit's raw values (SK-17 … SK-24).
import Foundation

extension UIStackView {
    /// The layout of the arranged views perpendicular to the stack view's axis.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// The arranged views fill the stack view across its axis (SK-17).
        case fill = 0
        /// Vertical stacks: the arranged views' leading edges are at the stack view's leading edge (SK-18).
        case leading = 1
        /// Horizontal stacks: the arranged views' first baselines are aligned, the highest view at the top; in a
        /// vertical stack it acts as `leading` (SK-21, SK-24).
        case firstBaseline = 2
        /// The arranged views' centres across the axis are the stack view's (SK-19).
        case center = 3
        /// Vertical stacks: the arranged views' trailing edges are at the stack view's trailing edge (SK-20).
        case trailing = 4
        /// Horizontal stacks: the arranged views' last baselines are aligned, the highest view at the top; in a
        /// vertical stack it acts as `trailing` (SK-22, SK-24).
        case lastBaseline = 5

        /// Horizontal stacks: the arranged views' top edges are at the stack view's top (SK-18).
        public static var top: Alignment { .leading }
        /// Horizontal stacks: the arranged views' bottom edges are at the stack view's bottom (SK-20).
        public static var bottom: Alignment { .trailing }
    }
}
