// Intrinsic sizes in the solution, fitting sizes, the passes' order, right-to-left layout, moves and a tap right
// after activation.
import ResponderKit
import ResponderKitTestSupport
import Testing

@MainActor
@Suite("Auto Layout: intrinsic sizes, passes and events")
struct LayoutPassTests {
    /// Two sized views side by side spanning `width`, their hugging or compression resistance set by the test.
    private func row(_ stage: LayoutStage, width: CGFloat) -> (SizedView, SizedView) {
        let box = stage.container(CGRect(x: 0, y: 0, width: width, height: 100))
        let a = stage.add(SizedView(50, 20), to: box)
        let b = stage.add(SizedView(50, 20), to: box)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: box.trailingAnchor), a.topAnchor.constraint(equalTo: box.topAnchor),
            b.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        return (a, b)
    }

    @Test("AL-22: the view with the lower hugging priority stretches")
    func lowerHuggingStretches() {
        let stage = LayoutStage()
        let (a, b) = row(stage, width: 320)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        stage.window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 270, height: 20))
    }

    @Test("AL-22: the view with the lower compression resistance shrinks")
    func lowerResistanceShrinks() {
        let stage = LayoutStage()
        let (a, b) = row(stage, width: 80)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        stage.window.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame == CGRect(x: 50, y: 0, width: 30, height: 20))
    }

    @Test("AL-23: a new intrinsic size is used after invalidateIntrinsicContentSize()")
    func invalidatedIntrinsicSize() {
        let stage = LayoutStage()
        let view = stage.add(SizedView(40, 10))
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: stage.window.topAnchor),
        ])
        stage.window.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 40, height: 10))
        view.size = CGSize(width: 90, height: 30)
        view.invalidateIntrinsicContentSize()
        stage.window.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 90, height: 30))
    }

    @Test("AL-24: the fitting size of a padded container is its content plus the padding")
    func fittingSizeOfPaddedContainer() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let content = SizedView(100, 40)
        container.addSubview(content)
        NSLayoutConstraint.activate(pin(content, to: container, UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)))
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 128, height: 64))
        let wide = container.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 64))
        // The container's own frame is untouched.
        #expect(container.frame.size == CGSize(width: 500, height: 500))
    }

    @Test("AL-25: updateConstraints runs from the leaves up, then layout from the top down")
    func passOrder() {
        final class Logging: UIView {
            var log: (String) -> Void = { _ in }
            override func updateConstraints() {
                log("update \(tag)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log("layout \(tag)")
                super.layoutSubviews()
            }
        }
        let stage = LayoutStage()
        var log: [String] = []
        let outer = Logging(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.tag = 1
        let inner = Logging()
        inner.tag = 2
        inner.translatesAutoresizingMaskIntoConstraints = false
        for view in [outer, inner] { view.log = { log.append($0) } }
        stage.add(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate(pin(inner, to: outer, .zero))
        stage.window.layoutIfNeeded()
        #expect(Array(log.prefix(2)) == ["update 2", "update 1"])
        #expect(log.firstIndex(of: "layout 1")! < log.firstIndex(of: "layout 2")!)
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        log = []
        inner.setNeedsUpdateConstraints()
        #expect(inner.needsUpdateConstraints())
        inner.updateConstraintsIfNeeded()
        #expect(log == ["update 2"] && !inner.needsUpdateConstraints())
    }

    @Test("AL-14: leading and trailing flip right to left; left and right do not")
    func rightToLeft() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 320, height: 100))
        box.semanticContentAttribute = .forceRightToLeft
        let directional = stage.constrained(in: box)
        let absolute = stage.constrained(in: box)
        let follower = stage.constrained(in: box)
        NSLayoutConstraint.activate([
            directional.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
            directional.widthAnchor.constraint(equalToConstant: 100),
            follower.leadingAnchor.constraint(equalTo: directional.trailingAnchor, constant: 8),
            follower.widthAnchor.constraint(equalToConstant: 50),
            absolute.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 16),
            absolute.widthAnchor.constraint(equalToConstant: 100),
        ])
        for view in [directional, absolute, follower] {
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: box.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        stage.window.layoutIfNeeded()
        #expect(directional.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(directional.frame.minX == 204)  // 320 − 16 − 100
        #expect(follower.frame.minX == 146)  // 204 − 8 − 50
        #expect(absolute.frame.minX == 16)
    }

    @Test("AL-14: changing semanticContentAttribute later mirrors the active leading constraints again")
    func directionChangeFlipsActiveConstraints() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 320, height: 100))
        let directional = stage.constrained(in: box)
        let absolute = stage.constrained(in: box)
        let leading = directional.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16)
        NSLayoutConstraint.activate([
            leading, directional.widthAnchor.constraint(equalToConstant: 100),
            absolute.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 16),
            absolute.widthAnchor.constraint(equalToConstant: 100),
        ])
        for view in [directional, absolute] {
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: box.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        stage.window.layoutIfNeeded()
        #expect(directional.frame.minX == 16)
        box.semanticContentAttribute = .forceRightToLeft
        stage.window.layoutIfNeeded()
        #expect(leading.isActive)
        #expect(directional.frame.minX == 204)  // 320 − 16 − 100
        #expect(absolute.frame.minX == 16)
        leading.constant = 20  // the mirrored constraint still follows its constant
        stage.window.layoutIfNeeded()
        #expect(directional.frame.minX == 200)
        box.semanticContentAttribute = .unspecified
        stage.window.layoutIfNeeded()
        #expect(directional.frame.minX == 20)
    }

    @Test("AL-18: removing a view deactivates the constraints that cross its subtree's edge and keeps its own")
    func removalDeactivatesCrossingConstraints() {
        let stage = LayoutStage()
        let box = stage.constrained()
        let child = stage.constrained(in: box)
        let crossing = child.widthAnchor.constraint(equalTo: stage.window.widthAnchor, multiplier: 0.5)
        let own = child.heightAnchor.constraint(equalTo: box.heightAnchor)
        let placement = pin(box, to: stage.window, .zero)
        NSLayoutConstraint.activate(placement + [crossing, own])
        box.removeFromSuperview()
        #expect(!crossing.isActive && own.isActive && placement.allSatisfy { !$0.isActive })
        #expect(box.constraints.contains(own))
        stage.window.addSubview(box)
        NSLayoutConstraint.activate(pin(box, to: stage.window, .zero))
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            child.topAnchor.constraint(equalTo: box.topAnchor), child.widthAnchor.constraint(equalToConstant: 10),
        ])
        stage.window.layoutIfNeeded()
        #expect(own.isActive && child.frame == CGRect(x: 0, y: 0, width: 10, height: 480))
    }

    @Test("AL-19: a view without a horizontal position is ambiguous; exercising moves it")
    func ambiguity() {
        let stage = LayoutStage()
        let view = stage.constrained()
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: stage.window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        stage.window.layoutIfNeeded()
        #expect(view.frame.minX != before.minX && view.frame.size == before.size)
        view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor).isActive = true
        #expect(!view.hasAmbiguousLayout)
        #expect(view.constraintsAffectingLayout(for: .vertical).count == 2)
    }

    @Test("AL-29: a tap right after activating constraints reaches the laid-out view")
    func tapRightAfterActivation() throws {
        let stage = LayoutStage()
        let log = EventLog()
        let button = RecordingView("button", log: log)
        button.translatesAutoresizingMaskIntoConstraints = false
        stage.add(button)
        NSLayoutConstraint.activate([
            button.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -20),
            button.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor, constant: -40),
            button.widthAnchor.constraint(equalToConstant: 100), button.heightAnchor.constraint(equalToConstant: 44),
        ])
        // No layoutIfNeeded(): the input layer lays out before it delivers the touch, as the run loop would.
        try stage.sim.tap(at: CGPoint(x: 250, y: 418))
        #expect(button.frame == CGRect(x: 200, y: 396, width: 100, height: 44))
        #expect(log.methods(of: "button").contains(.touchesBegan))
    }
}
