// A screen of plain coloured views at known places, for screenshots checked pixel by pixel: a red button, a green
// panel half covered by a blue one, a parent that clips an orange child, a label, a view that draws a circle, and
// views off-screen and of zero size.
import Foundation
import ResponderKit

/// The screenshot screen (in a 320 × 480 window): every colour is opaque and distinct.
@MainActor
final class ScreenshotViewController: UIViewController {
    let red = UIButton(type: .system)
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        red.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        red.backgroundColor = .red
        red.accessibilityIdentifier = "red"
        red.accessibilityLabel = "Red"
        view.addSubview(red)

        let green = ScreenshotViewController.panel("green", .green, CGRect(x: 20, y: 80, width: 100, height: 60))
        let blue = ScreenshotViewController.panel("blue", .blue, CGRect(x: 70, y: 80, width: 50, height: 60))
        view.addSubview(green)
        view.addSubview(blue)

        let parent = ScreenshotViewController.panel("parent", .gray, CGRect(x: 20, y: 160, width: 60, height: 60))
        parent.clipsToBounds = true
        let child = ScreenshotViewController.panel("child", .orange, CGRect(x: 30, y: 30, width: 80, height: 80))
        parent.addSubview(child)
        view.addSubview(parent)

        label.frame = CGRect(x: 20, y: 240, width: 200, height: 30)
        label.text = "Hi <&> there"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        label.accessibilityIdentifier = "label"
        view.addSubview(label)

        let circle = CircleView(frame: CGRect(x: 20, y: 290, width: 60, height: 60))
        circle.accessibilityIdentifier = "circle"
        circle.isAccessibilityElement = true
        view.addSubview(circle)

        view.addSubview(
            ScreenshotViewController.panel("offscreen", .purple, CGRect(x: 2000, y: 20, width: 50, height: 50)))
        view.addSubview(ScreenshotViewController.panel("empty", .purple, CGRect(x: 200, y: 20, width: 0, height: 0)))
    }

    static func panel(_ id: String, _ color: UIColor, _ frame: CGRect) -> UIView {
        let panel = UIView(frame: frame)
        panel.backgroundColor = color
        panel.accessibilityIdentifier = id
        panel.isAccessibilityElement = true
        return panel
    }
}

/// A view whose `draw(_:)` fills a black circle on yellow.
@MainActor
final class CircleView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.yellow.cgColor)
        context.fill(bounds)
        context.setFillColor(UIColor.black.cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 10, dy: 10))
    }
}
