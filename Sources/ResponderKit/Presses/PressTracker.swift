// Keyboard and button presses: key commands, delivery to the first responder's chain, shortcuts and focus keys
// (FR-9 … FR-13).
//
// Invariants:
// - A press is down from its began until its ended or cancelled; every began delivered to a responder is followed
//   by exactly one ended or cancelled delivered to that same responder (FR-9): the press's delivery takes only the
//   steps of `PressDeliveryTransitions`' table, asking `canTake` first wherever a step may be refused as expected
//   behaviour, and the press carries its responder.
// - Every change of a press travels in the presses event through `UIApplication.sendEvent(_:)` and
//   `UIWindow.sendEvent(_:)`, which the input layer calls between `prepare` and `finishDispatch`; an override that
//   does not call `super` keeps it from every responder. The tracker never calls the application.
// - A press taken by a key command is never delivered as presses; the command's action is returned, as a
//   `PressOutcome`, to the window's delivery (`EventRouting`), which sends it.
// - Malformed press input (an unknown key code, a key that is not down, no key window) is dropped and traced.
// - A button press reaches the recognizers of its responder's chain before the responder (PG-3,
//   `PressTracker+Recognizers.swift`), through the touch dispatcher's arbiter and executor.
import Foundation

/// Press state and delivery for one application: the input layer sends each press's change in the tracker's
/// `UIPressesEvent` through `UIApplication.sendEvent(_:)`, and the window's delivery reads the event.
@MainActor
final class PressTracker {
    /// The one presses event, reused for every press event.
    let event = UIPressesEvent()
    /// The presses that are down, by physical key or button.
    private(set) var down: [Int: UIPress] = [:]
    /// Ended presses kept for reuse (a began then allocates nothing); reused only if nothing else references them.
    private var pool = RetiredObjectPool<UIPress>(limit: PressTracker.endedPressLimit)
    /// How many ended presses are kept.
    static let endedPressLimit = 8
    /// The application's touch dispatcher, whose arbiter and executor hand presses to recognizers (PG-3).
    unowned let dispatcher: TouchDispatcher
    /// The modifier keys held down now (Shift, Control, Option, Command, left or right), for the modifier flags of
    /// clicks and touches (PG-8).
    var heldModifierFlags: UIKeyModifierFlags = []

    init(dispatcher: TouchDispatcher) {
        self.dispatcher = dispatcher
        dispatcher.pressTracker = self
    }

    /// HID usages of the keyboard page that keys may carry.
    static let validKeyCodes = 0x04...0xE7

    /// How many ended presses the pool holds now.
    var pooledPressCount: Int { pool.count }

    // MARK: Input (from InputLayer)

    /// Applies a validated sample and prepares the presses event that carries its change; returns the press that
    /// changed, or nil when the sample is dropped (traced to `tracer`). `keyWindow` is the window a key going down
    /// is sent to. The caller sends ``event`` through `UIApplication.sendEvent(_:)`, then calls
    /// ``finishDispatch(of:)``.
    func prepare(
        _ sample: PressSample, timestamp: TimeInterval, keyWindow: UIWindow?, tracer: EventTracer?
    ) -> UIPress? {
        if let key = sample.key, !PressTracker.validKeyCodes.contains(key.keyCode.rawValue) {
            tracer?.record(.inputDropped("unknown key code \(key.keyCode.rawValue)"))
            return nil
        }
        let id = sample.pressID
        let press: UIPress
        switch sample.phase {
        case .began:
            guard down[id] == nil else {
                tracer?.record(.inputDropped("press \(id) began while already down"))
                return nil
            }
            guard let window = keyWindow, !window.isHidden else {
                tracer?.record(.inputDropped("no key window"))
                return nil
            }
            press = makePress(sample, timestamp: timestamp)
            press.window = window
            press.advance(.goDown)
            down[id] = press
        case .changed, .ended, .cancelled:
            guard let changed = down[id] else {
                tracer?.record(.inputDropped("press \(id) is not down"))
                return nil
            }
            press = changed
            press.timestamp = timestamp
            press.force = sample.force
            switch sample.phase {
            case .changed: press.phase = .changed
            case .ended: press.phase = .ended
            default: press.phase = .cancelled
            }
            if sample.phase != .changed { down[id] = nil }
        }
        if let key = sample.key, PressTracker.modifierKeyCodes.contains(key.keyCode.rawValue) { updateHeldModifiers() }
        load(press, tracer: tracer)
        return press
    }

