// How the layout pass applies solved frames: what it puts back, what it rounds again, and the order it visits views
// in. The pass passes over views whose solved frame is applied already (AppliedSolvedFrame.swift); these tests
// change each thing that record depends on and check that the frame is applied again.
import ResponderKit
import ResponderKitTestSupport
import Testing

/// A view whose `center` setter can refuse values, counting the calls.
@MainActor
private final class StubbornView: UIView {
    var refusesCenter = false
    var centerSets = 0

    override var center: CGPoint {
        get { super.center }
        set {
            centerSets += 1
            if !refusesCenter { super.center = newValue }
        }
    }
}

/// A view that records its `layoutSubviews()` calls in a shared log and may mark another view for layout there.
@MainActor
private final class LoggingView: UIView {
    let name: String
    let log: LayoutLog
    var marks: UIView?

    init(_ name: String, _ log: LayoutLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        log.names.append(name)
        marks?.setNeedsLayout()
        super.layoutSubviews()
    }
}

@MainActor
private final class LayoutLog {
    var names: [String] = []
}

@MainActor
@Suite("Auto Layout: applying solved frames")
struct LayoutApplicationTests {
    /// A constrained view at (20, 30), 100 x 40, in a plain container.
    private func placed<View: UIView>(_ view: View, in stage: LayoutStage, x: CGFloat = 20) -> (UIView, View) {
        let box = stage.container(CGRect(x: 0, y: 0, width: 320, height: 200))
        view.translatesAutoresizingMaskIntoConstraints = false
        stage.add(view, to: box)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: box.leftAnchor, constant: x),
            view.topAnchor.constraint(equalTo: box.topAnchor, constant: 30),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.window.layoutIfNeeded()
        return (box, view)
    }

    @Test("AL-26: a frame set by hand on a constrained view is put back by its superview's next layout")
    func handSetFrameIsPutBack() {
        let stage = LayoutStage()
        let (box, view) = placed(UIView(), in: stage)
        let solved = CGRect(x: 20, y: 30, width: 100, height: 40)
        #expect(view.frame == solved)
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        box.setNeedsLayout()
        box.layoutIfNeeded()
        #expect(view.frame == solved)
        // The centre alone, then the size alone.
        view.center = CGPoint(x: 5, y: 5)
        box.setNeedsLayout()
        box.layoutIfNeeded()
        #expect(view.frame == solved)
        view.bounds.size = CGSize(width: 7, height: 7)
        box.setNeedsLayout()
        box.layoutIfNeeded()
        #expect(view.frame == solved)
    }

    @Test("AL-28: a new screen scale rounds the solved edges again, to the new pixels")
    func newScaleRoundsAgain() {
        let stage = LayoutStage()
        stage.window.screen = UIScreen(bounds: stage.window.bounds, scale: 1)
        let (box, view) = placed(UIView(), in: stage, x: 20.3)
        #expect(view.frame.minX == 20)
        stage.window.screen = UIScreen(bounds: stage.window.bounds, scale: 2)
        box.setNeedsLayout()
        box.layoutIfNeeded()
        #expect(view.frame.minX == 20.5)
        #expect(view.frame.width == 100)
    }

    @Test("AL-26: a view that refused its solved centre is offered it again at the next layout")
    func refusedCenterIsOfferedAgain() {
        let stage = LayoutStage()
        let stubborn = StubbornView()
        stubborn.refusesCenter = true
        let (box, view) = placed(stubborn, in: stage)
        let offered = view.centerSets
        #expect(offered >= 1)
        #expect(view.center != CGPoint(x: 70, y: 50))
        view.refusesCenter = false
        box.setNeedsLayout()
        box.layoutIfNeeded()
        #expect(view.centerSets == offered + 1)
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
        // Applied now: a further layout of the superview has nothing to set.
        box.setNeedsLayout()
        box.layoutIfNeeded()
        #expect(view.centerSets == offered + 1)
    }

    @Test("AL-26: a changed solution reaches the views it moves, and only those are set again")
    func changedSolutionReachesMovedViews() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 320, height: 200))
        let still = stage.add(StubbornView(), to: box)
        let moving = stage.add(StubbornView(), to: box)
        for view in [still, moving] { view.translatesAutoresizingMaskIntoConstraints = false }
        let left = moving.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            still.leftAnchor.constraint(equalTo: box.leftAnchor), still.topAnchor.constraint(equalTo: box.topAnchor),
            still.widthAnchor.constraint(equalToConstant: 50), still.heightAnchor.constraint(equalToConstant: 50),
            left, moving.topAnchor.constraint(equalTo: box.topAnchor, constant: 60),
            moving.widthAnchor.constraint(equalToConstant: 50), moving.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage.window.layoutIfNeeded()
        let (stillSets, movingSets) = (still.centerSets, moving.centerSets)
        left.constant = 90
        stage.window.layoutIfNeeded()
        #expect(moving.frame == CGRect(x: 90, y: 60, width: 50, height: 50))
        #expect(moving.centerSets == movingSets + 1)
        #expect(still.centerSets == stillSets)
        #expect(still.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("AL-26: parents lay out before children, siblings back to front; a view an earlier sibling marks is reached")
    func passOrderAndLateMarks() {
        let stage = LayoutStage()
        let log = LayoutLog()
        let parent = stage.add(LoggingView("parent", log))
        let first = stage.add(LoggingView("first", log), to: parent)
        let child = stage.add(LoggingView("child", log), to: first)
        let second = stage.add(LoggingView("second", log), to: parent)
        let third = stage.add(LoggingView("third", log), to: parent)
        stage.window.layoutIfNeeded()
        log.names = []
        // `second` is not marked: `first`'s layout marks it during the pass.
        first.marks = second
        for view in [parent, first, child, third] { view.setNeedsLayout() }
        stage.window.layoutIfNeeded()
        #expect(log.names == ["parent", "first", "child", "second", "third"])
        // Nothing is left pending: `second` was laid out in the pass that marked it.
        log.names = []
        stage.window.layoutIfNeeded()
        #expect(log.names.isEmpty)
    }
}
