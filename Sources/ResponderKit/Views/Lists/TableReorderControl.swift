// The reorder control at the trailing edge of a movable row in editing mode (LE-30, LE-31): the grip a touch drags
// the row by. It is a plain view: the table's reorder recognizer (TableReorderGestureRecognizer) takes the touches
// that begin on it.
import Foundation

/// The grip of a row that can move.
@MainActor
final class TableReorderControl: UIView {
    init() {
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// An element labelled "Reorder", as UIKit's reorder control is.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = "Reorder"
        return defaults
    }

    /// Three gray bars, centred.
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        let x = (bounds.width - 18) / 2
        for index in 0..<3 {
            let y = bounds.midY - 6 + CGFloat(index) * 5
            builder.fill(CGRect(x: x, y: y, width: 18, height: 2), with: .systemGray2)
        }
    }
}
