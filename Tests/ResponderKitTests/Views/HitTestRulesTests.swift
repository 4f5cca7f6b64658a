// Spec HT-1 … HT-7: what `hitTest(_:with:)` and `point(inside:with:)` answer for a view tree, asked directly.
//
// The trees here are detached views (no window, no application): hit-testing is a function of the hierarchy,
// its geometry and its flags alone. Points are in the root's bounds coordinates unless a comment says otherwise.

import Foundation
import Testing

@testable import ResponderKit

/// The three ways a view takes itself (and its subtree) out of hit-testing (HT-2, HT-4).
enum HitExclusion: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case hidden
    case userInteractionDisabled
    case nearlyTransparent

    var testDescription: String { rawValue }

    @MainActor
    func apply(to view: UIView) {
        switch self {
        case .hidden: view.isHidden = true
        case .userInteractionDisabled: view.isUserInteractionEnabled = false
        case .nearlyTransparent: view.alpha = 0.005
        }
    }
}

/// A shared, ordered record of the calls the probes below receive.
@MainActor
private final class CallLog {
    var entries: [String] = []
}

/// A view that logs every `hitTest`/`point(inside:)` call, then behaves as configured (by default as UIView).
private final class ProbeView: UIView {
    let name: String
    let log: CallLog
    /// When set, `point(inside:)` answers this instead of the default.
    var pointInsideAnswer: Bool?
    /// When true, `hitTest` answers nil for itself (a pass-through view), still letting its subviews answer.
    var passesThrough = false
    /// The last point and event `hitTest` received.
    var lastPoint: CGPoint?
    var lastEvent: UIEvent?

    init(_ name: String, frame: CGRect, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log.entries.append("\(name).hitTest")
        lastPoint = point
        lastEvent = event
        let hit = super.hitTest(point, with: event)
        return passesThrough && hit === self ? nil : hit
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        log.entries.append("\(name).pointInside")
        return pointInsideAnswer ?? super.point(inside: point, with: event)
    }
}

/// A view whose hit-test always answers a fixed view, wherever the point is.
private final class RedirectingView: UIView {
    weak var target: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard super.hitTest(point, with: event) != nil else { return nil }
        return target
    }
}

/// A view whose hit area is its bounds grown by 20 points on every side.
private final class GrownView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// The tree most tests use:
///
/// ```
/// root        (0, 0, 300, 300)
/// ├─ back     (0, 0, 200, 200)
/// │  └─ backChild  (10, 10, 50, 50)
/// └─ front    (100, 100, 150, 150)
///    └─ frontChild (20, 20, 40, 40)     root: (120, 120) … (160, 160)
///       └─ leaf    (5, 5, 10, 10)       root: (125, 125) … (135, 135)
/// ```
@MainActor
private struct SampleTree {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let backChild = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let front = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
    let frontChild = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    let leaf = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))

    init() {
        root.addSubview(back)
        back.addSubview(backChild)
        root.addSubview(front)
        front.addSubview(frontChild)
        frontChild.addSubview(leaf)
    }
}

@MainActor
struct HitTestDeepestViewTests {
    @Test("HT-1: hitTest returns the deepest view that contains the point")
    func deepestViewWins() {
        let tree = SampleTree()
        #expect(tree.root.hitTest(CGPoint(x: 130, y: 130), with: nil) === tree.leaf)
        #expect(tree.root.hitTest(CGPoint(x: 140, y: 140), with: nil) === tree.frontChild)
        #expect(tree.root.hitTest(CGPoint(x: 240, y: 240), with: nil) === tree.front)
        #expect(tree.root.hitTest(CGPoint(x: 20, y: 20), with: nil) === tree.backChild)
        #expect(tree.root.hitTest(CGPoint(x: 150, y: 50), with: nil) === tree.back)
    }

