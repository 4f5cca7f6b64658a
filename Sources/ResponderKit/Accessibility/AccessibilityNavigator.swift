// A VoiceOver-like navigator over one window: a focus that moves through the window's elements in reading order.
// Its actions are in AccessibilityNavigator+Actions.swift, its notifications in +Notifications.swift, and its
// scrolling and tapping in +Scrolling.swift and +Tap.swift.
//
// Invariants:
// - No global state: the navigator is attached to its window's application (`UIApplication.accessibilityNavigator`,
//   held weakly there), which routes the notifications posted in it here.
// - The window, the application and the focus are held weakly: a navigator never keeps an app's objects alive, and
//   a released window or element reads as "nothing there" (no elements, no focus, actions return false).
// - `elements` is read anew from the window on each use (AccessibilityElementCollector, which ends on cycles), so
//   the navigator never works on a stale list; only `trail` remembers the order the focus was last set in, to
//   move on sensibly when the focused element disappears.
// - A navigator acts only while it is attached; at the ends of the order, moving does not wrap.
import Foundation

/// Moves an accessibility focus through a window's elements in reading order and performs VoiceOver's actions,
/// headless: what a person using VoiceOver does, as a test can do it.
///
/// ```swift
/// let navigator = AccessibilityNavigator(window: window)
/// navigator.moveFirst()            // the first element in reading order
/// navigator.moveNext()             // the next one
/// navigator.activate()             // accessibilityActivate(), else a real tap at its activation point
/// ```
///
/// Creating a navigator attaches it to the window's application: ``UIApplication/isVoiceOverRunning`` turns true,
/// and notifications posted in that application (``UIAccessibility/post(notification:argument:)``) move its focus.
/// Releasing the navigator or calling ``detach()`` turns VoiceOver off again.
@preconcurrency @MainActor
public final class AccessibilityNavigator {
    /// The window navigated, or nil once it is released.
    public private(set) weak var window: UIWindow?
    /// The application the navigator attaches to (the window's).
    weak var application: UIApplication?
    /// The focused element as last set, reachable or not.
    weak var storedFocus: UIResponder?
    /// The reading order when the focus was last set: where to go on when the focused element disappears.
    var trail: [WeakElement] = []

    /// What the navigator would have spoken for announcements and page scrolls (`.announcement` and
    /// `.pageScrolled` notifications, and the page a ``scroll(_:)`` reached), oldest first.
    public internal(set) var announcements: [String] = []
    /// How many `.pageScrolled` notifications arrived (so ``scroll(_:)`` knows whether the handler posted one).
    var pageScrollsReceived = 0

    /// A weakly held element of the trail.
    struct WeakElement {
        weak var element: UIResponder?
    }

    /// Creates a navigator for `window` and attaches it to the window's application (replacing a navigator
    /// attached before). The focus starts on nothing; call ``moveFirst()`` or post `.screenChanged`.
    ///
    /// - Parameter window: The window whose elements are navigated.
    public init(window: UIWindow) {
        self.window = window
        application = window.application
        window.application.accessibilityNavigator = self
    }

    // MARK: Attachment

    /// Whether this navigator is the one attached to its application (VoiceOver is running with it).
    public var isAttached: Bool {
        guard let application else { return false }
        return application.accessibilityNavigator === self
    }

    /// Attaches the navigator to its application again, replacing any other; notifications come here again.
    public func attach() {
        application?.accessibilityNavigator = self
    }

    /// Detaches the navigator: the application's ``UIApplication/isVoiceOverRunning`` turns false, notifications
    /// no longer arrive, and actions return false until ``attach()``.
    public func detach() {
        guard isAttached else { return }
        application?.accessibilityNavigator = nil
    }

    // MARK: The elements

    /// The window's elements in reading order now (AX-2 … AX-5); empty when the window is hidden or released, or
    /// when the navigator is detached.
    public var elements: [UIResponder] {
        guard isAttached, let window else { return [] }
        return AccessibilityElementCollector.elements(in: window)
    }

