// One step of the responder chain without reference counting: how the default event methods pass an event from
// a view to its superview, and from a window to its application (docs/unsafe.md, "The unretained chain hop").
//
// Invariants:
// - A hop is taken only from a view in a window whose class keeps the library's `next`
//   (`UIResponder.keepsLibraryNext`), with no tracer, and that is not a controller's root view: so `next` is
//   exactly the view's superview, or, for the window, its application (no scene). Anything else takes the
//   retained path (`forwardingTarget`), which calls the overridable `next`.
// - Nothing the calls run on is freed before they return: the window is held strongly, by the event during a
//   delivery (`UIEvent.heldWindow`), else by the outermost hop for its walk; the window keeps its
//   application, and while `UIWindow.isRunningUnretainedCalls` is set (by the outermost hop) every view that
//   leaves the window is kept in the window's deferred releases (see `WindowChange`), released when the
//   outermost hop returns.
// - These hops never form a cycle (superview chains are acyclic; an application is no view), so they are not
//   counted by the event's `ResponderChainWalk`: a cycle in `next` has at least one retained, counted hop.

/// A responder reached from another by UIKit's default `next`, held without a retain, with the window that keeps
/// it alive.
@MainActor
struct _UnretainedHop {
    /// The next responder, unretained.
    private let next: Unmanaged<UIResponder>
    /// The window whose running unretained calls defer releases; kept alive by the event or the outermost hop.
    private let window: Unmanaged<UIWindow>
    /// The event: only the outermost hop asks whether it holds the window.
    private let event: Unmanaged<UIEvent>

    /// The hop from `responder` for `event`, or nil when it must take the retained path.
    @inline(__always)
    init?(from responder: UIResponder, _ event: UIEvent?) {
        guard responder.keepsLibraryNext, let event, event.tracer == nil else { return nil }
        // Only views set `keepsLibraryNext`.
        let view = unsafeDowncast(responder, to: UIView.self)
        guard let window = view.windowRef, !view.flags.contains(.isControllerRoot) else { return nil }
        self.window = window
        self.event = Unmanaged.passUnretained(event)
        if let superview = view.superviewRef {
            next = Unmanaged.passUnretained(superview.takeUnretainedValue())
        } else if window.toOpaque() == Unmanaged.passUnretained(view).toOpaque(),
            let application = Self.application(of: window)
        {
            next = Unmanaged.passUnretained(application.takeUnretainedValue())
        } else {
            return nil
        }
        assert(next.takeUnretainedValue() === responder.next, "_UnretainedHop: not the responder's next")
    }

    /// Calls `body` on the next responder, keeping every view that leaves the window alive until it returns.
    @inline(__always)
    func run(_ body: (UIResponder) -> Void) {
        // Only the outermost hop marks the window: a store and a load per hop would chain every hop of a deep
        // walk through one memory location (store forwarding, about 5 cycles a hop).
        let outermost = Self.enter(window)
        if outermost && !Self.holds(event, window) {
            // A call from outside a delivery (an app calling a view's touchesBegan itself): no event holds the
            // window, so the outermost hop does, once for the whole walk.
            _ = window.retain()
            next._withUnsafeGuaranteedRef(body)
            window.release()
        } else {
            next._withUnsafeGuaranteedRef(body)
        }
        if outermost, Self.leave(window) { window.takeUnretainedValue().releaseDeferred() }
    }

    /// The window's application when the window is in no scene (its `next`), else nil.
    @inline(__always)
    private nonisolated static func application(of window: Unmanaged<UIWindow>) -> Unmanaged<UIApplication>? {
        window._withUnsafeGuaranteedRef { $0.isInScene ? nil : $0.applicationRef }
    }

    /// Whether `event` holds `window` (a delivery through `UIWindow.sendEvent` is running).
    @inline(__always)
    private nonisolated static func holds(_ event: Unmanaged<UIEvent>, _ window: Unmanaged<UIWindow>) -> Bool {
        event._withUnsafeGuaranteedRef { $0.heldWindow.map { Unmanaged.passUnretained($0).toOpaque() } }
            == window.toOpaque()
    }

    /// Marks the window as running unretained calls; true when this is the outermost one.
    @inline(__always)
    private nonisolated static func enter(_ window: Unmanaged<UIWindow>) -> Bool {
        window._withUnsafeGuaranteedRef { window in
            if window.isRunningUnretainedCalls { return false }
            window.isRunningUnretainedCalls = true
            return true
        }
    }

    /// Ends the outermost unretained call; true when releases are waiting.
    @inline(__always)
    private nonisolated static func leave(_ window: Unmanaged<UIWindow>) -> Bool {
        window._withUnsafeGuaranteedRef { window in
            window.isRunningUnretainedCalls = false
            return !window.deferredReleases.isEmpty
        }
    }
}
