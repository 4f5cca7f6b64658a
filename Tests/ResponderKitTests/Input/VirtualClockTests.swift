// The virtual clock that drives tests: time moves only when told to; due timers fire in deadline order, ties in
// scheduling order, including timers scheduled while firing; cancelled timers never fire; `now` never decreases.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("VirtualClock")
struct VirtualClockTests {
    @Test("VirtualClock: time moves only through advance, to the exact target")
    func timeMovesOnlyWhenAdvanced() {
        let clock = VirtualClock(start: 10)
        #expect(clock.now == 10)
        clock.advance(by: 0.25)
        #expect(clock.now == 10.25)
        clock.advance(to: 12)
        #expect(clock.now == 12)
    }

    @Test("VirtualClock: timers fire in deadline order, whatever the order they were scheduled in")
    func deadlineOrder() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 3) { fired.append("c") }
        clock.schedule(after: 1) { fired.append("a") }
        clock.schedule(after: 2) { fired.append("b") }

        clock.advance(by: 1.5)
        #expect(fired == ["a"])
        #expect(clock.pendingTimerCount == 2)
        clock.advance(by: 10)
        #expect(fired == ["a", "b", "c"])
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("VirtualClock: a timer due exactly at the target time fires, one just after it does not")
    func dueAtTargetFires() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 1) { fired.append("due") }
        clock.schedule(after: 1.000_001) { fired.append("later") }
        clock.advance(by: 1)
        #expect(fired == ["due"])
    }

    @Test("VirtualClock: timers with the same deadline fire in the order they were scheduled")
    func tiesInSchedulingOrder() {
        let clock = VirtualClock()
        var fired: [Int] = []
        for index in 0..<8 {
            clock.schedule(after: index.isMultiple(of: 2) ? 1 : 0.5) { fired.append(index) }
        }
        clock.advance(by: 1)
        #expect(fired == [1, 3, 5, 7, 0, 2, 4, 6])
    }

    @Test("VirtualClock: while a timer fires, now equals its deadline")
    func nowEqualsDeadlineWhileFiring() {
        let clock = VirtualClock(start: 2)
        var seen: [TimeInterval] = []
        var deadlines: [TimeInterval] = []
        for delay in [0.5, 0.1, 0.3] {
            let timer = clock.schedule(after: delay) { seen.append(clock.now) }
            deadlines.append(timer.deadline)
        }
        clock.advance(by: 1)
        #expect(deadlines == [2.5, 2.1, 2.3])
        #expect(seen == [2.1, 2.3, 2.5])
        #expect(clock.now == 3)
    }

    @Test("VirtualClock: timers scheduled by a firing timer fire in the same advance when they fall due")
    func timersScheduledWhileFiring() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 1) {
            fired.append("a@\(clock.now)")
            clock.schedule(after: 0.5) { fired.append("b@\(clock.now)") }
            clock.schedule(after: 0) { fired.append("now@\(clock.now)") }
            clock.schedule(after: 5) { fired.append("late@\(clock.now)") }
        }
        clock.schedule(after: 1) { fired.append("a2@\(clock.now)") }
        clock.schedule(after: 2) { fired.append("c@\(clock.now)") }

        clock.advance(by: 3)

        #expect(fired == ["a@1.0", "a2@1.0", "now@1.0", "b@1.5", "c@2.0"])
        #expect(clock.pendingTimerCount == 1, "the timer due at 6 waits")
        clock.advance(by: 3)
        #expect(fired.last == "late@6.0")
    }

    @Test("VirtualClock: a chain of timers each scheduling the next runs to the end of the advance")
    func chainedTimers() {
        let clock = VirtualClock()
        var ticks: [TimeInterval] = []
        func tick() {
            ticks.append(clock.now)
            clock.schedule(after: 0.25) { tick() }
        }
        clock.schedule(after: 0.25) { tick() }
        clock.advance(by: 1)
        #expect(ticks == [0.25, 0.5, 0.75, 1.0])
        #expect(clock.pendingTimerCount == 1)
    }

    @Test("VirtualClock: a cancelled timer never fires and no longer counts as pending")
    func cancelledTimerNeverFires() {
        let clock = VirtualClock()
        var fired: [String] = []
        let cancelled = clock.schedule(after: 1) { fired.append("cancelled") }
        clock.schedule(after: 2) { fired.append("kept") }
        #expect(clock.pendingTimerCount == 2)

        cancelled.cancel()
        #expect(!cancelled.isValid)
        #expect(clock.pendingTimerCount == 1)
        clock.advance(by: 5)

        #expect(fired == ["kept"])
        cancelled.cancel()
        #expect(fired == ["kept"])
    }

    @Test("VirtualClock: a timer cancelled by another timer due at the same time does not fire")
    func cancelFromInsideATimer() {
        let clock = VirtualClock()
        var fired: [String] = []
        var victim: EventTimer?
        clock.schedule(after: 1) {
            fired.append("killer")
            victim?.cancel()
        }
        victim = clock.schedule(after: 1) { fired.append("victim") }
        clock.advance(by: 1)
        #expect(fired == ["killer"])
    }

    @Test("VirtualClock: a fired timer is no longer valid and fires only once")
    func firedTimerIsSpent() {
        let clock = VirtualClock()
        var count = 0
        let timer = clock.schedule(after: 0.1) { count += 1 }
        #expect(timer.isValid)
        clock.advance(by: 1)
        clock.advance(by: 1)
        #expect(count == 1)
        #expect(!timer.isValid)
    }

    @Test("VirtualClock: a negative or NaN delay counts as zero")
    func negativeDelayIsZero() {
        let clock = VirtualClock(start: 4)
        var fired: [String] = []
        let negative = clock.schedule(after: -3) { fired.append("negative") }
        let nan = clock.schedule(after: .nan) { fired.append("nan") }
        #expect(negative.deadline == 4)
        #expect(nan.deadline == 4)
        clock.advance(to: 4)
        #expect(fired == ["negative", "nan"])
        #expect(clock.now == 4)
    }

    @Test("VirtualClock: now never decreases, whatever advance is asked")
    func nowNeverDecreases() {
        let clock = VirtualClock(start: 5)
        clock.advance(by: -1)
        #expect(clock.now == 5)
        clock.advance(by: .nan)
        #expect(clock.now == 5)
        clock.advance(by: .infinity)
        #expect(clock.now == 5)
        clock.advance(to: 3)
        #expect(clock.now == 5)
        clock.advance(to: .nan)
        #expect(clock.now == 5)
        clock.advance(to: -.infinity)
        #expect(clock.now == 5)
        clock.advance(by: 0)
        #expect(clock.now == 5)
    }

    @Test("VirtualClock: now never decreases even when a timer advances the clock itself")
    func nestedAdvanceKeepsTimeMonotonic() {
        let clock = VirtualClock()
        var seen: [(String, TimeInterval)] = []
        clock.schedule(after: 1) {
            seen.append(("a", clock.now))
            clock.advance(to: 5)
            seen.append(("a-after", clock.now))
        }
        clock.schedule(after: 3) { seen.append(("b", clock.now)) }
        clock.schedule(after: 7) { seen.append(("c", clock.now)) }

        clock.advance(to: 10)

        #expect(seen.map(\.0) == ["a", "b", "a-after", "c"])
        let times = seen.map(\.1)
        #expect(times == [1, 3, 5, 7])
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(clock.now == 10)
    }

    @Test("VirtualClock: the simulator drives the application's virtual clock and timestamps touches with it")
    func simulatorUsesTheApplicationClock() throws {
        let stage = Spies.Stage()
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(stage.sim.clock === stage.app.clock as? VirtualClock)
        var fired = false
        stage.app.clock.schedule(after: 0.5) { fired = true }

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        stage.sim.advance(by: 0.75)
        try stage.sim.touchUp(touch)

        #expect(fired)
        #expect(touch.timestamp == 0.75)
        #expect(stage.sim.clock.now == 0.75)
    }

    @Test("VirtualClock: a simulator on a real-time application installs a virtual clock starting at its time")
    func simulatorReplacesRealTimeClock() {
        let real = RealTimeClock()
        let app = UIApplication(clock: real)
        let before = real.now
        let sim = EventSimulator(application: app)
        #expect(app.clock === sim.clock)
        #expect(sim.clock.now >= before)
        let start = sim.clock.now
        sim.advance(by: 2)
        #expect(sim.clock.now == start + 2)
    }
}

