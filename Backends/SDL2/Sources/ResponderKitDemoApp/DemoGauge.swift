// A custom-drawn control, as apps write them: `draw(_:)` fills a disc, strokes an arc and draws its value with Core
// Graphics and string drawing; setting `value` marks it for display. Proves the backend draws recorded drawing.
import Foundation
import ResponderKit

/// A round gauge drawn in `draw(_:)`: an orange disc, a blue arc from the top for the value, the value as text.
final class DemoGauge: UIView {
    /// The value shown, 0 … 1; redrawn when it changes.
    var value: CGFloat = 0.42 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor(red: 1, green: 0.6, blue: 0, alpha: 1).setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
        context.setStrokeColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
        context.setLineWidth(4)
        context.addArc(
            center: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 10, startAngle: -.pi / 2,
            endAngle: -.pi / 2 + 2 * .pi * value, clockwise: false)
        context.strokePath()
        let text = "\(Int((value * 100).rounded()))" as NSString
        let font = UIFont.systemFont(ofSize: 17)
        let size = text.size(withAttributes: [.font: font])
        text.draw(
            at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
            withAttributes: [.font: font, .foregroundColor: UIColor.black])
    }
}
