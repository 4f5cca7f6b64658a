// The touch-delivery state machine: the table of legal steps, and TD-6 as a property of the table.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct TouchDeliveryStateTests {
    private typealias State = TouchDeliveryState
    private typealias Step = TouchDeliveryStep

    /// Every maximal sequence of legal steps from a touch before binding (the table has no cycles).
    private func allPaths(from state: State = .unbound, prefix: [Step] = []) -> [(steps: [Step], end: State)] {
        let next = Step.allCases.compactMap { step in
            TouchDeliveryTransitions.next(from: state, on: step).map { (step, $0) }
        }
        if next.isEmpty { return [(prefix, state)] }
        #expect(prefix.count < 16, "the table has a cycle")
        guard prefix.count < 16 else { return [] }
        return next.flatMap { step, target in allPaths(from: target, prefix: prefix + [step]) }
    }

    @Test("TD-6: the legal delivery steps are exactly the table")
    func legalStepTable() {
        let legal: Set<String> = [
            "unbound-bind", "bound-holdBegan", "bound-deliverBegan", "bound-withhold",
            "beganHeld-deliverBegan", "beganHeld-holdEnded", "beganHeld-withhold",
            "beganAndEndedHeld-deliverBegan", "beganAndEndedHeld-withhold",
            "delivering-holdEnded", "delivering-deliverEnded", "delivering-cancel", "delivering-abandon",
            "endedHeld-deliverEnded", "endedHeld-cancel", "endedHeld-abandon",
        ]
        for state in State.allCases {
            for step in Step.allCases {
                let name = "\(state)-\(step)"
                #expect(TouchDeliveryTransitions.isLegal(from: state, on: step) == legal.contains(name), "\(name)")
            }
        }
    }

    @Test("TD-6: retired is terminal, and every bound touch can only end retired")
    func retiredIsTerminal() {
        for step in Step.allCases {
            #expect(TouchDeliveryTransitions.next(from: .retired, on: step) == nil, "\(step)")
        }
        let paths = allPaths()
        #expect(paths.count > 10)
        for path in paths where path.steps.first == .bind {
            #expect(path.end == .retired, "\(path.steps)")
        }
    }

    @Test("TD-6: on every path of the table, a view that received touchesBegan hears of the end exactly once")
    func everyBeganEndsOnce() {
        for path in allPaths() {
            let methods = path.steps.compactMap(\.viewMethod)
            let began = methods.filter { $0 == .touchesBegan }.count
            let ends = methods.filter { $0 == .touchesEnded || $0 == .touchesCancelled }.count
            #expect(began <= 1, "\(path.steps)")
            if began == 1 {
                // A `sendEvent` override that skipped the end is the only way the view misses it.
                #expect(ends == 1 || path.steps.last == .abandon, "\(path.steps)")
                #expect(methods.first == .touchesBegan, "\(path.steps)")
            } else {
                #expect(ends == 0, "a view never hears the end of a touch it never began: \(path.steps)")
            }
        }
    }

    @Test("GR-14, GR-15: what a state says about the view agrees with the table; a released began keeps a held end")
    func statesAgreeWithTheirQuestions() {
        for state in State.allCases {
            #expect(state.isCountedByView == (state != .unbound && state != .retired), "\(state)")
            #expect(state.viewReceivedBegan == [.delivering, .endedHeld].contains(state), "\(state)")
            #expect(state.isHeld == [.beganHeld, .beganAndEndedHeld, .endedHeld].contains(state), "\(state)")
            #expect(state.isBeganHeld == [.beganHeld, .beganAndEndedHeld].contains(state), "\(state)")
        }
        // Releasing a held began keeps a held end: the view then gets began, and ended once released.
        #expect(TouchDeliveryTransitions.next(from: .beganAndEndedHeld, on: .deliverBegan) == .endedHeld)
    }

    @Test("TD-6: every touch a view received ends or is cancelled once, and its count returns to zero")
    func liveTouchesFollowTheTable() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        window.makeKeyAndVisible()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let sim = EventSimulator(application: app)

        let first = try sim.touchDown(at: CGPoint(x: 10, y: 10), in: window)
        let second = try sim.touchDown(at: CGPoint(x: 50, y: 50), in: window)
        #expect(first.delivery == .delivering && second.delivery == .delivering)
        #expect(view.activeTouchCount == 2)
        try sim.touchUp(first)
        #expect(first.delivery == .retired)
        view.removeFromSuperview()
        #expect(second.delivery == .retired)
        #expect(view.activeTouchCount == 0)
        #expect(view.began == 2 && view.ends == 2)
    }
}

private final class CountingView: UIView {
    var began = 0
    var ends = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ends += touches.count }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { ends += touches.count }
}