    /// The focused element, or nil when nothing is focused or it is no longer reachable (removed, hidden, or
    /// behind a modal view).
    public var focusedElement: UIResponder? {
        guard let storedFocus, elements.contains(where: { $0 === storedFocus }) else { return nil }
        return storedFocus
    }

    // MARK: Moving

    /// Moves the focus to the first element.
    ///
    /// - Returns: the element focused, or nil when there is none (the focus is then cleared).
    @discardableResult
    public func moveFirst() -> UIResponder? {
        let current = elements
        setFocus(current.first, in: current)
        return current.first
    }

    /// Moves the focus to the next element in reading order; at the last one, it stays (no wrap).
    ///
    /// When the focused element has gone, the focus moves to the element that followed it and is still there
    /// (else the first). With no focus, it moves to the first element.
    ///
    /// - Returns: the element focused, or nil when there is no next element.
    @discardableResult
    public func moveNext() -> UIResponder? { move(by: 1) }

    /// Moves the focus to the previous element in reading order; at the first one, it stays (no wrap).
    ///
    /// When the focused element has gone, the focus moves to the element that preceded it and is still there
    /// (else the first). With no focus, it moves to the first element.
    ///
    /// - Returns: the element focused, or nil when there is no previous element.
    @discardableResult
    public func movePrevious() -> UIResponder? { move(by: -1) }

    /// Moves the focus to `element` and scrolls it into view inside its scroll views.
    ///
    /// - Parameter element: An element of ``elements``.
    /// - Returns: whether the focus moved there; false, with the focus unchanged, when `element` is not reachable.
    @discardableResult
    public func focus(_ element: UIResponder) -> Bool {
        let current = elements
        guard current.contains(where: { $0 === element }) else { return false }
        setFocus(element, in: current)
        return true
    }

    /// Moves one step in `direction` (1 or -1) from the focus.
    private func move(by direction: Int) -> UIResponder? {
        let current = elements
        guard !current.isEmpty else { return nil }
        guard let focus = storedFocus else {
            setFocus(current[0], in: current)
            return current[0]
        }
        if let index = current.firstIndex(where: { $0 === focus }) {
            let target = index + direction
            guard current.indices.contains(target) else { return nil }
            setFocus(current[target], in: current)
            return current[target]
        }
        let replacement = survivor(of: focus, in: current, forward: direction > 0) ?? current[0]
        setFocus(replacement, in: current)
        return replacement
    }

    // MARK: Focus bookkeeping

    /// Sets the focus to `element` (nil clears it), remembers `current` as the trail and scrolls it into view.
    func setFocus(_ element: UIResponder?, in current: [UIResponder]) {
        storedFocus = element
        trail = current.map { WeakElement(element: $0) }
        if let element { scrollIntoView(element) }
    }

    /// The element nearest to `gone` in the trail, after it (`forward`) or before it, that is still in `current`.
    func survivor(of gone: UIResponder, in current: [UIResponder], forward: Bool) -> UIResponder? {
        guard let index = trail.firstIndex(where: { $0.element === gone }) else { return nil }
        let candidates = forward ? Array(trail[(index + 1)...]) : Array(trail[..<index].reversed())
        for candidate in candidates {
            if let element = candidate.element, current.contains(where: { $0 === element }) { return element }
        }
        return nil
    }

    /// Keeps the focus when it is still reachable; otherwise moves it to the element after it that is (else the
    /// first, else nothing).
    func settleFocus() {
        let current = elements
        if let focus = storedFocus, current.contains(where: { $0 === focus }) { return }
        let replacement = storedFocus.flatMap { survivor(of: $0, in: current, forward: true) } ?? current.first
        setFocus(replacement, in: current)
    }

    /// The focused element when it is reachable and the navigator may act; nil otherwise.
    var actionableFocus: UIResponder? { focusedElement }
}
