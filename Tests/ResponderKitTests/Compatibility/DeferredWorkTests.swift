// Deferred work in tests: selector timers, delayed performs and display links run on the application's virtual
// clock, and `advance(by:) async` also runs what event code queued with `DispatchQueue.main.async`, in order.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct DeferredWorkTests {
    @Test("A selector timer fires on the virtual clock with itself and its userInfo; a repeating one until invalidated")
    func selectorTimers() {
        let stage = SelectorStage()
        let once = Timer.scheduledTimer(
            timeInterval: 0.5, target: stage.controller, selector: "tick:", userInfo: "once", repeats: false)
        stage.sim.advance(by: 0.49)
        #expect(stage.log.calls.isEmpty)
        stage.sim.advance(by: 0.01)
        #expect(stage.log.calls == ["controller tick once"])
        #expect(!once.isValid)
        let repeating = Timer.scheduledTimer(
            timeInterval: 0.25, target: stage.controller, selector: "tick:", userInfo: "again", repeats: true)
        stage.sim.advance(by: 1)
        #expect(stage.log.calls.count == 5)
        repeating.invalidate()
        stage.sim.advance(by: 1)
        #expect(stage.log.calls.count == 5)
        #expect(stage.sim.clock.pendingTimerCount == 0)
    }

    @Test("perform(_:with:afterDelay:) runs on the clock, keeps its argument, and can be cancelled by target")
    func delayedPerforms() {
        let stage = SelectorStage()
        let target = PlainTarget(log: stage.log)
        stage.controller.perform("refresh", with: nil, afterDelay: 2)
        // A plain object belongs to the shared application's clock: this stage's simulator does not run it.
        target.perform("later:", with: "x", afterDelay: 1)
        stage.sim.advance(by: 1.5)
        #expect(stage.log.calls.isEmpty)
        stage.sim.advance(by: 0.5)
        #expect(stage.log.calls == ["controller refresh"])
        stage.controller.perform("refresh", with: nil, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: stage.controller)
        stage.sim.advance(by: 2)
        #expect(stage.log.calls == ["controller refresh"])
        NSObject.cancelPreviousPerformRequests(withTarget: target, selector: "later:", object: "x")
        #expect(UIApplication.shared.delayedPerforms.isEmpty)
    }

    @Test("cancelPreviousPerformRequests(withTarget:selector:object:) cancels only the matching argument")
    func cancelMatchingArgument() {
        let stage = SelectorStage()
        let view = UIView()
        stage.controller.view.addSubview(view)
        let plain = PlainTarget(log: stage.log)
        // Performs are found by target: this one runs on the shared clock, so drive it with a shared simulator.
        let shared = EventSimulator(application: .shared)
        plain.perform("later:", with: 1, afterDelay: 1)
        plain.perform("later:", with: 2, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: plain, selector: "later:", object: 1)
        shared.advance(by: 1)
        #expect(plain.received.map { $0 as? Int } == [2])
    }

    @Test("A display link calls its target once a frame while added, skips frames while paused, stops when invalidated")
    func displayLink() {
        let stage = SelectorStage()
        var frames = 0
        final class Counter: UIView {
            var onFrame: () -> Void = {}
            func frame(_ link: CADisplayLink) { onFrame() }
            override func invokeSelector(_ call: SelectorCall) -> Bool {
                call.match("frame:") { frame($0) } || super.invokeSelector(call)
            }
        }
        let counter = Counter()
        counter.onFrame = { frames += 1 }
        stage.controller.view.addSubview(counter)
        let link = CADisplayLink(target: counter, selector: "frame:")
        stage.sim.advance(by: 0.1)
        #expect(frames == 0)  // not added yet
        link.add(to: .main, forMode: .common)
        // Half a second and a little (frame times are sums of 1/60, which binary floating point rounds).
        stage.sim.advance(by: 0.505)
        #expect(frames == 30)
        #expect(abs(link.timestamp - 0.6) < 1e-9)
        link.isPaused = true
        stage.sim.advance(by: 0.5)
        #expect(frames == 30)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        stage.sim.advance(by: 0.5)
        #expect(frames >= 44 && frames <= 46)
        link.invalidate()
        stage.sim.advance(by: 1)
        #expect(frames >= 44 && frames <= 46)
    }

    @Test("advance(by:) async runs main-queue work queued before it and by timers, in order, on the virtual clock")
    func mainQueueWorkInOrder() async {
        let stage = SelectorStage()
        var order: [String] = []
        DispatchQueue.main.async { order.append("queued first") }
        stage.app.clock.schedule(after: 0.2) {
            order.append("timer at 0.2")
            DispatchQueue.main.async {
                order.append("queued by the timer")
                DispatchQueue.main.async { order.append("queued by queued work") }
            }
        }
        stage.app.clock.schedule(after: 0.3) { order.append("timer at 0.3") }
        await stage.sim.advance(by: 0.25)
        #expect(order == ["queued first", "timer at 0.2", "queued by the timer", "queued by queued work"])
        await stage.sim.advance(by: 0.1)
        #expect(order.last == "timer at 0.3")
    }

    @Test("Event code that defers with DispatchQueue.main.async from an action runs when the test awaits advance")
    func deferredActionWork() async throws {
        let stage = SelectorStage()
        let button = stage.addButton()
        var log: [String] = []
        button.addEventHandler(event: .touchUpInside) { (control) in
            log.append("pressed \(control.tag)")
            DispatchQueue.main.async { log.append("deferred") }
        }
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: button)
        #expect(log == ["pressed 0"])
        await stage.sim.advance(by: 0.01)
        #expect(log == ["pressed 0", "deferred"])
    }
}
