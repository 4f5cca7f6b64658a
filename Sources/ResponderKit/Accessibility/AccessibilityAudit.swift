// A headless accessibility audit of one window, modelled on XCTest's `performAccessibilityAudit(for:)`.
//
// Invariants:
// - The elements audited are exactly the navigator's (`AccessibilityElementCollector`, reading order); an
//   interactive view is "reachable" when it is one of them, holds one, or lies inside one.
// - Issues come in a fixed order: element detection (pre-order of the window's views), then per element in reading
//   order hit region, size, description, trait and action, then the responder chain (pre-order of the views).
// - Hit checks apply only to views that are elements and are acted on (`takesActions`); a `UIAccessibilityElement`
//   is a part of its container view and is not tapped on its own here. The views inside a control are its parts
//   and are never reported on their own.
// - Only the `.action` check changes anything: it calls `accessibilityIncrement()` / `accessibilityDecrement()` and
//   undoes the step (see `AccessibilityAudit+Checks.swift`). Every other check only reads, and hit checks use
//   `HitTestAnalysis`, which calls `hitTest(_:with:)` and `point(inside:with:)` with a nil event (HT-13, HT-15).
// - Walks are iterative and visit each view once; responder chains are walked with `ResponderChainWalk.chain`,
//   which stops at a cycle, so no scene can hang the audit.
import Foundation

/// Finds accessibility problems in a window without running VoiceOver: what XCTest's
/// `performAccessibilityAudit(for:)` checks, and what only a model of the event system can see — a tap at an
/// element's activation point that does not reach it (and why), an interactive view assistive technologies cannot
/// reach, and a responder chain that does not reach the application.
///
/// ```swift
/// for issue in AccessibilityAudit.run(window: window) {
///     print(issue.description { TraceRecorder.name(of: $0) })
/// }
/// ```
@MainActor
public enum AccessibilityAudit {
    /// The smallest hit region, in points, that the audit accepts in each direction (UIKit's guideline).
    public static let minimumHitSize: CGFloat = 44

    /// Audits `window` for the problems in `types` and returns them in a fixed order (see the file header).
    ///
    /// The `.action` type calls `accessibilityIncrement()` and `accessibilityDecrement()` on each adjustable
    /// element and then steps it back, so app code runs (a slider sends `.valueChanged`); leave `.action` out of
    /// `types` to audit without side effects.
    ///
    /// - Parameters:
    ///   - window: The window to audit; a hidden window has no elements, so only its views' chains are checked.
    ///   - types: The kinds of problem to look for; all by default.
    ///   - naming: Names the other views and responders a reason mentions; `accessibilityIdentifier`, else the
    ///     class, by default.
    /// - Returns: The issues found, none when the window passes.
    public static func run(
        window: UIWindow, types: AuditType = .all,
        naming: (UIResponder) -> String = { TraceRecorder.name(of: $0) }
    ) -> [Issue] {
        let elements = AccessibilityElementCollector.elements(in: window)
        var issues: [Issue] = []
        if types.contains(.elementDetection) {
            issues += undetectedInteractiveViews(in: window, elements: elements, naming: naming)
        }
        for element in elements {
            // Only what people act on must take taps: static text and images need not.
            if types.contains(.hitRegion), let view = element as? UIView, takesActions(view) {
                if let issue = unreachableActivation(of: view, in: window, naming: naming) { issues.append(issue) }
                if let issue = smallHitRegion(of: view, in: window) { issues.append(issue) }
            }
            if types.contains(.sufficientElementDescription), let issue = insufficientDescription(of: element) {
                issues.append(issue)
            }
            if types.contains(.trait), let issue = missingActivationTrait(of: element) { issues.append(issue) }
            if types.contains(.action), let issue = unadjustable(element) { issues.append(issue) }
        }
        if types.contains(.responderChain) {
            issues += brokenChains(in: window, naming: naming)
        }
        return issues
    }

    /// Every view of `window` (the window first), in pre-order, without recursion.
    static func views(of window: UIWindow) -> [UIView] {
        var result: [UIView] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Whether a person can use `view` by touch: a control, or a view with a gesture recognizer.
    static func isInteractive(_ view: UIView) -> Bool {
        view is UIControl || !(view.gestureRecognizers ?? []).isEmpty
    }

    /// Whether an element is acted on: an interactive view, or one whose traits say it can be activated or adjusted.
    static func takesActions(_ view: UIView) -> Bool {
        isInteractive(view) || !view.accessibilityTraits.isDisjoint(with: actionableTraits)
            || view.accessibilityRespondsToUserInteraction
    }

    /// Interactive views that can be seen but that no element reaches (`.elementDetection`).
    static func undetectedInteractiveViews(
        in window: UIWindow, elements: [UIResponder], naming: (UIResponder) -> String
    ) -> [Issue] {
        let elementSet = Set(elements.map(ObjectIdentifier.init))
        // A view is reachable when it is an element, holds one (its activation lands inside) or lies inside one.
        var covered = Set<ObjectIdentifier>()
        for element in elements {
            var current: UIResponder? = element
            if let custom = element as? UIAccessibilityElement { current = custom.accessibilityContainer as? UIView }
            while let view = current as? UIView {
                guard covered.insert(ObjectIdentifier(view)).inserted else { break }
                current = view.superview
            }
        }
        var issues: [Issue] = []
        var stack: [(view: UIView, insideElement: Bool)] = [(window, false)]
        while let (view, insideElement) = stack.popLast() {
            // Hidden and transparent views are out of everyone's reach, not only assistive technologies'.
            guard !view.isHidden, view.alpha > UIView.hitTestAlphaThreshold else { continue }
            let isElement = elementSet.contains(ObjectIdentifier(view))
            if !insideElement, !isElement, isInteractive(view), !covered.contains(ObjectIdentifier(view)) {
                issues.append(
                    Issue(
                        type: .elementDetection, element: view,
                        reason: "it takes touches (\(view is UIControl ? "a control" : "it has a gesture recognizer")) "
                            + "but VoiceOver cannot reach it: \(whyNotAnElement(view, naming: naming))"))
            }
            for child in view.subviews.reversed() { stack.append((child, insideElement || isElement)) }
        }
        return issues
    }

    /// Why the collector passed over `view`, as far as its own state and its ancestors' tell.
    private static func whyNotAnElement(_ view: UIView, naming: (UIResponder) -> String) -> String {
        var current: UIView? = view.superview
        while let ancestor = current {
            if ancestor.accessibilityElementsHidden {
                return "\(naming(ancestor)) has accessibilityElementsHidden (AX-3)"
            }
            if let parent = ancestor.superview,
                parent.subviews.contains(where: { $0 !== ancestor && $0.accessibilityViewIsModal && !$0.isHidden })
            {
                return "a sibling of \(naming(ancestor)) has accessibilityViewIsModal (AX-4)"
            }
            current = ancestor.superview
        }
        if let parent = view.superview,
            parent.subviews.contains(where: { $0 !== view && $0.accessibilityViewIsModal && !$0.isHidden })
        {
            return "a sibling has accessibilityViewIsModal (AX-4)"
        }
        if view.accessibilityElementsHidden { return "it has accessibilityElementsHidden (AX-3)" }
        if !view.isAccessibilityElement { return "its isAccessibilityElement is false and it holds no element (AX-2)" }
        return "it is clipped away or listed by no container's accessibilityElements (AX-2)"
    }
}