    @Test("HT-1: the receiver itself is the answer when none of its subviews contains the point")
    func receiverIsTheAnswerWhenNoSubviewContainsThePoint() {
        let tree = SampleTree()
        #expect(tree.root.hitTest(CGPoint(x: 280, y: 20), with: nil) === tree.root)
        #expect(tree.root.hitTest(CGPoint(x: 20, y: 280), with: nil) === tree.root)
        #expect(tree.leaf.hitTest(CGPoint(x: 1, y: 1), with: nil) === tree.leaf)
    }

    @Test("HT-1: hitTest returns nil when the point is outside the receiver")
    func nilOutsideTheReceiver() {
        let tree = SampleTree()
        #expect(tree.root.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil)
        #expect(tree.root.hitTest(CGPoint(x: 5, y: 300), with: nil) == nil)
        // In `front`'s own coordinates, (-5, -5) is outside it even though `back` is drawn there.
        #expect(tree.front.hitTest(CGPoint(x: -5, y: -5), with: nil) == nil)
    }

    @Test("HT-1: the answer is in the receiver's subtree only, never a sibling or an ancestor")
    func answerStaysInTheReceiversSubtree() {
        let tree = SampleTree()
        // (20, 20) in `back` is `backChild`; asked of `front`, the same root point is outside it.
        #expect(tree.back.hitTest(CGPoint(x: 20, y: 20), with: nil) === tree.backChild)
        #expect(tree.front.hitTest(tree.front.convert(CGPoint(x: 20, y: 20), from: tree.root), with: nil) == nil)
        // `back` covers (130, 130) in its own coordinates, where `leaf` is drawn in front of it: `back` answers
        // for itself.
        #expect(tree.back.hitTest(CGPoint(x: 130, y: 130), with: nil) === tree.back)
    }
}

@MainActor
struct HitTestOrderTests {
    @Test("HT-2: an excluded receiver answers nil before point(inside:) is asked", arguments: HitExclusion.allCases)
    func exclusionIsCheckedBeforePointInside(_ exclusion: HitExclusion) {
        let log = CallLog()
        let view = ProbeView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        exclusion.apply(to: view)
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        #expect(log.entries == ["view.hitTest"])
    }

    @Test("HT-2: when point(inside:) is false the answer is nil and no subview is asked")
    func pointInsideFalseStopsTheWalk() {
        let log = CallLog()
        let parent = ProbeView("parent", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let child = ProbeView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        parent.addSubview(child)
        parent.pointInsideAnswer = false
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        #expect(log.entries == ["parent.hitTest", "parent.pointInside"])
    }

    @Test("HT-2: subviews are asked from the last (frontmost) to the first")
    func subviewsAreAskedFrontToBack() {
        let log = CallLog()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        for (index, name) in ["a", "b", "c"].enumerated() {
            let frame = CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 50)
            parent.addSubview(ProbeView(name, frame: frame, log: log))
        }
        // (150, 75) is in the parent but in none of the three subviews: every subview is asked, front first.
        #expect(parent.hitTest(CGPoint(x: 150, y: 75), with: nil) === parent)
        #expect(
            log.entries == [
                "c.hitTest", "c.pointInside", "b.hitTest", "b.pointInside", "a.hitTest", "a.pointInside",
            ])
    }

    @Test("HT-2: the first non-nil answer wins and the subviews behind it are not asked")
    func firstAnswerWins() {
        let log = CallLog()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = ["a", "b", "c"].map { ProbeView($0, frame: parent.bounds, log: log) }
        for view in views { parent.addSubview(view) }
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === views[2])
        #expect(log.entries == ["c.hitTest", "c.pointInside"])
    }

    @Test("HT-2: a subview answering nil lets the search go on to the subview behind it")
    func nilAnswerContinuesTheSearch() {
        let log = CallLog()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = ProbeView("back", frame: parent.bounds, log: log)
        let middle = ProbeView("middle", frame: parent.bounds, log: log)
        let front = ProbeView("front", frame: parent.bounds, log: log)
        front.passesThrough = true
        parent.addSubview(back)
        parent.addSubview(middle)
        parent.addSubview(front)
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === middle)
        #expect(!log.entries.contains("back.hitTest"))
    }

    @Test("HT-2: a view in the point with no subview answering returns itself")
    func selfWhenNoSubviewAnswers() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hiddenChild = UIView(frame: parent.bounds)
        hiddenChild.isHidden = true
        parent.addSubview(hiddenChild)
        parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === parent)
    }
}

