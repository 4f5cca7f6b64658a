// The root of every object that handles events.
//
// Invariants:
// - `next` is computed on every call and never cached (RC-8); the default is nil (RC-1).
// - Every default `touches*`, `presses*`, `motion*` and `remoteControlReceived` method passes the same message to `next`, or drops it
//   when `next` is nil (RC-6): by an `_UnretainedHop` when one may be taken, else through `forwardingTarget`. The
//   retained step is a direct call, not a closure: a chain of app classes nests one frame per responder, and a
//   debug build under AddressSanitizer must still forward through 10,000 of them (DeepHierarchyTests). Forwarding never loops forever: a cycle in `next` is detected through the event
//   and reported to the tracer (every walk counts its steps in a `ResponderChainWalk`).
// - Identity is the object: two responders are equal only when they are the same instance.
import Foundation

/// An abstract interface for responding to and handling events, as in UIKit.
///
/// Subclass it (or `UIView`, `UIViewController`, ...) and override the event methods you handle. An override
/// that does not handle an event should call `super`, which passes the event to ``next``.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The accessibility properties the app set, allocated on the first (see `AccessibilityStorage`).
    var accessibility: AccessibilityStorage?
    /// Whether the class keeps the library's `next` (a view class of ResponderKit's, or one that adopts
    /// ``DefaultResponderChain``): the default event methods may then take an `_UnretainedHop`. Set by `UIView`.
    // nonisolated(unsafe): the hop reads these through unretained references (on the main actor).
    @exclusivity(unchecked) nonisolated(unsafe) final var keepsLibraryNext = false
    /// Whether the class is one of ResponderKit's own exactly and overrides none of the event methods (`touches…`,
    /// `presses…`, `motion…`, `remoteControlReceived`): an `_UnretainedHop` passes over it. Set by `UIView` and
    /// `UIApplication`.
    @exclusivity(unchecked) nonisolated(unsafe) final var keepsDefaultEventMethods = false

    /// Creates a responder.
    public override init() {}

    /// Called after loading from a nib (LS-13): ResponderKit loads none (`init?(coder:)` fails), so it never calls
    /// this, as UIKit never does for objects made in code. On `NSObject` in UIKit; overrides call `super`.
    open func awakeFromNib() {}

    // MARK: The chain

    /// The next responder in the chain, or nil (RC-1). Subclasses override it to join the chain (RC-8).
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// Tells the responder that one or more fingers touched down. The default forwards to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.touchesBegan(touches, with: event) } }
        forwardingTarget(.touchesBegan, event)?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that one or more touches moved. The default forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.touchesMoved(touches, with: event) } }
        forwardingTarget(.touchesMoved, event)?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that one or more fingers lifted. The default forwards to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.touchesEnded(touches, with: event) } }
        forwardingTarget(.touchesEnded, event)?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that touches were cancelled (TD-12). The default forwards to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.touchesCancelled(touches, with: event) } }
        forwardingTarget(.touchesCancelled, event)?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Tells the responder that a physical button or key was pressed. The default forwards to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.pressesBegan(presses, with: event) } }
        forwardingTarget(.pressesBegan, event)?.pressesBegan(presses, with: event)
    }

    /// Tells the responder that a press changed (for example its force). The default forwards to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.pressesChanged(presses, with: event) } }
        forwardingTarget(.pressesChanged, event)?.pressesChanged(presses, with: event)
    }

    /// Tells the responder that a button or key was released. The default forwards to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.pressesEnded(presses, with: event) } }
        forwardingTarget(.pressesEnded, event)?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that a press was cancelled. The default forwards to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.pressesCancelled(presses, with: event) } }
        forwardingTarget(.pressesCancelled, event)?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion

    /// Tells the responder that a motion event (a shake) began. The default forwards to ``next``.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.motionBegan(motion, with: event) } }
        forwardingTarget(.motionBegan, event)?.motionBegan(motion, with: event)
    }

    /// Tells the responder that a motion event ended. The default forwards to ``next``.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.motionEnded(motion, with: event) } }
        forwardingTarget(.motionEnded, event)?.motionEnded(motion, with: event)
    }

    /// Tells the responder that a motion event was cancelled. The default forwards to ``next``.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.motionCancelled(motion, with: event) } }
        forwardingTarget(.motionCancelled, event)?.motionCancelled(motion, with: event)
    }

    // MARK: Remote control

    /// Tells the responder that a remote-control event (play, pause, next track …, its `subtype`) arrived. The
    /// default forwards to ``next``.
    open func remoteControlReceived(with event: UIEvent?) {
        if let hop = _UnretainedHop(from: self, event) { return hop.run { $0.remoteControlReceived(with: event) } }
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

    // MARK: Accessibility (the UIAccessibility informal protocol; defaults and storage in Accessibility/)

    /// Whether assistive technologies see this object as one element, a leaf (AX-1, AX-2). False by default; true
    /// for UIKit's standard controls, labels and `UIAccessibilityElement`.
    open var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? accessibilityDefaults.isElement }
        set { ensuredAccessibility.isElement = newValue }
    }
    /// The element's name, spoken first. Defaults to a button's title or a label's text; nil resets to it.
    open var accessibilityLabel: String? {
        get { accessibility?.label ?? accessibilityDefaults.label }
        set { ensuredAccessibility.label = newValue }
    }
    /// What activating the element does, when the label does not say. Nil by default.
    open var accessibilityHint: String? {
        get { accessibility?.hint }
        set { ensuredAccessibility.hint = newValue }
    }
    /// The element's current value: a switch's "1" or "0", a slider's percentage, a text field's text.
    open var accessibilityValue: String? {
        get { accessibility?.value ?? accessibilityDefaults.value }
        set { ensuredAccessibility.value = newValue }
    }
    /// What the element is and its state (`.button`, `.adjustable`, `.notEnabled` for a disabled control, …).
    open var accessibilityTraits: UIAccessibilityTraits {
        get {
            let defaults = accessibilityDefaults
            return (accessibility?.traits ?? defaults.traits).union(defaults.stateTraits)
        }
        set { ensuredAccessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates: a view's frame there by default (AX-6).
    open var accessibilityFrame: CGRect {
        get { accessibility?.frame ?? defaultAccessibilityFrame }
        set { ensuredAccessibility.frame = newValue }
    }
    /// Where activation taps, in screen coordinates: the centre of ``accessibilityFrame`` by default (AX-6, AX-7).
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibility?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { ensuredAccessibility.activationPoint = newValue }
    }
    /// The elements this container holds, in reading order, replacing its subviews' (AX-2, AX-5). Nil by default.
    open var accessibilityElements: [Any]? {
        get { accessibility?.elements }
        set { ensuredAccessibility.elements = newValue }
    }
    /// Whether this object's elements (its whole subtree) are hidden from assistive technologies (AX-3).
    open var accessibilityElementsHidden: Bool {
        get { accessibility?.elementsHidden ?? false }
        set { ensuredAccessibility.elementsHidden = newValue }
    }
    /// Whether this view is modal: while visible, the elements of its siblings are hidden (AX-4).
    open var accessibilityViewIsModal: Bool {
        get { accessibility?.viewIsModal ?? false }
        set { ensuredAccessibility.viewIsModal = newValue }
    }
    /// Whether this container's elements are read together, before the elements that follow it.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility?.groupsChildren ?? false }
        set { ensuredAccessibility.groupsChildren = newValue }
    }
    /// Whether the element responds to interaction (Voice Control offers it). Defaults to whether it is a control
    /// or has actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibility?.respondsToUserInteraction ?? defaultAccessibilityRespondsToUserInteraction }
        set { ensuredAccessibility.respondsToUserInteraction = newValue }
    }
    /// The actions offered beside activation. Nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility?.customActions }
        set { ensuredAccessibility.customActions = newValue }
    }
    /// The language the label and value are spoken in (a BCP 47 code), or nil for the app's.
    open var accessibilityLanguage: String? {
        get { accessibility?.language }
        set { ensuredAccessibility.language = newValue }
    }
    /// Activates the element. Return true when handled; false (the default) makes the assistive technology tap
    /// at ``accessibilityActivationPoint`` (AX-7).
    open func accessibilityActivate() -> Bool { false }
    /// Increments an adjustable element's value. Does nothing by default; `UISlider` and `UIStepper` step.
    open func accessibilityIncrement() {}
    /// Decrements an adjustable element's value. Does nothing by default; `UISlider` and `UIStepper` step.
    open func accessibilityDecrement() {}
    /// Dismisses a modal view or goes back; true when handled. False by default, so the walk goes on (AX-8, AX-9).
    open func accessibilityPerformEscape() -> Bool { false }
    /// Does the screen's main action (play/pause, answer); true when handled. False by default (AX-8, AX-9).
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Scrolls by a page in `direction`; true when it scrolled. False by default; `UIScrollView` scrolls.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// The number of elements this container holds: ``accessibilityElements``' count by default.
    open func accessibilityElementCount() -> Int { accessibility?.elements?.count ?? 0 }
    /// The element at `index` of this container, or nil.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibility?.elements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` in this container, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibility?.elements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// The class's answers for what the app did not set (overridden by the standard controls).
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }
    /// The frame in screen coordinates when the app set none: `.zero`; a view's frame there.
    var defaultAccessibilityFrame: CGRect { .zero }
    /// Whether the object responds to interaction when the app did not say: false; true for controls.
    var defaultAccessibilityRespondsToUserInteraction: Bool { false }

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

    /// Gives up first-responder status: true by default, false when ``canResignFirstResponder`` is false (FR-4).
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
    /// Called when first-responder status ended unasked (FR-5, FR-6); text inputs end editing in `application`.
    func firstResponderStatusForciblyEnded(in application: UIApplication) {}

    // MARK: Keyboard

    /// The key commands this responder offers along the chain from the first responder (FR-11); none by default.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// The undo manager up the chain: the ``next`` responder's by default; a window has its own (UN-1).
    open var undoManager: UndoManager? { next?.undoManager }
    /// A custom view shown instead of the system keyboard while this is first responder; nil by default.
    open var inputView: UIView? { nil }
    /// A custom accessory view shown above the keyboard. Nil by default.
    open var inputAccessoryView: UIView? { nil }

    // MARK: Traits (UITraitEnvironment's members, declared once here so views and controllers share them)

    /// A view's or controller's trait collection (see ``UITraitEnvironment``); empty for other responders.
    open var traitCollection: UITraitCollection { TraitResolution.traitCollection(of: self) }
    /// Called on views and controllers when ``traitCollection`` changed, with the previous one. Does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIResponder: SelectorDispatching {}