    /// Takes every press that is down out of the tracker (the application was interrupted): the caller cancels
    /// each with ``prepareCancellation(of:tracer:)``, `sendEvent` and ``finishDispatch(of:)``.
    func takeAllDown() -> [UIPress] {
        let presses = Array(down.values)
        down.removeAll()
        heldModifierFlags = []
        return presses
    }

    /// Prepares the presses event that carries the cancellation of `press`, taken by ``takeAllDown()``.
    func prepareCancellation(of press: UIPress, tracer: EventTracer?) {
        press.phase = .cancelled
        load(press, tracer: tracer)
    }

    /// Tidies up after the event carrying `press`'s change went through `sendEvent`: the event lets go of its
    /// presses (so released presses are freed at once), and a press that went up retires.
    func finishDispatch(of press: UIPress) {
        event.changedPress = nil
        event.tracer = nil
        event.pressList.removeAll(keepingCapacity: true)
        // A handler's resignActive may have cancelled and retired the press already; retiring clears its window.
        guard press.phase == .ended || press.phase == .cancelled, press.window != nil else { return }
        // An override of `sendEvent` may have kept the end from the recognizers: none keeps the press (PG-7).
        dispatcher.pressFinished(press)
        retire(press)
    }

    /// A new press: an ended one that nothing else references, or a fresh object.
    private func makePress(_ sample: PressSample, timestamp: TimeInterval) -> UIPress {
        if let press = pool.take(reusing: (sample, timestamp)) { return press }
        return UIPress(
            phase: .began, type: sample.type, key: sample.key, force: sample.force, timestamp: timestamp,
            insertsText: sample.insertsText)
    }

    /// Finishes a press that went up: an end the window did not deliver (an override of `sendEvent` kept it) is
    /// withheld; the press lets go of its responder and window, and is offered to the pool.
    private func retire(_ press: UIPress) {
        if press.canTake(.withhold) { press.advance(.withhold) }
        press.dropReferences()
        pool.offer(press)
    }

    /// Loads the event with `press`'s change: every press that is down, and `press` itself.
    private func load(_ press: UIPress, tracer: EventTracer?) {
        event.timestamp = press.timestamp
        event.pressList.removeAll(keepingCapacity: true)
        for other in down.values { event.pressList.append(other) }
        if !event.pressList.contains(where: { $0 === press }) { event.pressList.append(press) }
        event.changedPress = press
        event.tracer = tracer
        event.storedModifierFlags = press.key?.modifierFlags ?? heldModifierFlags
    }

    // MARK: Delivery (from UIWindow.sendEvent)

    /// Delivers what a presses event that reached `window` carries: its changed press, by its phase and delivery
    /// state. A method is delivered only on a legal step of the table (FR-9). Returns what the window's delivery
    /// does next: a key command's or shortcut's action, Escape, or nothing.
    func deliver(_ event: UIPressesEvent, in window: UIWindow) -> PressOutcome {
        guard let press = event.changedPress else { return .none }
        switch press.phase {
        case .began, .stationary:
            // Only a press that is down and not yet delivered begins (a second `super.sendEvent` finds it began).
            guard press.delivery == .down else { return .none }
            return began(press, event: event, in: window)
        case .changed:
            deliverToRecognizers(.pressesChanged, press, event: event)
            guard let responder = press.responder, press.canTake(.deliverChanged) else { return .none }
            press.advance(.deliverChanged)
            deliver(.pressesChanged, press, to: responder, event: event)
        case .ended, .cancelled:
            // Recognizers hear the end first (PG-3); one that recognizes may cancel the press in its responder.
            deliverToRecognizers(press.phase == .ended ? .pressesEnded : .pressesCancelled, press, event: event)
            defer { dispatcher.pressFinished(press) }
            let step: PressDeliveryStep = press.phase == .ended ? .deliverEnded : .deliverCancelled
            if let responder = press.responder, press.canTake(step), let method = press.advance(step) {
                deliver(method, press, to: responder, event: event)
            } else if press.canTake(.withhold) {
                press.advance(.withhold)
            }
        }
        return .none
    }

