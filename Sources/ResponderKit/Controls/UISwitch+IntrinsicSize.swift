// A switch's fixed size and its priorities: UIKit's switch hugs its content at 750 both ways (AL-70, AL-74).
import Foundation

extension UISwitch: ContentPriorityDefaults {
    /// UIKit's switch size.
    static let intrinsicSize = CGSize(width: 51, height: 31)

    /// 750 both ways.
    static var defaultHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.defaultHigh, .defaultHigh)
    }

    /// 750 both ways, as any view.
    static var defaultCompressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.defaultHigh, .defaultHigh)
    }
}
