// After an action the application goes idle as XCUITest waits for it: `idleTime` passes, then the clock runs on
// while an animation is in flight (chained ones included), at most `maximumIdleTime` (UT-7, UT-8).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

/// A screen whose "Chain" button runs three 0.4 s animations one after the other (1.2 s in all), then shows a
/// "Done" button; its "Spin" button starts an animation that repeats forever.
@MainActor
private final class ChainedAnimationScreen: LoggingViewController {
    let box = UIView(frame: CGRect(x: 20, y: 200, width: 40, height: 40))
    let done = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        let chain = UIButton(type: .system)
        chain.setTitle("Chain", for: .normal)
        chain.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        chain.addAction(UIAction { [unowned self] _ in runChain(step: 0) }, for: .touchUpInside)
        let spin = UIButton(type: .system)
        spin.setTitle("Spin", for: .normal)
        spin.frame = CGRect(x: 160, y: 60, width: 120, height: 44)
        spin.addAction(
            UIAction { [unowned self] _ in
                UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .allowUserInteraction]) {
                    self.box.alpha = 0.5
                }
                log.append("spinning")
            }, for: .touchUpInside)
        done.setTitle("Done", for: .normal)
        done.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        done.isHidden = true
        done.addAction(UIAction { [log] _ in log.append("done tapped") }, for: .touchUpInside)
        box.backgroundColor = .red
        for view in [chain, spin, done, box] { self.view.addSubview(view) }
    }

    /// Moves the box right in 0.4 s; the completion starts the next step, and the last one shows "Done".
    private func runChain(step: Int) {
        guard step < 3 else {
            done.isHidden = false
            log.append("chain ended")
            return
        }
        UIView.animate(
            withDuration: 0.4, animations: { self.box.center.x += 60 },
            completion: { _ in self.runChain(step: step + 1) })
    }
}

@MainActor
@Suite("UI testing: going idle after an action")
struct IdleTests {
    @Test("UT-7: an action waits for a chain of animations longer than idleTime to end")
    func chainedAnimationsEnd() {
        let (app, log, failures) = launch { ChainedAnimationScreen(log: $0) }
        let start = app.simulator.clock.now
        app.buttons["Chain"].tap()
        // The chain's three steps took 1.2 s of virtual time, beyond the 0.5 s idleTime.
        #expect(log.lines == ["chain ended"])
        #expect(app.simulator.clock.now - start >= 1.2)
        #expect(app.simulator.clock.nextAnimationDeadline == nil)
        app.buttons["Done"].tap()
        #expect(log.lines == ["chain ended", "done tapped"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-7: a fixed idleTime alone would have tapped before the chain ended")
    func idleTimeAloneIsTooShort() {
        let (app, log, _) = launch { ChainedAnimationScreen(log: $0) }
        app.maximumIdleTime = 0
        app.buttons["Chain"].tap()
        // With no wait beyond idleTime, the chain is still running: "Done" is hidden and an animation is pending.
        #expect(log.lines.isEmpty)
        #expect(app.simulator.clock.nextAnimationDeadline != nil)
        #expect(!app.buttons["Done"].exists)
    }

    @Test("UT-7: an animation that repeats forever stops the idle wait at maximumIdleTime, not the test")
    func repeatingAnimationIsBounded() {
        let (app, log, failures) = launch { ChainedAnimationScreen(log: $0) }
        app.maximumIdleTime = 3
        let start = app.simulator.clock.now
        app.buttons["Spin"].tap()
        #expect(log.lines == ["spinning"])
        // A repeating animation has no end step, so the wait ends after idleTime; the next action still runs.
        #expect(app.simulator.clock.now - start < 3)
        app.buttons["Chain"].tap()
        #expect(log.lines == ["spinning", "chain ended"])
        #expect(failures.failures.isEmpty)
    }
}