    /// A key or button went down in `window`: a key command with priority takes it, or the start responder receives
    /// `pressesBegan`; an unconsumed key then moves focus (Tab) or leaves an action or Escape to the window.
    private func began(_ press: UIPress, event: UIPressesEvent, in window: UIWindow) -> PressOutcome {
        let start = PressTracker.startResponder(in: window)
        // FR-13: commands that want priority run before text input and focus see the key.
        if let key = press.key, let (command, action) = keyCommand(matching: key, from: start, priorityOnly: true) {
            // The chain's `keyCommands` are app code: a resignActive there may have withheld the press already.
            if press.canTake(.takeByCommand) { press.advance(.takeByCommand) }
            return perform(action, of: command, from: start)
        }
        // Recognizers on the chain receive the press before the responder (PG-3); one that recognizes at once with
        // `cancelsTouchesInView` withholds it from the responder (PG-6).
        if press.type != nil, press.canTake(.deliverBegan) {
            gatherRecognizers(for: press, from: start, event: event)
            deliverToRecognizers(.pressesBegan, press, event: event)
        }
        guard press.canTake(.deliverBegan) else { return .none }
        press.responder = start
        press.advance(.deliverBegan)
        event.reachedEndOfChain = false
        deliver(.pressesBegan, press, to: start, event: event)
        guard event.reachedEndOfChain, let key = press.key else { return .none }
        // Nobody consumed the key. The system's behaviours come before key commands without priority (FR-13):
        // Tab focus, then the standard edit shortcuts the chain performs; then key commands; then Escape.
        if key.keyCode == .keyboardTab {
            if FocusNavigation.move(in: window, backwards: key.modifierFlags.contains(.shift)) { return .none }
        }
        if let action = PressTracker.standardShortcut(for: key),
            let target = start.target(forAction: action, withSender: nil)
        {
            return .sendAction(action, to: target, from: nil)
        } else if let (command, action) = keyCommand(matching: key, from: start, priorityOnly: false) {
            return perform(action, of: command, from: start)
        } else if let redo = PressTracker.undoShortcut(for: key) {
            return PressTracker.undoOutcome(redo: redo, from: start)
        } else if key.keyCode == .keyboardEscape {
            return .escape
        }
        return .none
    }

    /// Where presses, motion and remote control start: the window's first responder, else its root view
    /// controller, else the window itself (FR-9, FR-10).
    static func startResponder(in window: UIWindow) -> UIResponder {
        window.currentFirstResponder ?? window.rootViewController ?? window
    }

    /// Delivers `method` with the press alone to `responder`, traced, in a fresh walk of the chain.
    func deliver(_ method: ResponderMethod, _ press: UIPress, to responder: UIResponder, event: UIPressesEvent) {
        event.tracer?.record(.delivered(method: method, to: responder, count: 1))
        let presses = press.alone()
        let saved = event.beginDelivery()
        switch method {
        case .pressesBegan: responder.pressesBegan(presses, with: event)
        case .pressesChanged: responder.pressesChanged(presses, with: event)
        case .pressesEnded: responder.pressesEnded(presses, with: event)
        default: responder.pressesCancelled(presses, with: event)
        }
        event.endDelivery(saved)
    }

    // MARK: Key commands

    /// The command for `key` among the key commands from `start` to the end of the chain, with the action the key
    /// performs through it (its own or an alternate's); when several match, the one furthest up the chain wins
    /// (FR-11, FR-12).
    private func keyCommand(
        matching key: UIKey, from start: UIResponder, priorityOnly: Bool
    ) -> (UIKeyCommand, Selector)? {
        var found: (UIKeyCommand, Selector)?
        let normalized = UIKeyCommand.normalizedInput(of: key)
        // Walk `next` without allocating; a cycle ends the walk once detected.
        var walk = ResponderChainWalk()
        var current: UIResponder? = start
        while let responder = current {
            if let commands = responder.keyCommands {
                for command in commands where !priorityOnly || command.wantsPriorityOverSystemBehavior {
                    if let action = command.action(for: key, normalized: normalized) { found = (command, action) }
                }
            }
            if walk.countStep(), ResponderChainWalk.hasCycle(from: responder) { break }
            current = responder.next
        }
        return found
    }

    /// The outcome of a command's `action` (its own or an alternate's): sent to the first responder from `start` up
    /// that can perform it, with the command as sender (FR-11).
    private func perform(_ action: Selector, of command: UIKeyCommand, from start: UIResponder) -> PressOutcome {
        guard let target = start.target(forAction: action, withSender: command) else {
            return .actionNotHandled(action, sender: command)
        }
        return .sendAction(action, to: target, from: command)
    }

    /// The standard edit action of a Command shortcut (FR-13).
    static func standardShortcut(for key: UIKey) -> Selector? {
        guard key.modifierFlags.intersection(UIKeyCommand.matchedModifiers) == .command else { return nil }
        switch key.charactersIgnoringModifiers.lowercased() {
        case "c": return .copy
        case "x": return .cut
        case "v": return .paste
        case "a": return .selectAll
        case "b": return .toggleBoldface
        case "i": return .toggleItalics
        case "u": return .toggleUnderline
        default: return nil
        }
    }
}
