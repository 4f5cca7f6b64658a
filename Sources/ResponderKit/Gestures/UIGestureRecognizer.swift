// The base class of gesture recognizers: state, targets, touches, and the subclass hooks.
//
// Invariants:
// - While engaged, `state` only changes through the application's touch dispatcher: its `GestureArbiter` checks
//   each change against `GestureStateTransitions` and applies UIKit's arbitration (should-begin, exclusion, failure
//   requirements), and the dispatcher's executor carries out what that means (actions, the views' touches) before
//   the setter returns.
// - `dispatcher` is set while the recognizer is engaged (it received touches since its last reset) and nil otherwise.
// - `trackedTouches` holds the recognizer's touches that have not ended; a finished recognizer is reset to
//   `.possible` only once it is empty (GR-5).
// - Targets are held weakly; actions run in the order they were added, on began, changed, ended and cancelled,
//   never on failed (GR-4).
import Foundation

/// The base class for concrete gesture recognizers.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, SelectorDispatching {
    /// The states of a recognizer (GR-1).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete recognizer's success state, the same as `ended`.
        public static let recognized = State.ended

        /// The state's name.
        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    // MARK: Stored state

    @exclusivity(unchecked) var storedState: State = .possible
    /// The state a recognizer waiting for failure requirements will enter (GR-12).
    @exclusivity(unchecked) var pendingState: State?
    @exclusivity(unchecked) var trackedTouches: [UITouch] = []
    /// The presses the recognizer receives that have not ended (PG-3); a finished recognizer resets once it and
    /// `trackedTouches` are empty.
    package internal(set) var trackedPresses: [UIPress] = []
    /// The modifier keys of the last event the recognizer received (PG-9).
    @exclusivity(unchecked) var storedModifierFlags: UIKeyModifierFlags = []
    /// The press types set by the app; nil keeps the class's default (`defaultAllowedPressTypes`).
    var storedAllowedPressTypes: [NSNumber]?
    /// Whether the recognizer received touches since its last reset.
    @exclusivity(unchecked) var isEngaged = false
    /// The touch dispatcher the recognizer is engaged in, whose executor its state changes go to; nil when not
    /// engaged.
    // Unowned, not weak (no side table, so no slow reference counting): the dispatcher clears it when the recognizer
    // resets and when the dispatcher itself goes away; a mistake would trap, not corrupt memory.
    unowned var dispatcher: TouchDispatcher?
    private var actions: [GestureActionEntry] = []
    private var failureRequirements: [WeakRecognizer] = []
    private var timers: [EventTimer] = []
    /// The centroid of the touches in window coordinates, kept after they end for `location(in:)`.
    @exclusivity(unchecked) var lastCentroid: CGPoint = .zero
    @exclusivity(unchecked) private var storedEnabled = true

    // MARK: Initializers

    /// Creates a recognizer with a named action for `target` (a responder implementing it through
    /// `actionHandler(for:)`), or with none.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    deinit {
        // Timer actions capture their recognizer unowned (a weak capture would give every recognizer a side table
        // and slow reference counting on the touch path): cancel them before the recognizer goes away.
        MainActor.assumeIsolated {
            for timer in timers { timer.cancel() }
        }
    }

    /// Creates a recognizer without targets.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer whose action runs `handler` (a ResponderKit addition).
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        actions.append(GestureActionEntry(target: nil, kind: .closure(handler)))
    }

    // MARK: Configuration

    /// The view the recognizer is attached to.
    public var view: UIView? { storedView }
    // Not weak (a weak reference would give every view with a recognizer a side table, slowing its reference
    // counting in hit-testing), and not safe `unowned`: the view's `tearDown` compares it while the view is being
    // deinitialized, which a safe unowned read traps on. The view clears it when the recognizer is removed and
    // when the view is deallocated (docs/unsafe.md).
    unowned(unsafe) var storedView: UIView?
    /// The delegate.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging and traces.
    open var name: String?

    /// Whether the recognizer receives touches. Disabling an active recognizer cancels it; disabling one in the
    /// possible state makes it fail (GR-7).
    open var isEnabled: Bool {
        get { storedEnabled }
        set {
            guard storedEnabled != newValue else { return }
            storedEnabled = newValue
            if !newValue { dispatcher?.detach(self, reason: "disabled") }
        }
    }

    /// Whether recognition cancels the touches in the view (GR-13). True by default.
    open var cancelsTouchesInView = true
    /// Whether began and moved phases are held back from the view while the recognizer is possible (GR-14).
    /// False by default.
    open var delaysTouchesBegan = false
    /// Whether the ended phase is held back from the view while the recognizer is possible (GR-15). True by
    /// default.
    open var delaysTouchesEnded = true
    /// Whether all touches of a gesture must be of one type. True by default.
    open var requiresExclusiveTouchType = true
    /// The touch types the recognizer receives; every type by default.
    open var allowedTouchTypes: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]

    /// The pointer buttons of the gesture: those pressed by the touches the recognizer is tracking, or last
    /// tracked; empty for fingers. Read-only, as in UIKit.
    ///
    /// Which clicks a recognizer receives: a tap, those that press its
    /// ``UITapGestureRecognizer/buttonMaskRequired``; every other recognizer (pan, long press, swipe, pinch,
    /// rotation, and custom subclasses), primary-button clicks only — UIKit has no public setting for them.
    /// Finger touches press no button and always qualify.
    open var buttonMask: UIEvent.ButtonMask { storedButtonMask }
    @exclusivity(unchecked) var storedButtonMask: UIEvent.ButtonMask = []

    /// Whether the recognizer receives a pointer touch pressing `buttons`: the primary button by default.
    func acceptsPointerButtons(_ buttons: UIEvent.ButtonMask) -> Bool { buttons.contains(.primary) }

    // MARK: State

    /// The current state. Subclasses set it to report progress; every change is checked against the legal
    /// transitions and UIKit's arbitration, and an illegal one is ignored and traced.
    public var state: State {
        get { storedState }
        set {
            if isEngaged, let dispatcher {
                // To the executor, which has the arbiter decide at once and carries the decisions out.
                dispatcher.requestTransition(self, to: newValue)
            } else if GestureStateTransitions.isLegal(from: storedState, to: newValue) {
                // Not engaged with any touch (a recognizer driven by hand): apply directly.
                applyState(newValue)
            }
        }
    }

    func applyState(_ newValue: State) {
        storedState = newValue
        sendActionsForState()
    }

    /// Sends the actions for the current state: every state but possible and failed has them (GR-4).
    func sendActionsForState() {
        if storedState != .possible && storedState != .failed { sendActions() }
    }

    // MARK: Location

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (window coordinates for nil).
    open func location(in view: UIView?) -> CGPoint {
        updateCentroid()
        return convertFromWindow(lastCentroid, to: view)
    }

    /// The location of one of the recognizer's touches in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    func updateCentroid() {
        guard !trackedTouches.isEmpty else { return }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in trackedTouches {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        let count = CGFloat(trackedTouches.count)
        lastCentroid = CGPoint(x: x / count, y: y / count)
    }

    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: self.view?.window)
    }

    // MARK: Relationships

    /// Makes the recognizer wait until `otherGestureRecognizer` fails before it recognizes (GR-12).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    var explicitFailureRequirements: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// Whether this recognizer can prevent `preventedGestureRecognizer` from recognizing. True by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` can prevent this one from recognizing. True by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. False by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this recognizer to fail. False by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Subclass hooks

    /// Called when touches the recognizer receives begin. Does nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the recognizer's touches move. Does nothing by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the recognizer's touches end. Does nothing by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the recognizer's touches are cancelled. Does nothing by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer returns to `.possible` after finishing (GR-5). Subclasses clear their
    /// gesture state here and call `super`.
    open func reset() {
        for timer in timers { timer.cancel() }
        timers.removeAll()
    }

    /// Stops delivering `touch` to the recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        dispatcher?.ignore(touch, by: self)
    }

    // Press hooks are declared here, not in `UIGestureRecognizer+Presses.swift`: subclasses override them (PG-2).
    /// Called when presses the recognizer receives begin (PG-2). Does nothing by default.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called when the force of the recognizer's presses changes. Does nothing by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called when the recognizer's presses end. Does nothing by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called when the recognizer's presses are cancelled. Does nothing by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    // MARK: Continuous recognizers

    /// Ends a continuous recognizer that began; fails it while still possible (a finger lifted too early).
    func endIfActiveElseFail() {
        switch storedState {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Cancels a continuous recognizer that began; fails it while still possible.
    func cancelIfActiveElseFail() {
        state = (storedState == .began || storedState == .changed) ? .cancelled : .failed
    }

    // MARK: Timers

    /// Schedules `action` on the application's clock; it is cancelled by `reset()` and when the recognizer is
    /// deallocated, so the action may capture the recognizer `unowned`. For subclasses.
    public final func scheduleTimer(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        let clock = dispatcher?.clock ?? view?.window?.application.clock ?? UIApplication.shared.clock
        timers.removeAll { !$0.isValid }
        timers.append(clock.schedule(after: delay, action))
    }

    /// Cancels every timer scheduled with ``scheduleTimer(after:_:)``.
    public func cancelTimers() {
        for timer in timers { timer.cancel() }
        timers.removeAll()
    }

    /// The current time of the application's clock.
    public var currentTime: TimeInterval {
        (dispatcher?.clock ?? view?.window?.application.clock ?? UIApplication.shared.clock).now
    }

    // MARK: Targets

    /// Calls the method `call.selector` names (see ``SelectorDispatching``). None by default: subclasses that are
    /// targets of selectors add one `call.match` line per method and end with `super`.
    open func invokeSelector(_ call: SelectorCall) -> Bool { false }

    /// Adds a named action for a responder target (held weakly).
    open func addTarget(_ target: Any, action: Selector) {
        actions.append(GestureActionEntry(target: target as AnyObject, kind: .selector(action)))
    }

    /// Removes matching targets: a nil target matches every target, a nil action every action of the target.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll { entry in
            guard object == nil || entry.target === object else { return false }
            guard let action else { return entry.target != nil || object == nil }
            if case .selector(let existing) = entry.kind { return existing == action }
            return false
        }
    }

    func appendAction(_ entry: GestureActionEntry) {
        actions.append(entry)
    }

    private func sendActions() {
        let entries = actions
        for entry in entries {
            switch entry.kind {
            case .method(let invoke):
                guard let target = entry.target else { continue }
                invoke(target, self)
            case .selector(let selector):
                // A freed target is skipped, as UIKit's weak targets are.
                guard let target = entry.target else { continue }
                SelectorDispatch.call(
                    selector, on: target, sender: self, secondArgument: nil, application: view?.window?.application)
            case .closure(let handler):
                handler(self)
            }
        }
    }
}

extension UIGestureRecognizer {
    /// Adds an action method that takes the recognizer, typed as its own class:
    /// `func handleTap(_ recognizer: UITapGestureRecognizer)`. The target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        appendAction(
            GestureActionEntry(
                target: target,
                kind: .method { object, recognizer in
                    // `as!`: the entry stores `target` and calls back with this recognizer, so the casts never fail.
                    action(object as! Target)(recognizer as! Self)
                }))
    }

    /// Adds an action method that takes no arguments. The target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        appendAction(
            GestureActionEntry(
                target: target,
                kind: .method { object, _ in action(object as! Target)() }))
    }
}

/// One action of a recognizer.
@MainActor
struct GestureActionEntry {
    enum Kind {
        case method(@MainActor (AnyObject, UIGestureRecognizer) -> Void)
        case selector(Selector)
        case closure(@MainActor (UIGestureRecognizer) -> Void)
    }

    weak var target: AnyObject?
    let kind: Kind
}

/// A weak reference to a recognizer.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
