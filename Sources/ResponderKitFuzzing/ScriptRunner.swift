// Executes a driver script against a fresh scene and reports the first broken invariant.
//
// Invariants:
// - Deterministic: a run depends only on the script (virtual time; wall time feeds the watchdog only).
// - Input the library refuses (an `InputError`, for example a finger in a hidden window or a raw sample for an
//   unknown finger) is part of the test, not a failure; the step simply has no effect.
// - After the last step the runner settles the world: it lifts every finger still down, releases held keys and
//   advances the clock past `InvariantChecker.settleTime`, then checks the end-of-touch invariants a last time.
// - The run stops at the first violation.
import Foundation
import ResponderKit

/// Runs ``DriverScript``s and checks the invariants of ``InvariantChecker`` after every step.
@MainActor
package struct ScriptRunner {
    /// The wall time one step may take before the watchdog reports it (invariant 6), in milliseconds.
    package var maximumStepMilliseconds: Double
    /// Raw fingers use touch identifiers from here up, apart from the simulator's.
    package static let rawIdentifierBase = 1_000_000

    /// Called with the world's windows and views just before the run lets go of them (a test that keeps one sees
    /// invariant 8 report it).
    package var willRelease: (([UIView]) -> Void)?

    /// Creates a runner; the watchdog allows `maximumStepMilliseconds` of wall time per step.
    package init(maximumStepMilliseconds: Double = 2_000) {
        self.maximumStepMilliseconds = maximumStepMilliseconds
    }

    /// The outcome of one run.
    package struct Outcome: Sendable {
        /// The first violation, or nil when every invariant held.
        package var violation: InvariantViolation?
        /// How many steps ran (all of them unless a violation stopped the run).
        package var stepsRun: Int
    }

    /// Runs `script` against a fresh scene, then checks that the scene's windows and views are released with it
    /// (invariant 8).
    package func run(_ script: DriverScript) -> Outcome {
        var made: [(name: String, object: Weak)] = []
        var outcome = run(script, keeping: &made)
        if outcome.violation == nil, let left = made.first(where: { $0.object.object != nil }) {
            outcome.violation = InvariantViolation(
                rule: 8, step: script.steps.count, message: "\(left.name) outlived the run that made it")
        }
        return outcome
    }

    /// Runs `script` against a fresh scene and fills `made` with weak references to its windows and views.
    private func run(_ script: DriverScript, keeping made: inout [(name: String, object: Weak)]) -> Outcome {
        let world = FuzzWorld()
        var state = RunState(world: world)
        let checker = world.checker
        // The checker keeps the objects it saw; the application keeps the checker: the host lets go of both.
        defer {
            made = world.allViews.map { (InvariantChecker.name($0), Weak($0)) }
            willRelease?(world.allViews)
            world.app.tracer = nil
        }
        for (index, step) in script.steps.enumerated() {
            checker.beginStep(index)
            let faultedWindowWasInScene = state.windowInScene(of: step)
            let start = DispatchTime.now().uptimeNanoseconds
            state.execute(step)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if elapsed > maximumStepMilliseconds {
                checker.fail(6, "step took \(Int(elapsed)) ms of wall time (limit \(Int(maximumStepMilliseconds)) ms)")
            }
            if case .fault(let fault, let subject) = step {
                state.checkFault(fault, subject: subject, windowWasInScene: faultedWindowWasInScene)
            }
            state.check(final: false)
            if let violation = checker.violation { return Outcome(violation: violation, stepsRun: index + 1) }
        }
        checker.beginStep(script.steps.count)
        state.settle()
        state.check(final: true)
        return Outcome(violation: checker.violation, stepsRun: script.steps.count)
    }

    /// A weak reference, for the memory check.
    struct Weak {
        weak var object: AnyObject?

        init(_ object: AnyObject) {
            self.object = object
        }
    }
}

/// The mutable state of one run: the world, the fingers and keys that are down, and the last busy time.
@MainActor
private struct RunState {
    let world: FuzzWorld
    var fingers: [Int: UITouch] = [:]
    var heldKeys: [String: UIKey] = [:]
    /// Whether the remote's select button is down (key name `select`: a press gesture recognizers receive, PG-1).
    var selectHeld = false
    /// The key name of the remote's select button in scripts.
    static let selectButton = "select"
    var lastBusy: TimeInterval = 0

