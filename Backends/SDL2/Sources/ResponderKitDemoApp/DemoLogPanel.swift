// The on-screen log: the last lines of the demo's log, one label each, newest at the bottom.
import Foundation
import ResponderKit

/// A panel of labels showing the last lines of a ``DemoLog``.
@MainActor
final class DemoLogPanel: UIView {
    private var labels: [UILabel] = []

    init(frame: CGRect, lineCount: Int) {
        super.init(frame: frame)
        accessibilityIdentifier = "log"
        // Long chain lines end at the panel's edge instead of running off the window.
        clipsToBounds = true
        backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.16, alpha: 1)
        let height = (frame.height - 8) / CGFloat(max(lineCount, 1))
        for index in 0..<lineCount {
            let label = UILabel(
                frame: CGRect(x: 6, y: 4 + CGFloat(index) * height, width: frame.width - 12, height: height))
            label.accessibilityIdentifier = "log line \(index)"
            label.backgroundColor = backgroundColor
            label.textColor = UIColor(red: 0.6, green: 0.95, blue: 0.6, alpha: 1)
            label.font = .systemFont(ofSize: 11)
            addSubview(label)
            labels.append(label)
        }
    }

    /// Archives are not supported: this initializer always fails.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the last lines of `lines`.
    func show(_ lines: [String]) {
        let shown = lines.suffix(labels.count)
        let offset = labels.count - shown.count
        for (index, label) in labels.enumerated() {
            let text = index >= offset ? shown[shown.startIndex + index - offset] : ""
            if label.text != text { label.text = text }
        }
    }
}
