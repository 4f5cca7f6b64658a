// UIView block animations, headless (issue 12): the block runs at once, the completion runs on the application's
// clock, and — as UIKit documents — the animated views ignore touches while the animation runs unless
// `.allowUserInteraction` is given (with their subtrees, as HT-4 excludes subtrees).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ViewAnimationTests {
    private typealias Stage = ControlFixtures.Stage

    /// A stage with a 100 x 44 button at (100, 100) that counts its `.touchUpInside` events. Without tracing,
    /// hit-testing takes its untraced fast path (the flags word); with tracing, the traced one (the verdicts).
    private func makeButtonStage(tracing: Bool) -> (Stage, UIButton, ControlFixtures.Counter) {
        let stage = Stage(tracing: tracing)
        let button = stage.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44)))
        let taps = ControlFixtures.Counter()
        button.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        return (stage, button, taps)
    }

    private let buttonPoint = CGPoint(x: 150, y: 120)

    // MARK: The interaction rule

    @Test(
        "HT-4, UIKit animation rule: an animated button ignores taps until the completion fires on the clock",
        arguments: [true, false])
    func animatedButtonIgnoresTouches(tracing: Bool) throws {
        let (stage, button, taps) = makeButtonStage(tracing: tracing)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { button.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(button.alpha == 0.5, "the block runs at once")

        let first = try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 0)
        #expect(first.view === stage.window, "the window behind the button takes the touch")
        if tracing {
            let verdicts = stage.tracer.entries.compactMap { entry -> HitTestVerdict? in
                guard case .hitTestVisit(let view, _, _, let verdict) = entry, view === button else { return nil }
                return verdict
            }
            #expect(verdicts == [.animating])
        }

        stage.sim.advance(by: 0.29)
        #expect(finished.isEmpty)
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 0)

        stage.sim.advance(by: 0.02)
        #expect(finished == [true])
        let after = try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
        #expect(after.view === button)
    }

    @Test(
        "UIKit animation rule: with .allowUserInteraction the animated button takes taps during the animation",
        arguments: [true, false])
    func allowUserInteractionKeepsTouches(tracing: Bool) throws {
        let (stage, button, taps) = makeButtonStage(tracing: tracing)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.allowUserInteraction],
            animations: { button.center = CGPoint(x: 150, y: 122) }, completion: { finished.append($0) })
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
        #expect(finished.isEmpty, "the tap came during the animation")
        stage.sim.advance(by: 0.3)
        #expect(finished == [true])
    }

    @Test(
        "HT-4, UIKit animation rule: the subviews of an animated container ignore touches too",
        arguments: [true, false])
    func animatedContainerBlocksItsSubtree(tracing: Bool) throws {
        let stage = Stage(tracing: tracing)
        let container = stage.add(UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300)))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        container.addSubview(button)
        let taps = ControlFixtures.Counter()
        button.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        UIView.animate(withDuration: 1) { container.frame = CGRect(x: 60, y: 50, width: 300, height: 300) }
        let during = try stage.sim.tap(at: CGPoint(x: 170, y: 120))
        #expect(taps.value == 0)
        #expect(during.view === stage.window)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 170, y: 120))
        #expect(taps.value == 1)
    }

    @Test("A delayed animation blocks touches from the start until delay + duration, then completes")
    func delayCountsTowardsTheAnimation() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.2, delay: 0.5, options: [], animations: { button.transform = .init(scaleX: 0.9, y: 0.9) },
            completion: { finished.append($0) })
        try stage.sim.tap(at: buttonPoint)
        stage.sim.advance(by: 0.6)
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 0)
        #expect(finished.isEmpty)
        stage.sim.advance(by: 0.1)
        #expect(finished == [true])
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
    }

    @Test("Removing the layer's animations ends the animation unfinished and gives the touches back at once")
    func removingAnimationsUnblocks() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        var finished: [Bool] = []
        UIView.animate(withDuration: 5, animations: { button.alpha = 0.3 }, completion: { finished.append($0) })
        #expect(button.layer.animationKeys() == ["opacity"])
        button.layer.removeAllAnimations()
        #expect(finished == [false])
        #expect(button.layer.animationKeys() == nil)
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
        stage.sim.advance(by: 10)
        #expect(finished == [false], "the completion runs once")
    }

    @Test("A repeating animation blocks touches until it is removed; its completion runs only then")
    func repeatingAnimationBlocksUntilRemoved() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { button.alpha = 0.2 },
            completion: { finished.append($0) })
        stage.sim.advance(by: 60)
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 0)
        #expect(finished.isEmpty)
        button.layer.removeAnimation(forKey: "opacity")
        #expect(finished == [false])
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
    }

    @Test("A view with a repeating animation is freed when released; its completion runs unfinished on the clock")
    func repeatingAnimationDoesNotKeepItsView() {
        let stage = Stage(tracing: false)
        weak var weakView: UIView?
        var finished: [Bool] = []
        do {
            let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            weakView = view
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat], animations: { view.alpha = 0.5 },
                completion: { finished.append($0) })
            view.removeFromSuperview()
        }
        #expect(weakView == nil)
        #expect(finished.isEmpty, "no user code runs inside the view's deinit")
        stage.sim.advance(by: 0.01)
        #expect(finished == [false])
    }

    // MARK: Degenerate and nested blocks

    @Test("A zero-length animation blocks nothing; its completion runs at the next tick of the clock")
    func zeroDurationAnimatesNothing() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0, animations: { button.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(finished.isEmpty, "completions are asynchronous")
        #expect(button.existingLayer?.animationKeys() == nil)
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
        stage.sim.advance(by: 0.001)
        #expect(finished == [true])
    }

    @Test("Changes made in performWithoutAnimation inside an animation block are not animated")
    func performWithoutAnimationExcludesChanges() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        let other = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        UIView.animate(withDuration: 1) {
            other.alpha = 0.5
            UIView.performWithoutAnimation { button.alpha = 0.8 }
        }
        #expect(button.alpha == 0.8)
        #expect(button.existingLayer?.animationKeys() == nil)
        #expect(other.layer.animationKeys() == ["opacity"])
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
    }

    @Test("A nested block inherits the outer duration unless it overrides it, and its views follow its own options")
    func nestedBlocksInherit() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        let other = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        var events: [String] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                other.alpha = 0.5
                UIView.animate(withDuration: 0.1, animations: { button.alpha = 0.5 }) { _ in events.append("inner") }
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .allowUserInteraction],
                    animations: { other.center = CGPoint(x: 20, y: 20) }, completion: { _ in events.append("own") })
            }, completion: { _ in events.append("outer") })
        stage.sim.advance(by: 0.5)
        #expect(events == ["own"])
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 0, "the inner block's view is animating for the inherited second")
        stage.sim.advance(by: 0.5)
        #expect(events == ["own", "inner", "outer"])
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
    }

    @Test("Overlapping animations of one view: it ignores touches until the last one ends")
    func overlappingAnimations() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        UIView.animate(withDuration: 1) { button.alpha = 0.5 }
        stage.sim.advance(by: 0.5)
        UIView.animate(withDuration: 1) { button.alpha = 0.8 }
        #expect(button.layer.animationKeys() == ["opacity", "opacity-2"])
        stage.sim.advance(by: 0.6)
        #expect(button.layer.animationKeys() == ["opacity-2"])
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 0)
        stage.sim.advance(by: 0.4)
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
    }

    @Test("A view animation adds one layer animation per changed property, with the values before and after")
    func layerAnimationsDescribeTheChange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear],
            animations: {
                view.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
                view.backgroundColor = .red
            })
        #expect(view.layer.animationKeys() == ["position", "bounds", "backgroundColor"])
        let position = view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(position?.fromValue as? CGPoint == CGPoint(x: 5, y: 5))
        #expect(position?.toValue as? CGPoint == CGPoint(x: 20, y: 5))
        #expect(position?.duration == 0.4)
        #expect(position?.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(view.layer.presentation() === view.layer, "headless the presentation is the model")
        view.layer.removeAllAnimations()
    }

    @Test("A transition animates its view whatever the block changes; CATransaction completes after it")
    func transitionsAndTransactions() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("transaction") }
        UIView.transition(
            with: button, duration: 0.25, options: [.transitionCrossDissolve],
            animations: {
                button.setTitle("Done", for: .normal)
            }, completion: { _ in events.append("transition") })
        CATransaction.commit()
        #expect(events.isEmpty)
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 0)
        stage.sim.advance(by: 0.25)
        #expect(events == ["transition", "transaction"])
        #expect(button.currentTitle == "Done")
        // A transaction without animations completes at commit.
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("empty") }
        CATransaction.commit()
        #expect(events.last == "empty")
    }

    @Test("With animations disabled, blocks change views at once, block nothing, and still complete")
    func animationsDisabled() throws {
        let (stage, button, taps) = makeButtonStage(tracing: false)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { button.alpha = 0.4 }, completion: { finished.append($0) })
        try stage.sim.tap(at: buttonPoint)
        #expect(taps.value == 1)
        #expect(button.alpha == 0.4)
        #expect(!UIView.areAnimationsEnabled)
        // No view was animated, so the completion runs on the shared application's clock.
        (UIApplication.shared.clock as? VirtualClock)?.advance(by: 0.001)
        #expect(finished == [true])
    }
}