@MainActor
struct HitTestTransparencyTests {
    @Test("HT-3: alpha at or below 0.01 makes a view transparent to touches", arguments: [0, 0.001, 0.005, 0.0099])
    func lowAlphaIsNotHit(_ alpha: Double) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: parent.bounds)
        child.alpha = CGFloat(alpha)
        parent.addSubview(child)
        #expect(child.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === parent)
    }

    @Test("HT-3: alpha above 0.01 keeps a view hittable", arguments: [0.011, 0.02, 0.5, 1])
    func visibleAlphaIsHit(_ alpha: Double) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: parent.bounds)
        child.alpha = CGFloat(alpha)
        parent.addSubview(child)
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
    }
}

@MainActor
struct HitTestExclusionTests {
    @Test(
        "HT-4: an excluded view removes its whole subtree, even visible interactive subviews",
        arguments: HitExclusion.allCases)
    func exclusionRemovesTheSubtree(_ exclusion: HitExclusion) {
        let log = CallLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let excluded = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = ProbeView("child", frame: excluded.bounds, log: log)
        root.addSubview(excluded)
        excluded.addSubview(child)
        exclusion.apply(to: excluded)

        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(log.entries.isEmpty)
        // The subview's own flags still say it is visible and interactive.
        #expect(!child.isHidden && child.isUserInteractionEnabled && child.alpha == 1)
        #expect(child.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
    }

    @Test("HT-4: the exclusion reaches descendants at any depth", arguments: HitExclusion.allCases)
    func exclusionReachesEveryDepth(_ exclusion: HitExclusion) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var deepest = root
        var chain: [UIView] = []
        for _ in 0..<6 {
            let next = UIView(frame: root.bounds)
            deepest.addSubview(next)
            chain.append(next)
            deepest = next
        }
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === deepest)
        exclusion.apply(to: chain[1])
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === chain[0])
    }

    @Test(
        "HT-4: an excluded front sibling lets the sibling behind it take the point",
        arguments: HitExclusion.allCases)
    func excludedFrontSiblingIsSkipped(_ exclusion: HitExclusion) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: root.bounds)
        let front = UIView(frame: root.bounds)
        front.addSubview(UIView(frame: front.bounds))
        root.addSubview(back)
        root.addSubview(front)
        exclusion.apply(to: front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }
}

@MainActor
struct HitTestPointInsideTests {
    @Test("HT-5: point(inside:) is bounds.contains: min edges inside, max edges outside")
    func pointInsideUsesHalfOpenBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 99.999, y: 49.999), with: nil))
        #expect(view.point(inside: CGPoint(x: 0, y: 49.5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 0, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.001, y: 10), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: -0.001), with: nil))
        // The frame origin is the superview's business: (10, 20) in bounds space is just a point inside.
        #expect(!view.point(inside: CGPoint(x: 105, y: 25), with: nil))
    }

    @Test("HT-5: point(inside:) is in bounds space, so it follows the bounds origin")
    func pointInsideFollowsTheBoundsOrigin() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 200, y: 300)
        #expect(view.point(inside: CGPoint(x: 200, y: 300), with: nil))
        #expect(view.point(inside: CGPoint(x: 299.5, y: 349.5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 50, y: 25), with: nil))
        #expect(!view.point(inside: CGPoint(x: 300, y: 320), with: nil))
    }

    @Test("HT-5: a view of zero size contains no point")
    func zeroSizeContainsNothing() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        #expect(!view.point(inside: .zero, with: nil))
        #expect(view.hitTest(.zero, with: nil) == nil)
        let line = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        #expect(!line.point(inside: CGPoint(x: 50, y: 0), with: nil))
    }

    @Test("HT-5: a subview's max edge belongs to what lies behind it")
    func subviewMaxEdgeIsOutside() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        parent.addSubview(child)
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 49.99, y: 49.99), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 50, y: 30), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 30, y: 50), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 9.99, y: 30), with: nil) === parent)
    }
}

