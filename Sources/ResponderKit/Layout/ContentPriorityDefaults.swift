// The content hugging and compression resistance a UIKit class starts with, where it differs from UIView's.
import Foundation

/// Adopted by UIKit's own views whose hugging or compression resistance defaults differ from UIView's 250 and 750.
@MainActor
protocol ContentPriorityDefaults: UIView {
    /// The hugging priorities a new view of the class has, horizontal then vertical.
    static var defaultHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { get }
    /// The compression resistance priorities a new view of the class has, horizontal then vertical.
    static var defaultCompressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { get }
}
