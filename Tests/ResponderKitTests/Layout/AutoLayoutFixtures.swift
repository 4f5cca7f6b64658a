// Views for the Auto Layout tests: a view with a fixed intrinsic size, and a stage whose layout log is collected.
import ResponderKit
import ResponderKitTestSupport

/// A view whose intrinsic content size is whatever the test sets.
@MainActor
final class SizedView: UIView {
    var size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A stage whose application's layout messages are kept instead of printed.
@MainActor
final class LayoutStage: Stage {
    var messages: [String] = []

    init(width: CGFloat = 320, height: CGFloat = 480) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        app.layoutLog = { [unowned self] in messages.append($0) }
    }

    /// A view that Auto Layout positions, added to `parent` (the window by default).
    func constrained(in parent: UIView? = nil) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        add(view, to: parent)
        return view
    }

    /// A plain container of `frame` (it translates its frame into constraints).
    func container(_ frame: CGRect) -> UIView { add(UIView(frame: frame)) }
}

@MainActor
func pin(_ view: UIView, to parent: UIView, _ insets: UIEdgeInsets) -> [NSLayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: insets.left),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -insets.right),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: insets.top),
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -insets.bottom),
    ]
}
