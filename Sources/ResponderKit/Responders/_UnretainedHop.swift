// One step of the responder chain without reference counting: how the default event methods pass an event from
// a view to its superview, and from a window to its application (docs/unsafe.md, "The unretained chain hop").
//
// Invariants:
// - A hop is taken only from a view in a window whose class keeps the library's `next`
//   (`UIResponder.keepsLibraryNext`), with no tracer, and that is not a controller's root view: so `next` is
//   exactly the view's superview, or, for the window, its application (no scene). Anything else takes the
//   retained path (`forwardingTarget`), which calls the overridable `next`.
// - Nothing the calls run on is freed before they return: the window is alive, during a delivery because
//   `UIWindow.sendEvent`'s caller keeps it (the event notes it, `UIEvent.deliveringWindow`), else because the outermost
//   hop retains it for its walk; the window keeps its
//   application, and while `UIWindow.isRunningUnretainedCalls` is set (by the outermost hop) every view that
//   leaves the window is kept in the window's deferred releases (see `WindowChange`), released when the
//   outermost hop returns.
// - A responder is passed over only when its class keeps both the library's `next` and the default event methods
//   (`UIResponder.keepsDefaultEventMethods`, ResponderKit's own classes exactly): calling it would only forward.
// - These hops never form a cycle (superview chains are acyclic; an application is no view), so they are not
//   counted by the event's `ResponderChainWalk`: a cycle in `next` has at least one retained, counted hop.

/// A responder reached from another by UIKit's default `next`, held without a retain, with the window that keeps
/// it alive; or the end of the chain.
@MainActor
struct _UnretainedHop {
    /// The next responder that may handle the event, unretained; nil at the end of the chain.
    private let next: Unmanaged<UIResponder>?
    /// The window whose running unretained calls defer releases; kept alive by the event or the outermost hop.
    private let window: Unmanaged<UIWindow>
    /// The event: only the outermost hop asks whether it holds the window.
    private let event: Unmanaged<UIEvent>

    /// The hop from `responder` for `event`, or nil when it must take the retained path.
    ///
    /// Responders whose class keeps both UIKit's `next` and the default event methods (`keepsDefaultEventMethods`:
    /// a plain `UIView`, `UIWindow`, `UILabel`, the application, …) are passed over: their method would only
    /// forward. An application that keeps the default methods and whose delegate is no responder ends the chain.
    @inline(__always)
    init?(from responder: UIResponder, _ event: UIEvent?) {
        guard responder.keepsLibraryNext, let event, event.tracer == nil else { return nil }
        // Only views set `keepsLibraryNext`.
        let view = unsafeDowncast(responder, to: UIView.self)
        guard let window = view.windowRef, !view.flags.contains(.isControllerRoot),
            let destination = Self.destination(from: Unmanaged.passUnretained(view), in: window)
        else { return nil }
        self.window = window
        self.event = Unmanaged.passUnretained(event)
        next = destination.next
        assert(Self.isReached(destination, from: responder), "_UnretainedHop: not where the responder's next leads")
    }

    /// Where a hop leads: the responder to call (nil at the end of the chain), and how many it passed over.
    private typealias Destination = (next: Unmanaged<UIResponder>?, passed: Int)

    /// Where the default `next` leads from `view`, passing over responders that would only forward: a responder
    /// to call (`next`), or the end of the chain (`next == nil`); nil when the walk must take the retained path.
    /// `passed` counts the responders passed over (for the debug check).
    private nonisolated static func destination(from start: Unmanaged<UIView>, in window: Unmanaged<UIWindow>)
        -> Destination?
    {
        var view = start
        var passed = 0
        while true {
            if let superview = view._withUnsafeGuaranteedRef({ $0.superviewRef }) {
                let passesOver = superview._withUnsafeGuaranteedRef {
                    $0.keepsDefaultEventMethods && $0.keepsLibraryNext && !$0.flags.contains(.isControllerRoot)
                }
                guard passesOver else { return (Unmanaged.passUnretained(superview.takeUnretainedValue()), passed) }
                view = superview
                passed += 1
            } else if view.toOpaque() == window.toOpaque(), let application = Self.application(of: window) {
                let ends = application._withUnsafeGuaranteedRef {
                    $0.keepsDefaultEventMethods && !$0.delegateIsResponder
                }
                if ends { return (nil, passed + 1) }
                return (Unmanaged.passUnretained(application.takeUnretainedValue()), passed)
            } else {
                return nil
            }
        }
    }

    /// Whether following the overridable `next` from `responder` over `passed` responders reaches the hop's
    /// destination (debug builds only).
    private static func isReached(_ destination: Destination, from responder: UIResponder) -> Bool {
        var current: UIResponder? = responder.next
        for _ in 0..<destination.passed { current = current?.next }
        return current === destination.next?.takeUnretainedValue()
    }

    /// Calls `body` on the next responder, keeping every view that leaves the window alive until it returns; at
    /// the end of the chain, marks the event as having reached it, as the default methods do.
    @_transparent  // inlined even in debug builds: one frame fewer per responder of a deep chain
    func run(_ body: (UIResponder) -> Void) {
        guard let next else { return Self.markEndOfChain(event) }
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

    /// What a default method does when the chain ends (`forwardingTarget` with no next and no tracer).
    @inline(__always)
    private nonisolated static func markEndOfChain(_ event: Unmanaged<UIEvent>) {
        event._withUnsafeGuaranteedRef { $0.reachedEndOfChain = true }
    }

    /// The window's application when the window is in no scene (its `next`), else nil.
    @inline(__always)
    private nonisolated static func application(of window: Unmanaged<UIWindow>) -> Unmanaged<UIApplication>? {
        window._withUnsafeGuaranteedRef { $0.isInScene ? nil : $0.applicationRef }
    }

    /// Whether `event` holds `window` (a delivery through `UIWindow.sendEvent` is running).
    @inline(__always)
    private nonisolated static func holds(_ event: Unmanaged<UIEvent>, _ window: Unmanaged<UIWindow>) -> Bool {
        event._withUnsafeGuaranteedRef { $0.deliveringWindow?.toOpaque() } == window.toOpaque()
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
