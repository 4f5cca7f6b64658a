// ResponderKit's own paths: control actions, recognizers on the touch path, key presses with key commands.
import Foundation
import ResponderKit

/// A target with a counting action method.
@MainActor
final class ActionTarget {
    var count = 0
    func fire(_ sender: UIButton) { count &+= 1 }
}

/// A view that can be first responder, for the key-press path.
final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A view controller that offers a key command at the top of a deep chain.
final class CommandController: UIViewController {
    var performed = 0
    private let commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: "benchCommand:")]
    override var keyCommands: [UIKeyCommand]? { commands }
    override func actionHandler(for action: Selector) -> ActionHandler? {
        action == "benchCommand:" ? handler : super.actionHandler(for: action)
    }
    private lazy var handler: ActionHandler = { [unowned self] _, _ in performed &+= 1 }
}

/// A view in the key chain that declares (non-matching) key commands of its own.
final class CommandView: UIView {
    private let commands = [UIKeyCommand(input: "q", modifierFlags: .control, action: "other:")]
    override var keyCommands: [UIKeyCommand]? { commands }
}

/// Measurements of the extra paths.
@MainActor
struct ExtraPathsBench {
    let reps: Int

    func run() {
        sendActions()
        recognizers()
        keyPress()
    }

    /// `sendActions(for:)` to 10 targets.
    private func sendActions() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let targets = (0..<10).map { _ in ActionTarget() }
        for target in targets { button.addTarget(target, action: ActionTarget.fire, for: .touchUpInside) }
        let (ns, allocations) = time(iterations: 200_000) { button.sendActions(for: .touchUpInside) }
        let fired = targets.reduce(0) { $0 + $1.count }
        print(
            "swift extra send_actions_10_targets_ns=\(Measure.format(ns)) allocations_per_call=\(allocations) "
                + "fired=\(fired)")
    }

    /// One touch phase (a move) through 5 tap recognizers on the path, against the same path without them.
    private func recognizers() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
        window.makeKeyAndVisible()
        var parent: UIView = window
        for _ in 0..<5 {
            let view = BenchView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            parent.addSubview(view)
            parent = view
        }
        let input = application.input
        func moves() -> (Double, Double) {
            try? input.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 100, y: 100), window: window))
            var flip = false
            let result = time(iterations: 100_000) {
                flip.toggle()
                let point = CGPoint(x: flip ? 101 : 100, y: 100)
                try? input.send(TouchSample(id: 1, phase: .moved, location: point, window: window))
            }
            try? input.send(TouchSample(id: 1, phase: .ended, location: CGPoint(x: 100, y: 100), window: window))
            return result
        }
        let (plain, plainAllocations) = moves()
        var view: UIView? = parent
        while let current = view, current !== window {
            current.addGestureRecognizer(UITapGestureRecognizer())
            view = current.superview
        }
        let (withRecognizers, recognizerAllocations) = moves()
        print(
            "swift extra touch_phase_no_recognizers_ns=\(Measure.format(plain)) allocations_per_phase="
                + "\(plainAllocations) touch_phase_5_recognizers_ns=\(Measure.format(withRecognizers)) "
                + "allocations_per_phase=\(recognizerAllocations) "
                + "ratio=\(String(format: "%.2f", withRecognizers / plain))")
    }

    /// One key press (down and up) from a first responder 20 views deep whose chain declares key commands; the
    /// command at the top (the root view controller) matches.
    private func keyPress() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
        let controller = CommandController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var parent: UIView = controller.view
        for _ in 0..<19 {
            let view = CommandView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            parent.addSubview(view)
            parent = view
        }
        let focus = FocusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(focus)
        _ = focus.becomeFirstResponder()
        let key = UIKey(characters: "k", keyCode: UIKeyboardHIDUsage(rawValue: 0x0E), modifierFlags: .command)
        let input = application.input
        let (ns, allocations) = time(iterations: 50_000) {
            try? input.send(PressSample(phase: .began, key: key))
            try? input.send(PressSample(phase: .ended, key: key, force: 0))
        }
        print(
            "swift extra key_press_20_deep_ns=\(Measure.format(ns)) allocations_per_press=\(allocations) "
                + "performed=\(controller.performed)")
    }

    /// The median ns per iteration over the repetitions, and allocations per iteration after warm-up.
    private func time(iterations: Int, _ body: () -> Void) -> (Double, Double) {
        for _ in 0..<1000 { body() }
        var samples: [Double] = []
        for _ in 0..<reps {
            let start = Measure.nanoseconds()
            for _ in 0..<iterations { body() }
            samples.append(Double(Measure.nanoseconds() - start) / Double(iterations))
        }
        let allocations = Measure.allocations { for _ in 0..<1000 { body() } }
        return (Measure.median(samples), Double(allocations) / 1000)
    }
}
