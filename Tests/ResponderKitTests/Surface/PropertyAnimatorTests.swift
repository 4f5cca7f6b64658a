// UIViewPropertyAnimator on the virtual clock (spec UI-22): start, delay, pause, scrub, stop and finish.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("UIViewPropertyAnimator")
struct PropertyAnimatorTests {
    @Test("UI-22: a started animator moves its view on the clock and completes at the end with .end")
    func runsOnTheClock() {
        let stage = Stage()
        let box = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            box.center = CGPoint(x: 200, y: 100)
        }
        animator.addCompletion { ends.append($0) }
        #expect(animator.state == .inactive && box.center == CGPoint(x: 20, y: 20))

        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.center == CGPoint(x: 200, y: 100))
        #expect(box.layer.animationKeys()?.contains("position") == true)
        stage.sim.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.25)
        stage.sim.advance(by: 0.8)
        #expect(ends == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(box.layer.animationKeys()?.isEmpty ?? true)
    }

    @Test("UI-22: pausing holds fractionComplete and the completion; resuming runs the rest of the duration")
    func pauseAndResume() {
        let stage = Stage()
        let box = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { box.alpha = 0.5 }
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        stage.sim.advance(by: 0.4)
        animator.pauseAnimation()
        stage.sim.advance(by: 2)
        #expect(animator.fractionComplete == 0.4 && !animator.isRunning && animator.state == .active)
        #expect(ends.isEmpty)
        animator.fractionComplete = 0.5
        animator.startAnimation()
        stage.sim.advance(by: 0.45)
        #expect(ends.isEmpty)
        stage.sim.advance(by: 0.1)
        #expect(ends == [.end])
    }

    @Test("UI-22: a delayed start waits on the clock; stop and finish report the position; stop(true) reports none")
    func delayStopAndFinish() {
        let stage = Stage()
        let box = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        var ends: [UIViewAnimatingPosition] = []
        let delayed = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { box.center.x = 100 },
            completion: { ends.append($0) })
        stage.sim.advance(by: 0.4)
        #expect(delayed.isRunning && delayed.fractionComplete == 0)
        stage.sim.advance(by: 0.6)
        #expect(delayed.fractionComplete == 0.5)
        delayed.stopAnimation(false)
        #expect(delayed.state == .stopped)
        delayed.finishAnimation(at: .current)
        #expect(ends == [.current] && delayed.state == .inactive)

        let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
        dropped.addCompletion { ends.append($0) }
        dropped.startAnimation()
        dropped.stopAnimation(true)
        stage.sim.advance(by: 2)
        #expect(ends == [.current], "a stop without finishing runs no completion")
        #expect(dropped.state == .inactive)
    }
}
