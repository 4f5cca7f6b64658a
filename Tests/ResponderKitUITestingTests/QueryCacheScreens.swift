// The screens the element tree cache tests change under the queries: one view of every kind a query reads, a
// counter whose label an overridden getter answers from a plain property, and a chart with accessibility elements.
import Foundation
import ResponderKit

/// A view whose accessibility label is computed from `count`, a plain property no setter of ResponderKit sees.
@MainActor
final class CounterView: UIView {
    var count = 0
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { "Count \(count)" }
        set {}
    }
}

/// A custom-drawn chart that exposes its one bar as a `UIAccessibilityElement`.
@MainActor
final class ChartView: UIView {
    private(set) var bar: UIAccessibilityElement!

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar = UIAccessibilityElement(accessibilityContainer: self)
        bar.accessibilityLabel = "Bar"
        bar.accessibilityIdentifier = "bar"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 40)
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityElements: [Any]? {
        get { bar.map { [$0] } ?? [] }
        set {}
    }
}

/// One view of each kind a query reads, laid out top to bottom, each with an identifier.
@MainActor
final class ProbeViewController: UIViewController {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 20))
    let button = UIButton(frame: CGRect(x: 160, y: 10, width: 140, height: 30))
    let field = UITextField(frame: CGRect(x: 10, y: 50, width: 140, height: 30))
    let textView = UITextView(frame: CGRect(x: 160, y: 50, width: 140, height: 30))
    let toggle = UISwitch(frame: CGRect(x: 10, y: 90, width: 51, height: 31))
    let slider = UISlider(frame: CGRect(x: 160, y: 90, width: 140, height: 30))
    let stepper = UIStepper(frame: CGRect(x: 10, y: 130, width: 94, height: 32))
    let segments = UISegmentedControl(items: ["One", "Two"])
    /// No identifier: without an image it is no element (UT-2), with one an image.
    let image = UIImageView(frame: CGRect(x: 10, y: 170, width: 40, height: 40))
    let box = UIView(frame: CGRect(x: 60, y: 170, width: 80, height: 40))
    let counter = CounterView(frame: CGRect(x: 160, y: 170, width: 140, height: 40))
    let chart = ChartView(frame: CGRect(x: 10, y: 220, width: 100, height: 40))
    /// A view that `layoutSubviews` of the root moves to `laidOutX`.
    let follower = UILabel(frame: CGRect(x: 160, y: 220, width: 60, height: 20))
    var laidOutX: CGFloat = 160
    /// A window a change shows over the probe's, kept alive here (an application holds its windows weakly).
    var extraWindow: UIWindow?

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Hello"
        label.accessibilityIdentifier = "label"
        button.setTitle("Send", for: .normal)
        button.accessibilityIdentifier = "button"
        field.placeholder = "Name"
        field.accessibilityIdentifier = "field"
        textView.text = "Notes"
        textView.accessibilityIdentifier = "notes"
        toggle.accessibilityIdentifier = "toggle"
        slider.accessibilityIdentifier = "slider"
        stepper.accessibilityIdentifier = "stepper"
        segments.frame = CGRect(x: 160, y: 130, width: 140, height: 30)
        segments.accessibilityIdentifier = "segments"
        box.accessibilityIdentifier = "box"
        counter.accessibilityIdentifier = "counter"
        chart.accessibilityIdentifier = "chart"
        follower.text = "Follower"
        follower.accessibilityIdentifier = "follower"
        for subview in [label, button, field, textView, toggle, slider, stepper, segments, image, box, counter, chart]
            as [UIView]
        {
            view.addSubview(subview)
        }
        view.addSubview(follower)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        follower.frame.origin.x = laidOutX
    }
}