@MainActor
@Suite("VirtualClock: zero-delay chains")
struct VirtualClockChainTests {
    /// Schedules a timer that reschedules itself with no delay, for ever, counting its firings in `count`.
    @MainActor
    private final class Chain {
        var count = 0
        func start(on clock: VirtualClock) {
            clock.schedule(after: 0) { [self] in
                count += 1
                start(on: clock)
            }
        }
    }

    @Test("UT-9: a timer that reschedules itself with no delay does not stop time; it moves 10 ms on")
    func zeroDelayChainEnds() {
        let clock = VirtualClock()
        let chain = Chain()
        var later = false
        clock.schedule(after: 0.5) { later = true }
        chain.start(on: clock)
        clock.advance(by: 0.015)
        // The first firing and the limit's worth of reschedules at 0, the limit's worth at 10 ms; then advance
        // returns at 15 ms with the chain still pending.
        #expect(chain.count == 1 + 2 * VirtualClock.immediateLimit)
        #expect(clock.now == 0.015)
        #expect(clock.pendingTimerCount == 2)
        clock.advance(by: 0.5)
        #expect(later)
    }

    @Test("UT-9: timers due at one instant fire there, however many, when no firing timer chained them")
    func manyTimersAtOneInstant() {
        let clock = VirtualClock(start: 1)
        var times: [TimeInterval] = []
        for _ in 0..<(VirtualClock.immediateLimit * 2) { clock.schedule(after: 0) { times.append(clock.now) } }
        clock.advance(by: 1)
        #expect(times.count == VirtualClock.immediateLimit * 2)
        #expect(times.allSatisfy { $0 == 1 })
    }
}
