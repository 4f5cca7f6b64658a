// Keyboard and button presses: key commands, delivery to the first responder's chain, shortcuts and focus keys
// (FR-9 … FR-13).
//
// Invariants:
// - A press is down from its began until its ended or cancelled; every began delivered to a responder is followed
//   by exactly one ended or cancelled delivered to that same responder (FR-9).
// - A press taken by a key command is never delivered as presses.
// - Malformed press input (an unknown key code, a key that is not down, no key window) is dropped and traced.
import Foundation

/// Press state and dispatch for one application.
@MainActor
final class PressTracker {
    unowned let application: UIApplication
    /// The one presses event, reused for every press event.
    let event = UIPressesEvent()
    private var down: [Int: DownPress] = [:]
    private var pending: (method: ResponderMethod, presses: Set<UIPress>, responder: UIResponder)?
    /// Ended presses kept for reuse (a began then allocates nothing); reused only if nothing else references them.
    private var endedPresses: [UIPress] = []
    /// How many ended presses are kept.
    static let endedPressLimit = 8

    private struct DownPress {
        let press: UIPress
        /// The responder that received began, or nil when a key command took the press.
        let responder: UIResponder?
    }

    /// HID usages of the keyboard page that keys may carry.
    static let validKeyCodes = 0x04...0xE7

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
            began(sample, id: id, timestamp: timestamp)
        case .changed, .ended, .cancelled:
            guard let entry = down[id] else {
                drop("press \(id) is not down")
                return
            }
            if sample.phase != .changed { down[id] = nil }
            let press = entry.press
            press.timestamp = timestamp
            press.force = sample.force
            if sample.phase != .changed { press.phase = sample.phase == .ended ? .ended : .cancelled }
            if let responder = entry.responder {
                switch sample.phase {
                case .changed:
                    press.phase = .changed
                    deliver(.pressesChanged, press, to: responder)
                case .ended: deliver(.pressesEnded, press, to: responder)
                default: deliver(.pressesCancelled, press, to: responder)
                }
            }
            if sample.phase != .changed { recycle(press) }
        }
    }

    /// A new press: an ended one that nothing else references, or a fresh object.
    private func makePress(_ sample: PressSample, timestamp: TimeInterval) -> UIPress {
        while var press = endedPresses.popLast() {
            // Anyone else holding the press (an app, a tracer's record) keeps it as it ended.
            guard isKnownUniquelyReferenced(&press) else { continue }
            press.reuse(phase: .began, type: sample.type, key: sample.key, force: sample.force, timestamp: timestamp)
            return press
        }
        return UIPress(phase: .began, type: sample.type, key: sample.key, force: sample.force, timestamp: timestamp)
    }

    /// Keeps an ended press for reuse, emptying its one-press set (which breaks the set's cycle).
    private func recycle(_ press: UIPress) {
        guard endedPresses.count < PressTracker.endedPressLimit else {
            press.singleton = nil
            return
        }
        press.singleton?.removeAll(keepingCapacity: true)
        endedPresses.append(press)
    }

    /// Cancels every press that is down (the application was interrupted).
    func cancelAll() {
        let entries = down.values
        down.removeAll()
        for entry in entries {
            entry.press.phase = .cancelled
            if let responder = entry.responder { deliver(.pressesCancelled, entry.press, to: responder) }
            recycle(entry.press)
        }
    }

    private func began(_ sample: PressSample, id: Int, timestamp: TimeInterval) {
        guard let window = application.keyWindow, !window.isHidden else {
            drop("no key window")
            return
        }
        let press = makePress(sample, timestamp: timestamp)
        let start = PressTracker.startResponder(in: window)
        // FR-13: commands that want priority run before text input and focus see the key.
        if let key = sample.key, let (command, action) = keyCommand(matching: key, from: start, priorityOnly: true) {
            down[id] = DownPress(press: press, responder: nil)
            perform(action, of: command, from: start)
            return
        }
        down[id] = DownPress(press: press, responder: start)
        event.reachedEndOfChain = false
        deliver(.pressesBegan, press, to: start)
        guard event.reachedEndOfChain, let key = sample.key else { return }
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

    // MARK: Delivery

    /// Where presses and motion start: the key window's first responder, else its root view controller, else the
    /// window itself (FR-9, FR-10).
    static func startResponder(in window: UIWindow) -> UIResponder {
        window.currentFirstResponder ?? window.rootViewController ?? window
    }

    private func deliver(_ method: ResponderMethod, _ press: UIPress, to responder: UIResponder) {
        event.timestamp = press.timestamp
        event.pressList.removeAll(keepingCapacity: true)
        for entry in down.values { event.pressList.append(entry.press) }
        if !event.pressList.contains(where: { $0 === press }) { event.pressList.append(press) }
        event.tracer = application.tracer
        pending = (method, press.alone(), responder)
        // TD-1's path, for presses: the application, then the key window, then the responder.
        application.sendEvent(event)
        pending = nil
        event.tracer = nil
        // Between events the reused event holds no press, so released presses are freed at once.
        event.pressList.removeAll(keepingCapacity: true)
    }

    /// Called by `UIWindow.sendEvent` for a presses event: delivers the pending presses.
    func deliverPending(_ event: UIEvent) {
        guard let (method, presses, responder) = pending, event === self.event else { return }
        pending = nil
        self.event.tracer?.record(.delivered(method: method, to: responder, count: presses.count))
        let saved = self.event.beginDelivery()
        switch method {
        case .pressesBegan: responder.pressesBegan(presses, with: self.event)
        case .pressesChanged: responder.pressesChanged(presses, with: self.event)
        case .pressesEnded: responder.pressesEnded(presses, with: self.event)
        default: responder.pressesCancelled(presses, with: self.event)
        }
        self.event.endDelivery(saved)
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
        // Walk `next` without allocating; a cycle ends the walk once detected (checked at doubling hop counts).
        var current: UIResponder? = start
        var hops = 0
        var nextCheck = 64
        while let responder = current {
            if let commands = responder.keyCommands {
                for command in commands where !priorityOnly || command.wantsPriorityOverSystemBehavior {
                    if let action = command.action(for: key, normalized: normalized) { found = (command, action) }
                }
            }
            hops += 1
            if hops >= nextCheck {
                nextCheck *= 2
                if ResponderChainWalk.hasCycle(from: start) { break }
            }
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
