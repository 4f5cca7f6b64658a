// Presses to gesture recognizers (PG-3 … PG-7) and the held modifier keys (PG-8): which recognizers a press
// reaches, their presses methods before the responder's, and the responder's `pressesCancelled` when one of them
// takes the press.
//
// Invariants:
// - A press gathers its recognizers once, when it goes down: those of the views on the chain from its start
//   responder to the window (a view controller on the chain lends its view), deepest first, that are eligible
//   (`GestureArbiter.isEligible(_:for:event:)`). Keyboard keys have no button type and gather none.
// - Recognizers hear each phase of the press before its responder; what they decide is carried out by the
//   dispatcher's executor before the next recognizer hears of it.
// - Taking a press from its responder follows the delivery table: a press not yet begun there is withheld (its
//   responder never hears of it), a begun one is cancelled (`pressesCancelled`), a finished one is left alone.
import Foundation

extension PressTracker {
    /// HID usages of the modifier keys: left and right Control, Shift, Option and Command.
    static let modifierKeyCodes = 0xE0...0xE7

    /// Recomputes the held modifier keys from the modifier keys that are down: the flags their keys carry, so a
    /// backend's own mapping (SDL's Ctrl as Command) holds for clicks too.
    func updateHeldModifiers() {
        var flags: UIKeyModifierFlags = []
        for press in down.values {
            guard let key = press.key, PressTracker.modifierKeyCodes.contains(key.keyCode.rawValue) else { continue }
            flags.formUnion(key.modifierFlags)
        }
        heldModifierFlags = flags
    }

    /// Attaches the eligible recognizers of the views on the chain from `start` to a new press (PG-3).
    func gatherRecognizers(for press: UIPress, from start: UIResponder, event: UIPressesEvent) {
        let arbiter = dispatcher.arbiter
        var walk = ResponderChainWalk()
        var current: UIResponder? = start
        while let responder = current {
            // A view controller with no first responder inside it (the start responder) lends its view (chosen).
            var view = responder as? UIView
            if view == nil, responder === start { view = (responder as? UIViewController)?.viewIfLoaded }
            for recognizer in view?.gestureRecognizers ?? []
            where arbiter.isEligible(recognizer, for: press, event: event) {
                press.recognizers.append(recognizer)
                arbiter.attach(recognizer, to: press)
                recognizer.dispatcher = dispatcher
            }
            if responder is UIWindow { break }
            if walk.countStep(), ResponderChainWalk.hasCycle(from: responder) { break }
            current = responder.next
        }
    }

    /// Delivers `method` with the press alone to each recognizer that still receives it, in gathering order.
    func deliverToRecognizers(_ method: ResponderMethod, _ press: UIPress, event: UIPressesEvent) {
        guard !press.recognizers.isEmpty else { return }
        let arbiter = dispatcher.arbiter
        for recognizer in press.recognizers
        where arbiter.receivesPresses(recognizer) && recognizer.trackedPresses.contains(where: { $0 === press }) {
            recognizer.storedModifierFlags = event.storedModifierFlags
            let presses = press.alone()
            switch method {
            case .pressesBegan: recognizer.pressesBegan(presses, with: event)
            case .pressesChanged: recognizer.pressesChanged(presses, with: event)
            case .pressesEnded: recognizer.pressesEnded(presses, with: event)
            default: recognizer.pressesCancelled(presses, with: event)
            }
        }
    }

    /// A recognizer recognized with `cancelsTouchesInView`: its presses leave their responder (PG-6).
    func cancelResponderPresses(of recognizer: UIGestureRecognizer) {
        for press in recognizer.trackedPresses {
            if press.canTake(.deliverBegan) {
                // Its began has not reached the responder: it never will.
                press.advance(.withhold)
            } else if let responder = press.responder, press.canTake(.deliverCancelled) {
                press.advance(.deliverCancelled)
                deliver(.pressesCancelled, press, to: responder, event: event)
            }
        }
    }
}
