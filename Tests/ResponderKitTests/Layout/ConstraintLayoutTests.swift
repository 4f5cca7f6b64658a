// Constraints solved into frames: edges, sizes, relative sizes, centring, priorities and their tiers.
import ResponderKit
import ResponderKitTestSupport
import Testing

@MainActor
@Suite("Auto Layout: constraints to frames")
struct ConstraintLayoutTests {
    @Test("AL-1: edges pinned with insets give the superview's bounds inset")
    func edgesPinnedWithInsets() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = stage.constrained(in: box)
        NSLayoutConstraint.activate(pin(view, to: box, UIEdgeInsets(top: 20, left: 16, bottom: 30, right: 16)))
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: 20, width: 288, height: 430))
    }

    @Test("AL-6: a size and position, then deactivating the width for another")
    func sizeAndPositionThenDeactivating() {
        let stage = LayoutStage()
        let view = stage.constrained()
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 12), width,
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 12, width: 100, height: 50))
        #expect(stage.window.constraints.count == 2 && view.constraints.count == 2)
        width.isActive = false
        #expect(!width.isActive && view.constraints.count == 1)
        view.widthAnchor.constraint(equalToConstant: 200).isActive = true
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 12, width: 200, height: 50))
    }

    @Test("AL-7: changing a constant relays out")
    func constantChangeRelaysOut() {
        let stage = LayoutStage()
        let view = stage.constrained()
        let leading = view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading, view.topAnchor.constraint(equalTo: stage.window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.window.layoutIfNeeded()
        #expect(view.frame.minX == 10)
        leading.constant = 70
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 70, y: 0, width: 40, height: 40))
    }

    @Test("AL-1: a relative size follows its container when the container is resized")
    func relativeSizeFollowsContainer() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = stage.constrained(in: box)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 0.25, constant: 5),
            view.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            view.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        box.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 150, height: 55))
    }

    @Test("AL-1: two views of equal width split their container into halves")
    func equalWidthHalves() {
        let stage = LayoutStage()
        let left = stage.constrained()
        let right = stage.constrained()
        let window = stage.window
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: window.topAnchor), right.topAnchor.constraint(equalTo: window.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 44), right.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 0, width: 160, height: 44))
        #expect(right.frame == CGRect(x: 160, y: 0, width: 160, height: 44))
    }

    @Test("AL-1: centring with a multiplier on the centre")
    func centringAndMultiplier() {
        let stage = LayoutStage()
        let view = stage.constrained()
        let window = stage.window
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            NSLayoutConstraint(
                item: view, attribute: .centerY, relatedBy: .equal, toItem: window, attribute: .centerY,
                multiplier: 0.5, constant: 0),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        // centre x 160 → x 110; centre y 0.5 × 240 = 120 → y 100.
        #expect(view.frame == CGRect(x: 110, y: 100, width: 100, height: 40))
    }

    @Test("AL-2: the higher priority wins")
    func higherPriorityWins() {
        let stage = LayoutStage()
        let view = fixedPosition(stage)
        let high = view.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        let low = view.widthAnchor.constraint(equalToConstant: 200)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([low, high])
        stage.window.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test("AL-3: ten constraints at 250 lose to one at 251")
    func tiersAreStrict() {
        let stage = LayoutStage()
        let view = fixedPosition(stage)
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<10 {
            let wish = view.widthAnchor.constraint(equalToConstant: 100)
            wish.priority = .defaultLow
            constraints.append(wish)
        }
        let one = view.widthAnchor.constraint(equalToConstant: 200)
        one.priority = UILayoutPriority(251)
        NSLayoutConstraint.activate(constraints + [one])
        stage.window.layoutIfNeeded()
        // With one float per strength, ten errors of 100 at 250 would outweigh one at 251.
        #expect(view.frame.width == 200)
    }

    @Test("AL-4: a required inequality beats a wish at 999")
    func requiredInequalityBeats999() {
        let stage = LayoutStage()
        let view = fixedPosition(stage)
        let wish = view.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(lessThanOrEqualToConstant: 150), wish])
        stage.window.layoutIfNeeded()
        #expect(view.frame.width == 150)
    }

    @Test("AL-5: UIKit's priority values")
    func priorityValues() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(
            NSLayoutConstraint(
                item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 1
            ).priority == .required)
    }

    /// A constrained view at (0, 0), 40 high, whose width the test decides.
    private func fixedPosition(_ stage: LayoutStage) -> UIView {
        let view = stage.constrained()
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: stage.window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        return view
    }
}
