// The per-element checks of an accessibility audit: activation point, hit-region size, description, trait and
// adjustability.
// The invariants at the top of `AccessibilityAudit.swift` hold here too.
import Foundation

extension AccessibilityAudit {
    /// The step, in points, at which the hit region is probed along the axes through the view's centre.
    static let probeStep: CGFloat = 0.25

    /// Trait names an element's label should not repeat, with the trait (VoiceOver already says them).
    static let spokenTraits: [(word: String, trait: UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("header", .header), ("heading", .header),
        ("adjustable", .adjustable), ("search field", .searchField), ("tab bar", .tabBar), ("switch", .toggleButton),
        ("toggle", .toggleButton),
    ]

    /// Traits that tell assistive technologies an element does something when activated or adjusted.
    static let actionableTraits: UIAccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton, .allowsDirectInteraction,
        .startsMediaSession, .playsSound, .tabBar,
    ]

    /// A tap at the element's activation point does not reach it (`.hitRegion`); the reason is the one
    /// ``HitTestAnalysis/reason(for:)`` gives, as `responderkit explain` prints it.
    static func unreachableActivation(
        of view: UIView, in window: UIWindow, naming: (UIResponder) -> String
    ) -> Issue? {
        let point = window.convert(view.accessibilityActivationPoint, from: nil)
        let analysis = HitTestAnalysis(window: window, point: point)
        guard let reason = analysis.reason(for: view) else { return nil }
        let why = reason.description(of: view) { naming($0) }
        let hit = analysis.hitView.map { naming($0) } ?? "nothing"
        return Issue(
            type: .hitRegion, element: view,
            reason: "a tap at its activation point \(format(point)) reaches \(hit), not it: \(why)",
            hitTestReason: reason)
    }

    /// The hit region is smaller than ``minimumHitSize`` in either direction (`.hitRegion`).
    ///
    /// The region is measured with the view's own `point(inside:with:)` (nil event, no side effects), so an
    /// override that enlarges it counts: from the centre of the bounds, points are probed every ``probeStep``
    /// along each axis, in view coordinates, until one is outside or half the minimum is reached each way. An
    /// element whose centre is outside its own hit region is reported by the activation check instead.
    static func smallHitRegion(of view: UIView) -> Issue? {
        let centre = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        guard view.point(inside: centre, with: nil) else { return nil }
        let width = extent(of: view, from: centre, dx: 1, dy: 0)
        let height = extent(of: view, from: centre, dx: 0, dy: 1)
        guard width < minimumHitSize || height < minimumHitSize else { return nil }
        let enlarged = width > view.bounds.width || height > view.bounds.height
        return Issue(
            type: .hitRegion, element: view,
            reason: "its hit region is \(number(width)) × \(number(height)) pt"
                + (enlarged ? " (point(inside:with:) enlarged)" : "")
                + ", smaller than \(number(minimumHitSize)) × \(number(minimumHitSize)) pt")
    }

    /// The length of the hit region along one axis through `centre`, up to ``minimumHitSize``.
    private static func extent(of view: UIView, from centre: CGPoint, dx: CGFloat, dy: CGFloat) -> CGFloat {
        let limit = Int((minimumHitSize / 2 / probeStep).rounded(.up))
        var total = 1
        for sign in [-1.0, 1.0] as [CGFloat] {
            // The centre sample counts once; the side that ends exactly at a half-open edge gets one sample less.
            let steps = sign < 0 ? limit : limit - 1
            var taken = 0
            while taken < steps {
                let distance = CGFloat(taken + 1) * probeStep * sign
                let probe = CGPoint(x: centre.x + dx * distance, y: centre.y + dy * distance)
                guard view.point(inside: probe, with: nil) else { break }
                taken += 1
            }
            total += taken
        }
        return CGFloat(total) * probeStep
    }

    /// The element has no label, or its label repeats a trait VoiceOver already speaks
    /// (`.sufficientElementDescription`).
    static func insufficientDescription(of element: UIResponder) -> Issue? {
        let label = (element.accessibilityLabel ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !label.isEmpty else {
            let what = element.accessibilityTraits.contains(.image) ? "it is an image and" : "it"
            return Issue(
                type: .sufficientElementDescription, element: element,
                reason: "\(what) has no accessibilityLabel, so VoiceOver has nothing to say but its traits")
        }
        let words = label.lowercased()
        let traits = element.accessibilityTraits
        for (word, trait) in spokenTraits where traits.contains(trait) {
            guard words == word || words.hasSuffix(" " + word) || words.hasPrefix(word + " ") else { continue }
            return Issue(
                type: .sufficientElementDescription, element: element,
                reason: "its label \"\(label)\" repeats its trait (VoiceOver already says \"\(word)\")")
        }
        return nil
    }

    /// The element takes taps through a gesture recognizer but has no trait saying so (`.trait`). Controls are
    /// left out: UIKit gives them their traits.
    static func missingActivationTrait(of element: UIResponder) -> Issue? {
        guard let view = element as? UIView, !(view is UIControl), !(view.gestureRecognizers ?? []).isEmpty,
            view.accessibilityTraits.isDisjoint(with: actionableTraits)
        else { return nil }
        return Issue(
            type: .trait, element: view,
            reason: "it has a gesture recognizer but no trait that says it can be activated (such as .button)")
    }

    /// The element has the `.adjustable` trait but neither increment nor decrement changes its value (`.action`).
    ///
    /// Whether a class overrides `accessibilityIncrement()` cannot be seen from Swift at run time, and an
    /// override that does nothing is the bug itself, so the check asks the element: it increments and compares
    /// `accessibilityValue`; if the value did not change (it may be at its maximum) it decrements and compares
    /// again. The step that changed the value is undone with the opposite step, so the element ends where it
    /// started; the app sees the two steps (a slider sends `.valueChanged` for each).
    static func unadjustable(_ element: UIResponder) -> Issue? {
        guard element.accessibilityTraits.contains(.adjustable) else { return nil }
        let before = element.accessibilityValue
        element.accessibilityIncrement()
        if element.accessibilityValue != before {
            element.accessibilityDecrement()
            return nil
        }
        element.accessibilityDecrement()
        if element.accessibilityValue != before {
            element.accessibilityIncrement()
            return nil
        }
        let value = before.map { "\"\($0)\"" } ?? "nil"
        return Issue(
            type: .action, element: element,
            reason: "it has the .adjustable trait but increment and decrement leave its accessibilityValue "
                + "at \(value)")
    }

    /// `point` as "(x, y)", numbers written as traces write them.
    static func format(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    /// A number without a trailing ".0" when whole.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return String(describing: double)
    }
}
