// The fixtures of the stack view tests (spec SK-n, docs/spec-stack-view.md): a stack view pinned in a window at
// (10, 20) with an optional fixed size, views of a fixed size (required width and height constraints) or of an
// intrinsic size (hugging and compression resistance at their defaults unless set), and views with baselines.
//
// Frames are read after `layoutIfNeeded()` on the window, in the stack view's coordinates. The layout log of the
// stage's application is captured, so a test can check that its arrangement needed no broken constraint.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A view with a fixed intrinsic content size.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat = UIView.noIntrinsicMetric) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A view with text-like baselines at fixed distances from its edges: its first baseline `firstFromTop` below its
/// top, its last `lastFromBottom` above its bottom, whatever its height.
final class BaselineView: UIView, TextBaselineProviding {
    let baselines: TextBaselines

    init(firstFromTop: CGFloat, lastFromBottom: CGFloat) {
        baselines = TextBaselines(firstFromTop: firstFromTop, lastFromBottom: lastFromBottom)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    func textBaselines(forHeight height: CGFloat) -> TextBaselines { baselines }
}

/// A view with required width and height constraints for the sizes given (none for a nil size).
@MainActor
func fixedView(_ width: CGFloat?, _ height: CGFloat? = nil, _ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    var constraints: [NSLayoutConstraint] = []
    if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    return view
}

/// A stack view of `views` pinned at (10, 20) in a window of 320 x 480, sized when `size` is given.
@MainActor
final class StackStage {
    let stage = Stage()
    let stack: UIStackView
    let views: [UIView]
    /// What the application's layout log received (conflicts, programmer errors).
    private(set) var layoutMessages: [String] = []

    init(
        _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, size: CGSize? = CGSize(width: 300, height: 100),
        configure: (UIStackView) -> Void = { _ in }
    ) {
        self.views = views
        stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 20),
        ]
        if let size {
            constraints.append(stack.widthAnchor.constraint(equalToConstant: size.width))
            constraints.append(stack.heightAnchor.constraint(equalToConstant: size.height))
        }
        NSLayoutConstraint.activate(constraints)
        stage.app.layoutLog = { [weak self] message in self?.layoutMessages.append(message) }
        layout()
    }

    /// Runs the pending constraints and layout passes.
    func layout() { stage.window.layoutIfNeeded() }

    /// The arranged views' frames, in the stack view's coordinates.
    var frames: [CGRect] { views.map(\.frame) }
    /// The arranged views' x, then width.
    var xs: [CGFloat] { views.map(\.frame.minX) }
    var widths: [CGFloat] { views.map(\.frame.width) }
    /// The arranged views' y, then height.
    var ys: [CGFloat] { views.map(\.frame.minY) }
    var heights: [CGFloat] { views.map(\.frame.height) }

    /// The identifiers of the stack view's active arrangement constraints that mention `view`.
    func identifiers(mentioning view: UIView) -> [String] {
        stack.arrangementConstraints.filter { $0.isActive && ($0.firstItem === view || $0.secondItem === view) }
            .compactMap(\.identifier)
    }

}
