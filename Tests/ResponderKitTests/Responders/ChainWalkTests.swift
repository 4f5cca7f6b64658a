// The one chain walker (RC-8): every walk along `next` — forwarding with and without an event, key commands and
// target(forAction:withSender:) — ends at a `next` cycle, and its count belongs to an event, an application or
// a local walk, never to global state.

import Foundation
import Testing

@testable import ResponderKit

/// A view whose `next` can be replaced, counting the event-less touches that reach it.
private final class RedirectedView: UIView {
    weak var redirect: UIResponder?
    var touchCalls = 0
    var commands: [UIKeyCommand] = []

    override var next: UIResponder? { redirect ?? super.next }
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands.isEmpty ? nil : commands }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchCalls += 1
        super.touchesBegan(touches, with: event)
    }
}

/// A responder in no window whose `next` is `partner`.
private final class Loop: UIResponder {
    weak var partner: UIResponder?
    override var next: UIResponder? { partner }
}

@MainActor
@Suite("One chain walker (RC-8)")
struct ChainWalkTests {
    private func stage() -> (UIApplication, UIWindow) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        return (app, window)
    }

    @Test("RC-8: an event-less call through a next cycle among views in a window ends; the application's walk found it")
    func eventlessCycleInAWindowEnds() {
        let (app, window) = stage()
        let first = RedirectedView(frame: .zero)
        let second = RedirectedView(frame: .zero)
        window.addSubview(first)
        window.addSubview(second)
        first.redirect = second
        second.redirect = first

        first.touchesBegan([], with: nil)

        #expect(first.touchCalls + second.touchCalls > 1_000, "the walk went round the loop until it looked")
        #expect(first.touchCalls + second.touchCalls < 10_000, "and then stopped")
        #expect(app.eventlessChainWalk.hops == 0, "finding the cycle starts the application's count over")

        // Without the cycle, the same call walks the ordinary chain to its end.
        second.redirect = nil
        let before = second.touchCalls
        first.touchesBegan([], with: nil)
        #expect(second.touchCalls == before + 1)
    }

    @Test("RC-8: the walk of an event-less call belongs to the view's application, not to global state")
    func eventlessWalkBelongsToTheApplication() {
        let (app, window) = stage()
        let (other, _) = stage()
        let view = UIView(frame: .zero)
        window.addSubview(view)

        view.touchesBegan([], with: nil)

        #expect(app.eventlessChainWalk.hops >= 1, "the view's steps are counted by the view's application")
        #expect(other.eventlessChainWalk.hops == 0)
    }

    @Test("RC-8: target(forAction:withSender:) through a next cycle returns nil, in a window and out of one")
    func actionSearchThroughACycleEnds() {
        let (app, window) = stage()
        let first = RedirectedView(frame: .zero)
        let second = RedirectedView(frame: .zero)
        window.addSubview(first)
        window.addSubview(second)
        first.redirect = second
        second.redirect = first
        let nobody = Selector("nobodyPerformsThis:")
        #expect(first.target(forAction: nobody, withSender: nil) == nil)
        #expect(app.actionSearchWalk.hops == 0, "every level of the search left the walk")

        let ping = Loop()
        let pong = Loop()
        ping.partner = pong
        pong.partner = ping
        #expect(ping.target(forAction: nobody, withSender: nil) == nil)
    }

    @Test("RC-8, AC-2: target(forAction:) walks a 3,000-view chain to the controller that performs the action")
    func actionSearchWalksALongChain() throws {
        let (app, window) = stage()
        final class Performer: UIViewController {
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == .copy }
        }
        let controller = Performer()
        window.rootViewController = controller
        var leaf: UIView = controller.view
        for _ in 0..<3_000 {
            let child = UIView(frame: .zero)
            leaf.addSubview(child)
            leaf = child
        }

        let target = leaf.target(forAction: .copy, withSender: nil)

        #expect(target as AnyObject? === controller)
        #expect(app.actionSearchWalk.hops == 0)
    }

    @Test("RC-8, AC-2: a next override that searches the chain itself, while a long search looks for a cycle, works")
    func nextOverrideSearchingDuringTheLook() {
        let (app, window) = stage()
        // The look for a cycle (due after 1,024 steps) calls `next` along the chain; this view's `next` runs an
        // action search of its own, which counts on the same application walk.
        final class Searching: UIView {
            var searches = 0
            override var next: UIResponder? {
                searches += 1
                _ = superview?.target(forAction: Selector("nobodyPerformsThis:"), withSender: nil)
                return super.next
            }
        }
        let searching = Searching(frame: .zero)
        window.addSubview(searching)
        var leaf: UIView = searching
        for _ in 0..<1_100 {
            let child = UIView(frame: .zero)
            leaf.addSubview(child)
            leaf = child
        }

        #expect(leaf.target(forAction: .copy, withSender: nil) == nil, "nobody performs copy; the search ends")
        #expect(searching.searches > 1, "the look for a cycle went through the override, and so did the search")
        #expect(app.actionSearchWalk.hops == 0, "every level of both searches left the walk")
    }

    @Test("RC-8, FR-11: a key press whose chain has a next cycle ends; the key command before the cycle still runs")
    func keyCommandWalkThroughACycleEnds() throws {
        let (app, window) = stage()
        let first = RedirectedView(frame: .zero)
        let second = RedirectedView(frame: .zero)
        window.addSubview(first)
        window.addSubview(second)
        first.commands = [UIKeyCommand(input: "j", modifierFlags: [], action: .copy)]
        first.redirect = second
        second.redirect = first
        #expect(first.becomeFirstResponder())
        let recorder = TraceRecorder()
        app.tracer = recorder

        try EventSimulator(application: app).press("j")

        #expect(
            recorder.entries.contains { if case .responderCycle = $0 { true } else { false } },
            "the presses' forwarding met the cycle and reported it")
        #expect(
            recorder.entries.contains { if case .actionNotHandled(.copy, _) = $0 { true } else { false } },
            "the key command was found before the walk stopped; nobody in the loop performs it")
    }
}