@MainActor
struct HitTestOutsideBoundsTests {
    @Test(
        "HT-6: a point outside a view never reaches its subviews, even drawn there without clipping",
        arguments: [false, true])
    func overflowingSubviewIsNotHitOutsideItsParent(_ clips: Bool) {
        let log = CallLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = ProbeView("child", frame: CGRect(x: 80, y: 80, width: 60, height: 60), log: log)
        root.addSubview(parent)
        parent.addSubview(child)
        parent.clipsToBounds = clips

        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        #expect(log.entries.isEmpty)
        #expect(parent.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)
        #expect(log.entries.isEmpty)
        // The same subview is hit where it overlaps its parent.
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
    }

    @Test("HT-6: clipsToBounds is false by default, and hit-testing clips anyway")
    func clipsToBoundsDefaultsToFalse() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        #expect(!parent.clipsToBounds)
        #expect(parent.hitTest(CGPoint(x: 60, y: 10), with: nil) == nil)
        #expect(child.hitTest(CGPoint(x: 35, y: 10), with: nil) === child)
    }

    @Test("HT-6: at every level, a grandchild outside its own parent is not hit even inside the grandparent")
    func grandchildOutsideItsParentIsNotHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 120, y: 0, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(grandchild)
        #expect(root.hitTest(CGPoint(x: 130, y: 10), with: nil) === root)
    }
}

@MainActor
struct HitTestOverrideTests {
    @Test("HT-7: the parent's hit-test calls a subview's overridden point(inside:), which can enlarge the hit area")
    func overriddenPointInsideIsUsed() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let grown = GrownView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        parent.addSubview(grown)
        #expect(parent.hitTest(CGPoint(x: 65, y: 65), with: nil) === grown)
        #expect(parent.hitTest(CGPoint(x: 135, y: 100), with: nil) === grown)
        #expect(parent.hitTest(CGPoint(x: 55, y: 100), with: nil) === parent)
    }

    @Test("HT-7: the parent's hit-test calls a subview's overridden hitTest, which can pass the point through")
    func overriddenHitTestIsUsed() {
        let log = CallLog()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: parent.bounds)
        let overlay = ProbeView("overlay", frame: parent.bounds, log: log)
        overlay.passesThrough = true
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        overlay.addSubview(panel)
        parent.addSubview(back)
        parent.addSubview(overlay)
        #expect(parent.hitTest(CGPoint(x: 100, y: 100), with: nil) === back)
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === panel)
        #expect(log.entries.filter { $0 == "overlay.hitTest" }.count == 2)
    }

    @Test("HT-7: overrides deep in the tree are reached through default ancestors, and their answer is final")
    func deepOverrideDecidesTheAnswer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let redirecting = RedirectingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let elsewhere = UIView(frame: CGRect(x: 150, y: 150, width: 10, height: 10))
        root.addSubview(elsewhere)
        root.addSubview(middle)
        middle.addSubview(redirecting)
        redirecting.target = elsewhere
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === elsewhere)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === middle)
    }

    @Test("HT-7: an override receives the point in its own coordinates and the caller's event")
    func overrideReceivesConvertedPointAndTheEvent() {
        let log = CallLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let middle = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
        let probe = ProbeView("probe", frame: CGRect(x: 10, y: 20, width: 30, height: 30), log: log)
        root.addSubview(middle)
        middle.addSubview(probe)
        let event = UIEvent(type: .touches)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: event) === probe)
        #expect(probe.lastPoint == CGPoint(x: 5, y: 5))
        #expect(probe.lastEvent === event)
    }
}
