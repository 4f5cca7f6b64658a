// How a stack view sizes and places its arranged views along its axis, with UIKit's raw values (SK-8 … SK-16).
import Foundation

extension UIStackView {
    /// The layout that defines the size and position of the arranged views along the stack view's axis.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The arranged views fill the stack view along its axis: extra space stretches the view with the lowest
        /// content hugging priority, a shortage shrinks the one with the lowest compression resistance; ties are
        /// resolved by index (SK-9 … SK-11).
        case fill = 0
        /// The arranged views fill the stack view and all have the same size along its axis (SK-12).
        case fillEqually = 1
        /// The arranged views fill the stack view with sizes proportional to their intrinsic content sizes along
        /// its axis (SK-13).
        case fillProportionally = 2
        /// The arranged views keep their sizes and the gaps between them are equal, and at least `spacing`
        /// (SK-14, SK-15).
        case equalSpacing = 3
        /// The centres of the arranged views are equally far apart, with gaps of at least `spacing` (SK-16).
        case equalCentering = 4
    }
}
