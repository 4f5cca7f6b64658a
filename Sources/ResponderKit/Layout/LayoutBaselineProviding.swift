// Views with text tell the engine where their baselines are.
import Foundation

/// Adopted by views with text (labels, buttons' titles, text fields): the distance from the top of the frame to the
/// first baseline and from the last baseline to the bottom.
@MainActor
protocol LayoutBaselineProviding: UIView {
    /// The offsets, or nil when the view has no text to align.
    var layoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? { get }
}
