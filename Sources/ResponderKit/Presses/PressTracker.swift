// Keyboard and button presses: key commands, delivery to the first responder's chain, shortcuts and focus keys
// (FR-9 … FR-13).
//
// Invariants:
// - A press is down from its began until its ended or cancelled; every began delivered to a responder is followed
//   by exactly one ended or cancelled delivered to that same responder (FR-9): the press's delivery takes only the
//   steps of `PressDeliveryTransitions`' table, asking `canTake` first wherever a step may be refused as expected
//   behaviour, and the press carries its responder.
// - Every change of a press travels in the presses event through `UIApplication.sendEvent(_:)` and
//   `UIWindow.sendEvent(_:)`; an override that does not call `super` keeps it from every responder.
// - A press taken by a key command is never delivered as presses.
// - Malformed press input (an unknown key code, a key that is not down, no key window) is dropped and traced.
import Foundation

/// Press state and dispatch for one application: presses travel in their `UIPressesEvent` through
/// `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)`, and the window's delivery reads the event.
@MainActor
final class PressTracker {
    unowned let application: UIApplication
    /// The one presses event, reused for every press event.
    let event = UIPressesEvent()
    /// The presses that are down, by physical key or button.
    private var down: [Int: UIPress] = [:]
    /// Ended presses kept for reuse (a began then allocates nothing); reused only if nothing else references them.
    private var pool = RetiredObjectPool<UIPress>(limit: PressTracker.endedPressLimit)
    /// How many ended presses are kept.
    static let endedPressLimit = 8

    /// HID usages of the keyboard page that keys may carry.
    static let validKeyCodes = 0x04...0xE7

    /// How many ended presses the pool holds now.
    var pooledPressCount: Int { pool.count }

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Input

    func handle(_ sample: PressSample, timestamp: TimeInterval) {
        if let key = sample.key, !PressTracker.validKeyCodes.contains(key.keyCode.rawValue) {
            drop("unknown key code \(key.keyCode.rawValue)")
            return
        }
        let id = sample.pressID
        switch sample.phase {
        case .began:
            guard down[id] == nil else {
                drop("press \(id) began while already down")
                return
            }
            guard let window = application.keyWindow, !window.isHidden else {
                drop("no key window")
                return
            }
            let press = makePress(sample, timestamp: timestamp)
            press.window = window
            press.advance(.goDown)
            down[id] = press
            dispatch(press)
        case .changed, .ended, .cancelled:
            guard let press = down[id] else {
                drop("press \(id) is not down")
                return
            }
            press.timestamp = timestamp
            press.force = sample.force
            switch sample.phase {
            case .changed: press.phase = .changed
            case .ended: press.phase = .ended
            default: press.phase = .cancelled
            }
            guard sample.phase != .changed else {
                dispatch(press)
                return
            }
            down[id] = nil
            dispatch(press)
            retire(press)
        }
    }

