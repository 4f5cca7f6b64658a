// Views moving between trees while constrained, and views whose superview no constraint names: what the engine
// carries, what the hooks decide, and which views get solved frames.
import ResponderKit
import ResponderKitTestSupport
import Testing

/// A view that counts its `updateConstraints()` calls.
@MainActor
private final class UpdateCountingView: UIView {
    var updates = 0

    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

/// A container that deactivates chosen constraints when a subview is about to leave it.
@MainActor
private final class ReleasingView: UIView {
    var releasedOnRemoval: [NSLayoutConstraint] = []

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        NSLayoutConstraint.deactivate(releasedOnRemoval)
    }
}

@MainActor
@Suite("Auto Layout: moves between trees")
struct LayoutMoveTests {
    @Test("AL-25: an update scheduled in a detached tree runs once after the tree joins a window")
    func pendingUpdateSurvivesJoiningAWindow() {
        let stage = LayoutStage()
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UpdateCountingView()
        detached.addSubview(inner)
        inner.setNeedsUpdateConstraints()
        stage.window.addSubview(detached)
        #expect(inner.needsUpdateConstraints())
        stage.window.layoutIfNeeded()
        #expect(inner.updates == 1)
        #expect(!inner.needsUpdateConstraints())
    }

    @Test("AL-25: an update due in one window runs in the window the view moved to, once")
    func pendingUpdateMovesBetweenWindows() {
        let first = LayoutStage()
        let second = LayoutStage()
        let view = UpdateCountingView()
        first.window.addSubview(view)
        first.window.layoutIfNeeded()
        let before = view.updates
        view.setNeedsUpdateConstraints()
        second.window.addSubview(view)
        first.window.layoutIfNeeded()
        #expect(view.updates == before, "the old window's pass no longer runs it")
        second.window.layoutIfNeeded()
        #expect(view.updates == before + 1)
    }

    @Test("AL-18: a constraint that willRemoveSubview deactivates stays inactive after the move")
    func hookDeactivationIsKept() {
        let stage = LayoutStage()
        let container = ReleasingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.window.addSubview(container)
        let child = stage.constrained(in: container)
        let ownWidth = child.widthAnchor.constraint(equalToConstant: 40)
        let ownHeight = child.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([ownWidth, ownHeight])
        container.releasedOnRemoval = [ownWidth]
        child.removeFromSuperview()
        #expect(!ownWidth.isActive, "deactivated by the hook")
        #expect(ownHeight.isActive, "the subtree's own constraint goes with it (AL-18)")
        stage.window.addSubview(child)
        #expect(!ownWidth.isActive && ownHeight.isActive)
    }

    @Test("AL-26: a view sized by its own constraints in a superview no constraint names gets its solved size")
    func sizedInUnconstrainedSuperview() {
        let stage = LayoutStage()
        let plain = stage.container(CGRect(x: 10, y: 10, width: 200, height: 200))
        let framed = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        plain.addSubview(framed)
        let child = stage.constrained(in: plain)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 30),
            child.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 2),
            child.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
        ])
        stage.window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 16, width: 50, height: 30))  // under the framed sibling: 6 + 8 + 2
        #expect(plain.frame == CGRect(x: 10, y: 10, width: 200, height: 200), "the superview keeps its frame")
        #expect(framed.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }
}
