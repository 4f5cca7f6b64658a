// A segmented control's intrinsic size: equal segments as wide as the widest title (13-point system font,
// rounded up to whole points) plus 8 points each side, by 32 points (AL-72).
//
// Invariants: no segments: 0 wide; a segment without a title counts as a title of width 0.
import Foundation

extension UISegmentedControl {
    /// The point size of the segments' titles (UIKit's since iOS 13).
    static let titleFontSize: CGFloat = 13
    /// The space on each side of the widest title in every segment.
    static let segmentTitlePadding: CGFloat = 8
    /// The control's height (UIKit's since iOS 13; 28 before).
    static let intrinsicHeight: CGFloat = 32

    /// Every segment as wide as the widest title plus the padding, by the height.
    var segmentsSize: CGSize {
        let font = UIFont.systemFont(ofSize: UISegmentedControl.titleFontSize)
        let measurer = textMeasurer
        var widest: CGFloat = 0
        for segment in 0..<numberOfSegments {
            guard let title = titleForSegment(at: segment), !title.isEmpty else { continue }
            let layout = TextLayout(title, font: font, width: 0, lineLimit: 1, measurer: measurer)
            widest = max(widest, layout.width.rounded(.up))
        }
        let segment = widest + 2 * UISegmentedControl.segmentTitlePadding
        return CGSize(width: CGFloat(numberOfSegments) * segment, height: UISegmentedControl.intrinsicHeight)
    }
}
