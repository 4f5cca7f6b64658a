// A hierarchy 10,000 levels deep: hit-testing (HT-1, HT-2, HT-8), conversion, queries and tear-down must work
// without overflowing the stack.
//
// The chain is built top-down, each new view added to the previous deepest one. Every level is inset by 0.01
// points on each side, so level k spans root coordinates 0.01·k … 400 − 0.01·k and the deepest level (k =
// 10,000) spans 100 … 300.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

private let depth = 10_000
private let inset: CGFloat = 0.01

/// A root of 400 × 400 points and a chain of `depth` views below it, each inset by `inset` in its parent.
@MainActor
private func makeChain(
    root: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)),
    making make: (CGRect) -> UIView = { UIView(frame: $0) }
) -> (root: UIView, levels: [UIView]) {
    var levels: [UIView] = []
    levels.reserveCapacity(depth)
    var parent = root
    for level in 1...depth {
        let size = parent.bounds.size
        let child = make(CGRect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset))
        child.tag = level
        parent.addSubview(child)
        levels.append(child)
        parent = child
    }
    return (root, levels)
}

/// Releases the chain from the bottom up, so that tests which only check hit-testing do not depend on a deep
/// release; the tear-down test below releases it from the top.
@MainActor
private func dismantle(_ levels: [UIView]) {
    for view in levels.reversed() { view.removeFromSuperview() }
}

@MainActor
struct DeepHierarchyTests {
    @Test("HT-1: 10,000 levels deep, hitTest returns the deepest view containing the point, without recursion limits")
    func hitTestingAtFullDepth() throws {
        let (root, levels) = makeChain()
        let deepest = try #require(levels.last)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === deepest)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: UIEvent(type: .touches)) === deepest)
        // Level k contains x = 50.005 while 0.01·k ≤ 50.005, so the deepest such level is 5,000.
        #expect(root.hitTest(CGPoint(x: 50.005, y: 200), with: nil)?.tag == 5000)
        #expect(root.hitTest(CGPoint(x: 349.995, y: 200), with: nil)?.tag == 5000)
        #expect(root.hitTest(CGPoint(x: 0.005, y: 200), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 399.995, y: 200), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 200), with: nil) == nil)

        // Conversion and the hierarchy queries walk all 10,000 levels too.
        let corner = deepest.convert(CGPoint.zero, to: root)
        #expect(abs(corner.x - 100) < 1e-6 && abs(corner.y - 100) < 1e-6)
        let back = deepest.convert(CGPoint(x: 100, y: 100), from: root)
        #expect(abs(back.x) < 1e-6 && abs(back.y) < 1e-6)
        #expect(deepest.isDescendant(of: root))
        #expect(!root.isDescendant(of: deepest))
        #expect(root.viewWithTag(depth) === deepest)
        #expect(root.viewWithTag(depth + 1) == nil)
        dismantle(levels)
    }

    @Test("HT-12: 10,000 levels deep in a window, a touch binds to the deepest view and every level knows its window")
    func touchesAndWindowsAtFullDepth() throws {
        let app = UIApplication()
        let sim = EventSimulator(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.makeKeyAndVisible()
        let (root, levels) = makeChain()
        let deepest = try #require(levels.last)
        window.addSubview(root)
        #expect(levels.allSatisfy { $0.window === window })

        let touch = try sim.touchDown(at: CGPoint(x: 150, y: 250))
        #expect(touch.view === deepest)
        let local = touch.location(in: deepest)
        #expect(abs(local.x - 50) < 1e-6 && abs(local.y - 150) < 1e-6)
        try sim.touchUp(touch)

        root.removeFromSuperview()
        #expect(levels.allSatisfy { $0.window == nil })
        dismantle(levels)
    }

    @Test(
        "RC-6: 10,000 levels of an app's view class, which forwarding cannot pass over, forward a touch to the top",
        arguments: [false, true])
    func forwardingThroughAppClassesAtFullDepth(declaresChain: Bool) throws {
        // Untraced: a tracer would make every level take the retained step.
        let stage = Stage(frame: CGRect(x: 0, y: 0, width: 400, height: 400), tracing: false)
        let top = stage.add(CountingTopView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
        // Declared: the unretained hop into each level's override; not declared: the retained step.
        let (_, levels) = makeChain(root: top) { frame in
            declaresChain ? DeclaredChainView(frame: frame) : AppChainView(frame: frame)
        }
        let touch = try stage.sim.touchDown(at: CGPoint(x: 200, y: 200))
        #expect(touch.view === levels.last)
        #expect(top.began == 1, "the touch was forwarded through every level to the top")
        try stage.sim.touchUp(touch)
        #expect(top.ended == 1)
        dismantle(levels)
    }

    @Test("HT-1 with tracing: 10,000 levels deep, a traced touch binds to the deepest view without overflowing")
    func tracedTouchAtFullDepth() async {
        // In a child process, so that a stack overflow fails this test instead of ending the whole run.
        await #expect(processExitsWith: .success) {
            try await MainActor.run {
                let app = UIApplication()
                let recorder = TraceRecorder()
                app.tracer = recorder
                let sim = EventSimulator(application: app)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
                window.makeKeyAndVisible()
                let (root, levels) = makeChain()
                window.addSubview(root)
                let touch = try sim.touchDown(at: CGPoint(x: 200, y: 200))
                precondition(touch.view === levels.last, "the traced touch did not bind to the deepest view")
                precondition(!recorder.entries.isEmpty, "nothing was traced")
                try sim.touchUp(touch)
                dismantle(levels)
            }
        }
    }

    @Test("10,000 levels: releasing the hierarchy from the top tears it all down without crashing")
    func tearingDownFromTheTop() {
        weak var weakRoot: UIView?
        weak var weakDeepest: UIView?
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.makeKeyAndVisible()
        do {
            let (root, levels) = makeChain()
            window.addSubview(root)
            weakRoot = root
            weakDeepest = levels.last
            #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === levels.last)
        }
        // Only the window holds the chain now; removing it releases all 10,001 views, top first.
        weakRoot?.removeFromSuperview()
        #expect(weakRoot == nil)
        #expect(weakDeepest == nil)
        #expect(window.subviews.isEmpty)
    }
}

/// A view class of an app's that keeps the default hit-test (declared, so hit-testing loops instead of recursing)
/// but does not declare `DefaultResponderChain`: forwarding calls every level of it through `next`.
private final class AppChainView: UIView, DefaultHitTesting {}

/// An app's view class that overrides the touch methods (calling super) and declares that it keeps `next`.
private final class DeclaredChainView: UIView, DefaultHitTesting, DefaultResponderChain {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
    }
}

/// Counts the touches forwarded to it.
private final class CountingTopView: UIView {
    var began = 0
    var ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}