    /// Cancels every press that is down (the application was interrupted): each travels as a cancelled press.
    func cancelAll() {
        let presses = Array(down.values)
        down.removeAll()
        for press in presses {
            press.phase = .cancelled
            dispatch(press)
            retire(press)
        }
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

    /// Sends the press's change in the presses event: the application, then the press's window (TD-1's path).
    private func dispatch(_ press: UIPress) {
        event.timestamp = press.timestamp
        event.pressList.removeAll(keepingCapacity: true)
        for other in down.values { event.pressList.append(other) }
        if !event.pressList.contains(where: { $0 === press }) { event.pressList.append(press) }
        event.changedPress = press
        event.tracer = application.tracer
        application.sendEvent(event)
        event.changedPress = nil
        event.tracer = nil
        // Between events the reused event holds no press, so released presses are freed at once.
        event.pressList.removeAll(keepingCapacity: true)
    }

    // MARK: Delivery (from UIWindow.sendEvent)

    /// Delivers what a presses event that reached `window` carries: its changed press, by its phase and delivery
    /// state. A method is delivered only on a legal step of the table (FR-9).
    func deliver(_ event: UIPressesEvent, in window: UIWindow) {
        guard let press = event.changedPress else { return }
        switch press.phase {
        case .began, .stationary:
            // Only a press that is down and not yet delivered begins (a second `super.sendEvent` finds it began).
            guard press.delivery == .down else { return }
            began(press, event: event, in: window)
        case .changed:
            guard let responder = press.responder, press.canTake(.deliverChanged) else { return }
            press.advance(.deliverChanged)
            deliver(.pressesChanged, press, to: responder, event: event)
        case .ended, .cancelled:
            let step: PressDeliveryStep = press.phase == .ended ? .deliverEnded : .deliverCancelled
            if let responder = press.responder, press.canTake(step), let method = press.advance(step) {
                deliver(method, press, to: responder, event: event)
            } else if press.canTake(.withhold) {
                press.advance(.withhold)
            }
        }
    }

    /// A key or button went down in `window`: a key command with priority takes it, or the start responder receives
    /// `pressesBegan`; an unconsumed key then moves focus (Tab), runs a shortcut or key command, or handles Escape.
    private func began(_ press: UIPress, event: UIPressesEvent, in window: UIWindow) {
        let start = PressTracker.startResponder(in: window)
        // FR-13: commands that want priority run before text input and focus see the key.
        if let key = press.key, let (command, action) = keyCommand(matching: key, from: start, priorityOnly: true) {
            // The chain's `keyCommands` are app code: a resignActive there may have withheld the press already.
            if press.canTake(.takeByCommand) { press.advance(.takeByCommand) }
            perform(action, of: command, from: start)
            return
        }
        guard press.canTake(.deliverBegan) else { return }
        press.responder = start
        press.advance(.deliverBegan)
        event.reachedEndOfChain = false
        deliver(.pressesBegan, press, to: start, event: event)
        guard event.reachedEndOfChain, let key = press.key else { return }
        // Nobody consumed the key. The system's behaviours come before key commands without priority (FR-13):
        // Tab focus, then the standard edit shortcuts the chain performs; then key commands; then Escape.
        if key.keyCode == .keyboardTab {
            if FocusNavigation.move(in: window, backwards: key.modifierFlags.contains(.shift)) { return }
        }
        if let action = PressTracker.standardShortcut(for: key),
            let target = start.target(forAction: action, withSender: nil)
        {
            _ = application.sendAction(action, to: target, from: nil, for: event)
        } else if let (command, action) = keyCommand(matching: key, from: start, priorityOnly: false) {
            perform(action, of: command, from: start)
        } else if key.keyCode == .keyboardEscape {
            handleEscape(in: window)
        }
    }

    /// Where presses, motion and remote control start: the window's first responder, else its root view
    /// controller, else the window itself (FR-9, FR-10).
    static func startResponder(in window: UIWindow) -> UIResponder {
        window.currentFirstResponder ?? window.rootViewController ?? window
    }

    /// Delivers `method` with the press alone to `responder`, traced, in a fresh walk of the chain.
    private func deliver(_ method: ResponderMethod, _ press: UIPress, to responder: UIResponder, event: UIPressesEvent)
    {
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

    /// Performs `action` of a command (its own or an alternate's): the first responder from `start` up that can
    /// perform it does, with the command as sender (FR-11).
    private func perform(_ action: Selector, of command: UIKeyCommand, from start: UIResponder) {
        guard let target = start.target(forAction: action, withSender: command) else {
            application.tracer?.record(.actionNotHandled(action: action, sender: command))
            return
        }
        _ = application.sendAction(action, to: target, from: command, for: event)
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

    /// Escape hides the edit menu and ends editing in a text input.
    private func handleEscape(in window: UIWindow) {
        application.menuController.hideMenu()
        if let responder = window.currentFirstResponder, responder is EditableTextInput {
            responder.resignFirstResponder()
        }
    }

    private func drop(_ reason: String) {
        application.tracer?.record(.inputDropped(reason))
    }
}
