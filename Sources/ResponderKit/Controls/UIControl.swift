// The base class of controls: turns touches into control events and sends actions to targets.
//
// Invariants:
// - A control tracks at most one touch at a time (`trackingTouch`). Every `.touchDown` it sends while tracking is
//   followed by exactly one of `.touchUpInside`, `.touchUpOutside` or `.touchCancel` (CT-1, CT-5, CT-6).
// - `isHighlighted` follows `isTouchInside` while tracking and is false when not tracking.
// - An enabled control consumes its touches (RC-9); a disabled one forwards them along the chain (CT-7).
// - `actionEntries` is in registration order; sending iterates a snapshot, so handlers may add, remove, enable or
//   disable entries (also their own) while actions are being sent.
import Foundation

/// The base class for controls, which convey a specific action in response to user interactions.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far outside its bounds a touch still counts as inside the control (CT-3; observed 70 to 100 pt).
    public static let touchTolerance: CGFloat = 70

    @exclusivity(unchecked) var actionEntries: [ControlActionEntry] = []
    private(set) var trackingTouch: UITouch?
    /// The application of the window the tracked touch began in: a control that leaves its window mid-touch still
    /// sends its `.touchCancel` through it. Held only while tracking.
    private var trackingApplication: UIApplication?
    private var storedEnabled = true
    private var storedSelected = false
    private var storedHighlighted = false

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: State

    /// Whether the control responds to touches. A disabled control neither tracks nor sends actions, and passes
    /// its touches along the responder chain (CT-7). Disabling a tracking control cancels the tracking (it sends
    /// `.touchCancel`) and the rest of that touch is ignored.
    open var isEnabled: Bool {
        get { storedEnabled }
        set {
            guard storedEnabled != newValue else { return }
            storedEnabled = newValue
            noteViewChange()
            if !newValue, trackingTouch != nil { cancelCurrentTracking(with: nil) }
        }
    }

    /// Whether the control is selected.
    open var isSelected: Bool {
        get { storedSelected }
        set {
            storedSelected = newValue
            noteViewChange()
        }
    }

    /// Whether the control is highlighted: a tracked touch is inside its tolerance area.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { storedHighlighted = newValue }
    }

    /// The control's state, derived from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false

    /// Whether the tracked touch is inside the control's tolerance area (CT-3).
    public private(set) var isTouchInside = false

    // MARK: Tracking (override points)

    /// Called when a touch begins in the control. Return false to stop tracking it (no drag or up events then
    /// follow). True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch moves. Return false to stop tracking (no further drag or up events). True
    /// by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch ends. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when tracking is cancelled; the event is nil when the control left its window. Does nothing by
    /// default.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    /// Starts tracking (CT-1) when enabled; a disabled control forwards the touches (CT-7).
    ///
    /// `.touchDown` is sent only when ``beginTracking(_:with:)`` returns true, so every `.touchDown` is followed
    /// by exactly one up or cancel event unless ``continueTracking(_:with:)`` stops the tracking (CT-2).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            super.touchesBegan(touches, with: event)
            return
        }
        // An enabled control consumes every touch it receives (RC-9) but tracks only one.
        guard trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        trackingApplication = window?.application
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking, trackingTouch === touch else { return }
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    /// Sends drag events while tracking (CT-2, CT-3, CT-4).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch(in: touches) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        guard isTracking else { return }
        let wasInside = isTouchInside
        let inside = isInsideTolerance(touch)
        isTouchInside = inside
        isHighlighted = inside
        isTracking = continueTracking(touch, with: event)
        guard isTracking, trackingTouch === touch else { return }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    /// Sends the up event (CT-5).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch(in: touches) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        trackingTouch = nil
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        let inside = isInsideTolerance(touch)
        isTouchInside = inside
        defer { trackingApplication = nil }
        guard wasTracking else { return }
        endTracking(touch, with: event)
        if inside, showMenuOnRelease(at: touch.location(in: self), with: event) { return }
        if inside { primaryActionWillTrigger() }
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }

    /// Cancels tracking and sends `.touchCancel` (CT-6); the event is nil when the control left its window.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch(in: touches) != nil else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        trackingTouch = nil
        cancelCurrentTracking(with: window == nil ? nil : event)
        trackingApplication = nil
    }

    private func trackedTouch(in touches: Set<UITouch>) -> UITouch? {
        guard let touch = trackingTouch, touches.contains(touch) else { return nil }
        return touch
    }

    /// Called just before a release inside sends its actions (a button toggles its selection here: UI-5).
    func primaryActionWillTrigger() {}

    /// The events a release inside sends; `UIButton` adds `.primaryActionTriggered` (CT-5).
    var touchUpInsideEvents: Event { .touchUpInside }

    private func cancelCurrentTracking(with event: UIEvent?) {
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        guard wasTracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }

    private func isInsideTolerance(_ touch: UITouch) -> Bool {
        let tolerance = UIControl.touchTolerance
        return bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(touch.location(in: self))
    }

    // MARK: Context menus

    /// Whether the control's context menu interaction is enabled: then a long press or a secondary click shows the
    /// menu that ``contextMenuInteraction(_:configurationForMenuAtLocation:)`` configures. False by default; a
    /// button's `menu` turns it on (CM-13).
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteraction?.isPressEnabled ?? false }
        set { setContextMenuInteractionEnabled(newValue) }
    }
    /// Whether a tap shows the menu instead of sending the primary action (CM-13). False by default.
    open var showsMenuAsPrimaryAction = false
    /// The control's context menu interaction, once ``isContextMenuInteractionEnabled`` was set.
    public internal(set) var contextMenuInteraction: UIContextMenuInteraction?

    /// The configuration of the control's menu: none by default; subclasses (a button with a `menu`) give one.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// The control's menu is about to appear. Does nothing by default.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// The control's menu is about to disappear. Does nothing by default.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    // MARK: Gesture recognizers

    /// Refuses a recognizer on an ancestor that would take this control's default action (GR-25, SP-6): an
    /// enabled button, switch, stepper or segmented control beats an ancestor's one-finger single tap, a slider
    /// an ancestor's horizontal swipe, a switch an ancestor's pan. Recognizers on the control itself win (GR-26).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, isEnabled else { return true }
        return !defeats(gestureRecognizer)
    }

    /// Whether this control's default action beats `recognizer` on an ancestor; subclasses say which.
    func defeats(_ recognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `recognizer` is a one-finger single tap.
    func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: Sending actions

    /// Sends the actions for `controlEvents` at once, with a nil event; tracking and highlight are unchanged
    /// (CT-13). Each entry whose events overlap fires once, in registration order (CT-11).
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends a named action to `target` (or along the responder chain when nil) through the application (CT-12).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        actionApplication.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs a `UIAction`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        let previous = action.sender
        action.sender = self
        action.handler(action)
        action.sender = previous
    }

    /// The application actions go through: the control's window's, the one it was tracking in, or the shared
    /// one.
    var actionApplication: UIApplication { window?.application ?? trackingApplication ?? .shared }

    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        if let tracer = (window?.application ?? trackingApplication)?.tracer {
            tracer.record(.controlEvents(control: self, events: controlEvents))
        }
        let entries = actionEntries
        for entry in entries where entry.isActive && !entry.events.isDisjoint(with: controlEvents) {
            fire(entry, with: event)
        }
    }

    private func fire(_ entry: ControlActionEntry, with event: UIEvent?) {
        switch entry.kind {
        case .method(let invoke):
            // A freed target is skipped silently, as UIKit's weak targets are.
            guard let target = entry.target else { return }
            invoke(target, self, event)
        case .selector(let selector):
            if entry.hasTarget {
                guard let target = entry.target else { return }
                sendAction(selector, to: target, for: event)
            } else {
                sendAction(selector, to: nil, for: event)
            }
        case .action(let action):
            sendAction(action)
        case .handler(let handler):
            handler.runnable(self)
        }
    }

    // MARK: Target-action by name

    /// Adds a named action for `controlEvents`. `target` is held weakly; a nil target sends the action along the
    /// responder chain (AC-4). Adding the same target and action again merges the events into the existing
    /// entry (CT-10).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for entry in actionEntries where entry.isActive {
            if case .selector(let existing) = entry.kind, existing == action, entry.hasTarget == (object != nil),
                entry.target === object
            {
                entry.events.formUnion(controlEvents)
                return
            }
        }
        actionEntries.append(ControlActionEntry(target: object, events: controlEvents, kind: .selector(action)))
    }

    /// Removes `controlEvents` from the matching entries: a nil target matches every target, a nil action every
    /// action of the target. Entries left with no events are removed.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for entry in actionEntries where entry.isActive {
            guard object == nil || entry.target === object else { continue }
            if let action {
                guard case .selector(let existing) = entry.kind, existing == action else { continue }
            } else if case .action = entry.kind {
                continue
            } else if case .handler = entry.kind {
                continue
            }
            entry.events.subtract(controlEvents)
        }
        pruneEntries()
    }

    func pruneEntries() {
        for entry in actionEntries where entry.events.isEmpty { entry.isActive = false }
        actionEntries.removeAll { !$0.isActive }
    }

    // MARK: Accessibility

    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(stateTraits: accessibilityStateTraits)
    }

    override var defaultAccessibilityRespondsToUserInteraction: Bool { true }
}
