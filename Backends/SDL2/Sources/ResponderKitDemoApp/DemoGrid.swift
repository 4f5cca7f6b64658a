// The extra grid of small views: a screen of many views for the latency measurement (a tap on a cell hit-tests
// through every cell in front of it).
import Foundation
import ResponderKit

/// A view holding `count` small cells in rows and columns.
@MainActor
final class DemoGrid: UIView {
    /// Called when a touch begins or ends on a cell (forwarded from the cell, which has no handler of its own).
    var onCellTouched: (@MainActor () -> Void)?

    init(frame: CGRect, count: Int) {
        super.init(frame: frame)
        accessibilityIdentifier = "grid"
        backgroundColor = UIColor(white: 0.8, alpha: 1)
        guard count > 0 else { return }
        // As square as the frame allows: columns in proportion to the width.
        let columns = max(1, Int((Double(count) * Double(frame.width / frame.height)).squareRoot().rounded(.up)))
        let rows = (count + columns - 1) / columns
        let width = frame.width / CGFloat(columns)
        let height = frame.height / CGFloat(rows)
        let even = UIColor(red: 0.55, green: 0.7, blue: 0.85, alpha: 1)
        let odd = UIColor(red: 0.45, green: 0.6, blue: 0.8, alpha: 1)
        for index in 0..<count {
            let column = index % columns
            let row = index / columns
            let cell = UIView(
                frame: CGRect(
                    x: CGFloat(column) * width, y: CGFloat(row) * height, width: width - 1, height: height - 1))
            cell.accessibilityIdentifier = "cell \(index)"
            cell.backgroundColor = (row + column) % 2 == 0 ? even : odd
            addSubview(cell)
        }
    }

    /// Archives are not supported: this initializer always fails.
    required init?(coder: NSCoder) {
        return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onCellTouched?()
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onCellTouched?()
        super.touchesEnded(touches, with: event)
    }
}