    init(world: FuzzWorld) {
        self.world = world
    }

    var simulator: EventSimulator { world.simulator }

    mutating func execute(_ step: DriverStep) {
        switch step {
        case .window(let id, let frame): world.addWindow(id: id, frame: frame)
        case .view(let id, let parent, let kind, let frame):
            world.addView(id: id, parent: parent, kind: kind, frame: frame)
        case .recognizer(let id, let view, let kind): world.addRecognizer(id: id, view: view, kind: kind)
        case .controller(let id, let parent): world.addController(id: id, parent: parent)
        case .hostile(let view, let phase, let action): world.arm(view: view, phase: phase, action: action)
        case .handler(let control, let events, let action):
            world.addHandler(control: control, events: events, action: action)
        case .down(let window, let ids, let points): down(window, ids, points)
        case .move(let ids, let points): move(ids, points)
        case .up(let ids):
            let touches = ids.compactMap { fingers.removeValue(forKey: $0) }
            if !touches.isEmpty { try? simulator.touchUp(touches) }
        case .cancel(let ids):
            for touch in ids.compactMap({ fingers.removeValue(forKey: $0) }) { try? simulator.touchCancel(touch) }
        case .raw(let finger, let phase, let window, let point): raw(finger, phase, window, point)
        case .tap(let window, let point, let taps, let count):
            guard let window = world.windows[window] else { return }
            let points = (0..<max(count, 1)).map { CGPoint(x: point.x + CGFloat($0) * 24, y: point.y) }
            for _ in 0..<max(taps, 1) {
                _ = try? simulator.tap(at: points, in: window)
                simulator.advance(by: 0.08)
            }
        case .drag(let window, let from, let to, let moves, let duration):
            guard let window = world.windows[window] else { return }
            _ = try? simulator.drag(from: from, to: to, in: window, steps: moves, duration: duration)
        case .type(let text): try? simulator.type(text)
        case .press(let name):
            if name == Self.selectButton {
                try? simulator.pressButton(.select)
            } else if let key = Self.key(name) {
                try? simulator.press(key.keyCode)
            } else {
                try? simulator.press(name)
            }
        case .keyDown(let name) where name == Self.selectButton:
            guard !selectHeld else { return }
            selectHeld = true
            try? simulator.buttonDown(.select)
        case .keyUp(let name) where name == Self.selectButton:
            guard selectHeld else { return }
            selectHeld = false
            try? simulator.buttonUp(.select)
        case .keyDown(let name):
            guard heldKeys[name] == nil, let key = Self.key(name) else { return }
            heldKeys[name] = key
            try? simulator.keyDown(key)
        case .keyUp(let name):
            guard let key = heldKeys.removeValue(forKey: name) else { return }
            try? simulator.keyUp(key)
        case .shake: try? simulator.shake()
        case .accelerometer(let x, let y, let z): try? simulator.accelerometer(x: x, y: y, z: z)
        case .wait(let seconds): simulator.advance(by: seconds)
        case .mutate(let view, let action):
            guard let subject = world.view(view) else { return }
            world.perform(action, subject: subject, handler: nil)
        case .restore(let view): world.restore(view)
        case .fault(let fault, let subject): world.inflict(fault, subject: subject, fingers: fingers)
        }
    }

    private mutating func down(_ windowID: Int, _ ids: [Int], _ points: [CGPoint]) {
        guard let window = world.windows[windowID], ids.allSatisfy({ fingers[$0] == nil }) else { return }
        guard let touches = try? simulator.touchDown(at: points, in: window), touches.count == ids.count else {
            return
        }
        for (id, touch) in zip(ids, touches) { fingers[id] = touch }
    }

    private func move(_ ids: [Int], _ points: [CGPoint]) {
        var groups: [ObjectIdentifier?: (window: UIWindow?, touches: [UITouch], points: [CGPoint])] = [:]
        for (id, point) in zip(ids, points) {
            guard let touch = fingers[id] else { continue }
            let key = touch.window.map(ObjectIdentifier.init)
            groups[key, default: (touch.window, [], [])].touches.append(touch)
            groups[key]?.points.append(point)
        }
        for group in groups.values {
            try? simulator.touchMove(group.touches, to: group.points, in: group.window)
        }
    }

