// A slider's intrinsic height: the thumb's diameter; a slider has no intrinsic width (AL-71).
import Foundation

extension UISlider {
    /// The intrinsic height: twice ``thumbRadius``, 31 points.
    static var intrinsicHeight: CGFloat { 2 * thumbRadius }
}
