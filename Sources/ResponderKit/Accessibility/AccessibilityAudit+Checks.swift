// The per-element checks of an accessibility audit: activation point, hit-region size, description, trait and
// adjustability.
// The invariants at the top of `AccessibilityAudit.swift` hold here too.
import Foundation

extension AccessibilityAudit {
    /// The step, in window points, at which the hit region is probed along the view's axes through its centre.
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
    /// The region is measured on screen, in `window`'s points, after the transforms of the view and its ancestors
    /// (a 60 × 60 button scaled to half is 30 × 30 to a finger), and with the view's own `point(inside:with:)` (nil
    /// event, no side effects), so an override that enlarges it counts. Along each of the view's axes through the
    /// centre of its bounds, as the axis lies in the window, points are probed every ``probeStep`` (the first half a
    /// step out) until one is outside or half the minimum is covered each way; each window point is converted into
    /// the view as a touch's would be. An element whose centre is outside its own hit region is reported by the
    /// activation check instead.
    static func smallHitRegion(of view: UIView, in window: UIWindow) -> Issue? {
        let centre = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        guard view.point(inside: centre, with: nil) else { return nil }
        let across = extent(of: view, in: window, from: centre, dx: 1, dy: 0)
        let down = extent(of: view, in: window, from: centre, dx: 0, dy: 1)
        let (width, height) = (across.length, down.length)
        guard width < minimumHitSize || height < minimumHitSize else { return nil }
        // Against the bounds as large as they are on screen (a scaled view is not enlarged); the probes round the
        // bounds by less than a step, so only a step more is an enlargement.
        let enlarged =
            width >= view.bounds.width * across.scale + probeStep
            || height >= view.bounds.height * down.scale + probeStep
        return Issue(
            type: .hitRegion, element: view,
            reason: "its hit region is \(number(width)) × \(number(height)) pt"
                + (enlarged ? " (point(inside:with:) enlarged)" : "")
                + ", smaller than \(number(minimumHitSize)) × \(number(minimumHitSize)) pt")
    }

    /// The length in window points of the hit region along the view's axis (`dx`, `dy`) through `centre`, up to
    /// ``minimumHitSize``, and how long one point of the view along that axis is in the window.
    private static func extent(
        of view: UIView, in window: UIWindow, from centre: CGPoint, dx: CGFloat, dy: CGFloat
    ) -> (length: CGFloat, scale: CGFloat) {
        let start = view.convert(centre, to: window)
        let end = view.convert(CGPoint(x: centre.x + dx, y: centre.y + dy), to: window)
        let (vx, vy) = (end.x - start.x, end.y - start.y)
        let scale = (vx * vx + vy * vy).squareRoot()
        // A transform that collapses the axis (a zero scale) leaves nothing to touch along it.
        guard scale > 0, scale.isFinite else { return (0, 0) }
        let (ux, uy) = (vx / scale, vy / scale)
        let limit = Int((minimumHitSize / 2 / probeStep).rounded(.up))
        var total = 0
        for sign in [-1.0, 1.0] as [CGFloat] {
            var taken = 0
            while taken < limit {
                // Probes sit half a step off the step grid, so none falls exactly on an edge, where rounding in
                // the conversion (a rotation) would decide whether it is inside.
                let distance = (CGFloat(taken) + 0.5) * probeStep * sign
                let probe = CGPoint(x: start.x + ux * distance, y: start.y + uy * distance)
                guard view.point(inside: window.convert(probe, to: view), with: nil) else { break }
                taken += 1
            }
            total += taken
        }
        return (CGFloat(total) * probeStep, scale)
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
