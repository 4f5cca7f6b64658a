// What a person using VoiceOver does to the focused element: activate it, adjust it, escape, magic tap, scroll,
// and its custom actions.
//
// Invariants:
// - Every action starts at the focused element and does nothing (returns false) when there is none, when it is no
//   longer reachable, or when the navigator is detached or its window hidden or released.
// - Walks along the responder chain use `ResponderChainWalk.chain(from:)`, which stops at the first repeated
//   responder, so a `next` cycle ends the walk instead of hanging it.
// - After an action the focus stays on the element when it is still reachable, and otherwise moves to the element
//   that followed it (else the first): an element that removes itself when activated leaves no dangling focus.
import Foundation

extension AccessibilityNavigator {
    // MARK: Activation

    /// Activates the focused element (AX-7): calls its ``UIResponder/accessibilityActivate()``, and when that
    /// returns false, taps at its ``UIResponder/accessibilityActivationPoint`` through the application's input
    /// layer, like any finger, so controls send their events and gesture recognizers fire.
    ///
    /// - Returns: whether the element handled the activation or the tap was delivered; false when nothing is
    ///   focused or the input layer refused the tap (for example when called from inside an event handler).
    @discardableResult
    public func activate() -> Bool {
        let current = elements
        guard let element = storedFocus, current.contains(where: { $0 === element }) else { return false }
        trail = current.map { WeakElement(element: $0) }
        let handled = element.accessibilityActivate() || tap(at: element.accessibilityActivationPoint)
        // A handler may have moved the focus itself (by posting a notification): only a focus left behind moves.
        if storedFocus === element { settleFocus() }
        return handled
    }

    // MARK: Adjusting

    /// Increments the focused element when it is adjustable (``UIAccessibilityTraits/adjustable``): calls its
    /// ``UIResponder/accessibilityIncrement()`` (a `UISlider` moves by 10% and sends `.valueChanged`).
    ///
    /// - Returns: whether the focused element is adjustable and was told to increment.
    @discardableResult
    public func increment() -> Bool {
        guard let element = actionableFocus, element.accessibilityTraits.contains(.adjustable) else { return false }
        element.accessibilityIncrement()
        return true
    }

    /// Decrements the focused element when it is adjustable (``UIAccessibilityTraits/adjustable``): calls its
    /// ``UIResponder/accessibilityDecrement()``.
    ///
    /// - Returns: whether the focused element is adjustable and was told to decrement.
    @discardableResult
    public func decrement() -> Bool {
        guard let element = actionableFocus, element.accessibilityTraits.contains(.adjustable) else { return false }
        element.accessibilityDecrement()
        return true
    }

    // MARK: Walks along the chain

    /// The escape gesture (AX-9): ``UIResponder/accessibilityPerformEscape()`` from the focused element along the
    /// responder chain, then the application delegate, until one returns true.
    ///
    /// - Returns: whether some responder handled it.
    @discardableResult
    public func escape() -> Bool {
        guard let element = actionableFocus else { return false }
        let handled = firstHandler(from: element, includingDelegate: true) { $0.accessibilityPerformEscape() }
        settleFocus()
        return handled != nil
    }

    /// The magic tap (AX-9): ``UIResponder/accessibilityPerformMagicTap()`` from the focused element along the
    /// responder chain, then the application delegate (the usual handler of last resort) when the chain did not
    /// reach it, until one returns true.
    ///
    /// - Returns: whether some responder handled it.
    @discardableResult
    public func magicTap() -> Bool {
        guard let element = actionableFocus else { return false }
        let handled = firstHandler(from: element, includingDelegate: true) { $0.accessibilityPerformMagicTap() }
        settleFocus()
        return handled != nil
    }

    /// The three-finger swipe: ``UIResponder/accessibilityScroll(_:)`` from the focused element along the responder
    /// chain until one returns true (a `UIScrollView` scrolls by a page). When a scroll view scrolled and nobody
    /// posted `.pageScrolled` meanwhile, the navigator posts its page ("Page 2 of 3") to the application, as
    /// VoiceOver speaks it; it is recorded in ``announcements``.
    ///
    /// - Parameter direction: The direction of the swipe.
    /// - Returns: whether some responder scrolled.
    @discardableResult
    public func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let element = actionableFocus else { return false }
        let postedBefore = pageScrollsReceived
        let handler = firstHandler(from: element, includingDelegate: false) { $0.accessibilityScroll(direction) }
        if let scrollView = handler as? UIScrollView, pageScrollsReceived == postedBefore {
            application?.post(.pageScrolled, argument: Self.pageStatus(of: scrollView))
        }
        settleFocus()
        return handler != nil
    }

    /// The first responder from `element` along the chain (and then the application delegate when asked and not
    /// already passed) for which `perform` returns true.
    private func firstHandler(
        from element: UIResponder, includingDelegate: Bool, _ perform: (UIResponder) -> Bool
    ) -> UIResponder? {
        var responders = ResponderChainWalk.chain(from: element).responders
        if includingDelegate, let delegate = application?.delegate as? UIResponder,
            !responders.contains(where: { $0 === delegate })
        {
            responders.append(delegate)
        }
        return responders.first(where: perform)
    }

    /// "Page n of m" for `scrollView`'s offset, along the axis it scrolls (vertical unless it only scrolls sideways).
    static func pageStatus(of scrollView: UIScrollView) -> String {
        let range = scrollView.scrollableRange
        let sideways = range.max.y <= range.min.y && range.max.x > range.min.x
        let page = sideways ? scrollView.bounds.width : scrollView.bounds.height
        let span = sideways ? range.max.x - range.min.x : range.max.y - range.min.y
        let offset = sideways ? scrollView.contentOffset.x - range.min.x : scrollView.contentOffset.y - range.min.y
        guard page > 0, span.isFinite, offset.isFinite else { return "Page 1 of 1" }
        let count = Int((span / page).rounded(.up)) + 1
        let index = min(max(Int((offset / page).rounded()) + 1, 1), count)
        return "Page \(index) of \(count)"
    }

    // MARK: Custom actions

    /// The custom actions of the focused element (VoiceOver's actions rotor); empty when it has none or nothing is
    /// focused.
    public var customActions: [UIAccessibilityCustomAction] {
        actionableFocus?.accessibilityCustomActions ?? []
    }

    /// Performs the focused element's first custom action called `name`.
    ///
    /// - Parameter name: The action's ``UIAccessibilityCustomAction/name``.
    /// - Returns: the handler's answer; false when no action has that name or nothing is focused.
    @discardableResult
    public func performCustomAction(named name: String) -> Bool {
        guard let action = customActions.first(where: { $0.name == name }) else { return false }
        let handled = action.perform()
        settleFocus()
        return handled
    }
}