    private func raw(_ finger: Int, _ phase: DriverStep.Phase, _ windowID: Int, _ point: CGPoint) {
        let samplePhase: TouchSample.Phase
        switch phase {
        case .began: samplePhase = .began
        case .moved: samplePhase = .moved
        case .ended: samplePhase = .ended
        case .cancelled: samplePhase = .cancelled
        }
        let sample = TouchSample(
            id: ScriptRunner.rawIdentifierBase + finger, phase: samplePhase, location: point,
            window: world.windows[windowID])
        try? world.app.input.send(sample)
    }

    /// The keys `press`, `keyDown` and `keyUp` steps name, besides characters.
    static func key(_ name: String) -> UIKey? {
        let named: [String: (UIKeyboardHIDUsage, String)] = [
            "tab": (.keyboardTab, "\t"), "return": (.keyboardReturnOrEnter, "\r"),
            "escape": (.keyboardEscape, "\u{1b}"),
            "delete": (.keyboardDeleteOrBackspace, "\u{8}"), "space": (.keyboardSpacebar, " "),
            "left": (.keyboardLeftArrow, ""), "right": (.keyboardRightArrow, ""), "up": (.keyboardUpArrow, ""),
            "down": (.keyboardDownArrow, ""), "a": (.keyboardA, "a"), "1": (.keyboard1, "1"), "0": (.keyboard0, "0"),
        ]
        guard let (code, characters) = named[name] else { return nil }
        return UIKey(characters: characters, keyCode: code)
    }

    /// The checks after each step; `final` reports every touch that is over and every control still tracking.
    mutating func check(final: Bool) {
        let checker = world.checker
        let now = world.app.clock.now
        if !world.app.input.activeTouchIDs.isEmpty { lastBusy = now }
        lastBusy = max(lastBusy, checker.lastTouchActivity)
        checker.checkFirstResponders(world.allViews)
        checker.checkFinishedTouches(final: final)
        checker.checkLiveTouches(
            world.app.input, hostTouches: Array(fingers.values), rawBase: ScriptRunner.rawIdentifierBase)
        if final || (world.app.input.activeTouchIDs.isEmpty && now - lastBusy >= InvariantChecker.settleTime) {
            checker.checkIdleControls()
        }
    }

    /// Whether `step` is a host fault on a window that is in a scene now.
    func windowInScene(of step: DriverStep) -> Bool {
        guard case .fault(_, let subject) = step else { return false }
        return world.windows[subject]?.windowScene != nil
    }

    /// Invariant 7 right after a host fault: the fingers it cancels are no longer down (a window that was in no
    /// scene has nothing to leave).
    func checkFault(_ fault: DriverStep.HostFault, subject: Int, windowWasInScene: Bool) {
        let input = world.app.input
        switch fault {
        case .resignActive: world.checker.checkNoLiveTouches(input, after: "resignActive")
        case .leaveScene:
            guard windowWasInScene, let window = world.windows[subject] else { return }
            world.checker.checkNoLiveTouches(
                input, in: window, after: "\(InvariantChecker.name(window)) left its scene")
        default: return
        }
    }

    /// Lifts every finger still down (the simulator's and raw ones), releases held keys and lets time pass.
    mutating func settle() {
        let input = world.app.input
        let remaining = input.activeTouchIDs.compactMap { id in input.touch(forID: id).map { (id, $0) } }
        if !remaining.isEmpty {
            let samples = remaining.map { id, touch in
                TouchSample(id: id, phase: .ended, location: touch.location(in: nil), window: touch.window)
            }
            try? input.send(samples)
        }
        fingers.removeAll()
        for key in heldKeys.values { try? simulator.keyUp(key) }
        if selectHeld { try? simulator.buttonUp(.select) }
        heldKeys.removeAll()
        simulator.advance(by: InvariantChecker.settleTime + 0.5)
    }
}
