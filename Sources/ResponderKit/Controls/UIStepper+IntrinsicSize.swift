// A stepper's fixed size and its priorities: UIKit's stepper hugs its content at 750 both ways (AL-70, AL-74).
import Foundation

extension UIStepper: ContentPriorityDefaults {
    /// UIKit's stepper size since iOS 13 (94 × 29 before).
    static let intrinsicSize = CGSize(width: 94, height: 32)

    /// 750 both ways.
    static var defaultHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.defaultHigh, .defaultHigh)
    }

    /// 750 both ways, as any view.
    static var defaultCompressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.defaultHigh, .defaultHigh)
    }
}
