// The context of string measurement: UIKit's scale-to-fit request and what the measurement reports back.
import Foundation

/// What a measurement with `boundingRect(with:options:attributes:context:)` reports back. Text is never scaled
/// down here: ``actualScaleFactor`` stays 1 whatever ``minimumScaleFactor`` asks.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to in order to fit (0: none); stored, not applied.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at: always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with no minimum scale.
    public override init() {
        super.init()
    }
}
