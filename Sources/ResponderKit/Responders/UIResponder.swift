// The root of every object that handles events.
//
// Invariants:
// - `next` is computed on every call and never cached (RC-8); the default is nil (RC-1).
// - Every default `touches*`, `presses*`, `motion*` and `remoteControlReceived` method passes the same message to `next`, or drops it
//   when `next` is nil (RC-6). Forwarding never loops forever: a cycle in `next` is detected through the event
//   and reported to the tracer (every walk counts its steps in a `ResponderChainWalk`).
// - Identity is the object: two responders are equal only when they are the same instance.
import Foundation

/// An abstract interface for responding to and handling events, as in UIKit.
///
/// Subclass it (or `UIView`, `UIViewController`, ...) and override the event methods you handle. An override
/// that does not handle an event should call `super`, which passes the event to ``next``.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {}

    // MARK: The chain

    /// The next responder in the chain, or nil (RC-1). Subclasses override it to join the chain (RC-8).
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// Tells the responder that one or more fingers touched down. The default forwards to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardingTarget(.touchesBegan, event)?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that one or more touches moved. The default forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardingTarget(.touchesMoved, event)?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that one or more fingers lifted. The default forwards to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardingTarget(.touchesEnded, event)?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that touches were cancelled (TD-12). The default forwards to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardingTarget(.touchesCancelled, event)?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Tells the responder that a physical button or key was pressed. The default forwards to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardingTarget(.pressesBegan, event)?.pressesBegan(presses, with: event)
    }

    /// Tells the responder that a press changed (for example its force). The default forwards to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardingTarget(.pressesChanged, event)?.pressesChanged(presses, with: event)
    }

    /// Tells the responder that a button or key was released. The default forwards to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardingTarget(.pressesEnded, event)?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that a press was cancelled. The default forwards to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardingTarget(.pressesCancelled, event)?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion

    /// Tells the responder that a motion event (a shake) began. The default forwards to ``next``.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardingTarget(.motionBegan, event)?.motionBegan(motion, with: event)
    }

    /// Tells the responder that a motion event ended. The default forwards to ``next``.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardingTarget(.motionEnded, event)?.motionEnded(motion, with: event)
    }

    /// Tells the responder that a motion event was cancelled. The default forwards to ``next``.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forwardingTarget(.motionCancelled, event)?.motionCancelled(motion, with: event)
    }

    // MARK: Remote control

    /// Tells the responder that a remote-control event (play, pause, next track …, its `subtype`) arrived. The
    /// default forwards to ``next``.
    open func remoteControlReceived(with event: UIEvent?) {
        forwardingTarget(.remoteControlReceived, event)?.remoteControlReceived(with: event)
    }

    // MARK: Actions

    /// The code a responder runs for a named action: it receives the sender and the event.
    // Not marked @MainActor: closures formed on the main actor inherit it, and a global-actor function type in an
    // open method of a @preconcurrency class is mangled inconsistently across files by Swift 6.3 (a link error).
    public typealias ActionHandler = (_ sender: Any?, _ event: UIEvent?) -> Void

    /// The handler for a named action this responder implements, or nil (the default).
    ///
    /// This is the Swift-native replacement for Objective-C's `respondsToSelector:`/`performSelector:`: override
    /// it to implement actions that travel the responder chain, and fall back to `super` for other names:
    ///
    /// ```swift
    /// override func actionHandler(for action: Selector) -> ActionHandler? {
    ///     switch action {
    ///     case .copy: return { [unowned self] sender, _ in copyDocument(sender) }
    ///     default: return super.actionHandler(for: action)
    ///     }
    /// }
    /// ```
    open func actionHandler(for action: Selector) -> ActionHandler? { nil }

    /// Whether this responder performs `action`. True by default exactly when it implements it (AC-1): its
    /// ``invokeSelector(_:)`` names it, ``actionHandler(for:)`` returns a handler, or the selector carries a method
    /// for this class. Override to refuse an action it implements (AC-3).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        SelectorDispatch.implements(action, on: self)
    }

    /// Calls the method `call.selector` names (see ``SelectorDispatching``). The default answers the names
    /// ``actionHandler(for:)`` handles; subclasses add one `call.match` line per method and end with `super`:
    ///
    /// ```swift
    /// override func invokeSelector(_ call: SelectorCall) -> Bool {
    ///     call.match("copy:") { copy($0) } || call.match("handleTap:") { handleTap($0) }
    ///         || super.invokeSelector(call)
    /// }
    /// ```
    open func invokeSelector(_ call: SelectorCall) -> Bool {
        guard let handler = actionHandler(for: call.selector) else { return false }
        if !call.isProbe { handler(call.sender, call.secondArgument as? UIEvent) }
        return true
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    // UIKit's UIResponder declares these but implements none; Swift cannot tell an override without calling it, so
    // a subclass that implements one also names it in `invokeSelector(_:)` (`call.match("copy:") { copy($0) }`),
    // which is what edit menus, key commands and nil-targeted actions look for.

    /// Copies the selection. Does nothing unless overridden.
    open func copy(_ sender: Any?) {}
    /// Cuts the selection. Does nothing unless overridden.
    open func cut(_ sender: Any?) {}
    /// Pastes. Does nothing unless overridden.
    open func paste(_ sender: Any?) {}
    /// Pastes, matching the surrounding style. Does nothing unless overridden.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Selects the word at the caret. Does nothing unless overridden.
    open func select(_ sender: Any?) {}
    /// Selects everything. Does nothing unless overridden.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection. Does nothing unless overridden.
    open func delete(_ sender: Any?) {}
    /// Makes the text left to right. Does nothing unless overridden.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Makes the text right to left. Does nothing unless overridden.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Toggles bold. Does nothing unless overridden.
    open func toggleBoldface(_ sender: Any?) {}
    /// Toggles italics. Does nothing unless overridden.
    open func toggleItalics(_ sender: Any?) {}
    /// Toggles underline. Does nothing unless overridden.
    open func toggleUnderline(_ sender: Any?) {}
    /// Makes the font larger. Does nothing unless overridden.
    open func increaseSize(_ sender: Any?) {}
    /// Makes the font smaller. Does nothing unless overridden.
    open func decreaseSize(_ sender: Any?) {}

    /// The object that performs `action`: self when ``canPerformAction(_:withSender:)`` is true, otherwise the
    /// answer of ``next``, or nil at the end of the chain (AC-2). A `next` cycle ends the search with nil.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        guard let next else { return nil }
        // The search recurses through overridable calls, so its walk is the application's (nesting depth).
        guard let application = chainWalkApplication else {
            return ResponderChainWalk.hasCycle(from: self) ? nil : next.target(forAction: action, withSender: sender)
        }
        // Short accesses to the walk only: the look for a cycle calls `next`, which app code may override.
        if application.actionSearchWalk.countStep(), ResponderChainWalk.hasCycle(from: self) {
            application.actionSearchWalk.restart()
            return nil
        }
        defer { application.actionSearchWalk.leave() }
        return next.target(forAction: action, withSender: sender)
    }

    // MARK: First responder

    /// Whether this object can become the first responder. False by default (FR-1).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up first-responder status when asked. True by default (FR-1).
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.currentFirstResponder === self
    }

    /// Asks to become the first responder of this object's window (FR-2, FR-3).
    ///
    /// The current first responder of the window is asked to resign first; if it refuses, this returns
    /// false. Then ``canBecomeFirstResponder`` is checked. An object that is not in a window cannot become
    /// first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.currentFirstResponder === self { return true }
        if let current = window.currentFirstResponder {
            // FR-2: the old responder is asked first, and stays resigned even if we then cannot become.
            guard current.resignFirstResponder() else { return false }
            if window.currentFirstResponder === current { return false }
        }
        guard canBecomeFirstResponder, responderWindow === window else { return false }
        window.setFirstResponder(self)
        return true
    }

    /// Gives up first-responder status. Returns true by default, false when ``canResignFirstResponder`` is
    /// false (FR-4).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.currentFirstResponder === self {
            window.setFirstResponder(nil)
        }
        return true
    }

    /// The window whose first responder this object would be; nil when it is in no window.
    var responderWindow: UIWindow? { nil }

    /// The application this responder belongs to: itself, or the application of its window.
    var applicationOfResponder: UIApplication? { responderWindow?.application }

    /// Called after the object lost first-responder status without being asked: it left its window (FR-5) or
    /// `endEditing(true)` forced it (FR-6). Text inputs end editing here, in `application` (the window may be gone).
    func firstResponderStatusForciblyEnded(in application: UIApplication) {}

    // MARK: Keyboard

    /// The key commands this responder offers; they are found along the chain from the first responder (FR-11).
    /// None by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// A custom view shown instead of the system keyboard when this responder is first responder. Nil by
    /// default.
    open var inputView: UIView? { nil }

    /// A custom accessory view shown above the keyboard. Nil by default.
    open var inputAccessoryView: UIView? { nil }
}

extension UIResponder: SelectorDispatching {}
