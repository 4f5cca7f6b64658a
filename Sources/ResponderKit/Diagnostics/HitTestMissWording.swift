// The one wording of "why did this view not get the point", shared by every report that says it.
//
// Invariants:
// - Each sentence is a pure function of the names and facts passed in: no live view is read here, so a report
//   rendered from stored data (the scene explainer's) and one rendered from live views
//   (`HitTestMissReason.description(of:naming:)`) phrase a reason identically.
// - Sentences start in lower case and have no final full stop: they follow "why not <view>: ".
// - Numbers are written as traces write them (`TraceRecorder.format`): no trailing ".0" on whole numbers, "nan",
//   "inf" and "-inf" for the others.
import Foundation

/// The sentences that say why a view did not get a point, one per ``HitTestMissReason`` (plus ``passesThrough``
/// for callers that know a view passes touches through).
///
/// Use ``HitTestMissReason/description(of:naming:)`` with live views; call these directly when the facts come from
/// elsewhere (a stored description of the views), so the wording stays the same.
public enum HitTestMissWording {
    /// "its superview <name>" or "its ancestor <name>".
    public static func relation(_ ancestor: String, isSuperview: Bool) -> String {
        isSuperview ? "its superview \(ancestor)" : "its ancestor \(ancestor)"
    }

    /// The sentence for ``HitTestMissReason/ancestorHidden(_:)``.
    public static func ancestorHidden(_ ancestor: String, isSuperview: Bool) -> String {
        "\(relation(ancestor, isSuperview: isSuperview)) is hidden, which removes its whole subtree from hit-testing "
            + "(HT-4)"
    }

    /// The sentence for ``HitTestMissReason/ancestorTransparent(_:alpha:)``.
    public static func ancestorTransparent(_ ancestor: String, isSuperview: Bool, alpha: Double) -> String {
        "\(relation(ancestor, isSuperview: isSuperview)) has alpha \(number(alpha)) (<= 0.01 counts as transparent), "
            + "which removes its whole subtree from hit-testing (HT-3, HT-4)"
    }

    /// The sentence for ``HitTestMissReason/ancestorInteractionDisabled(_:)``.
    ///
    /// - Parameters:
    ///   - ancestor: the ancestor's name as the explanation prints it.
    ///   - isSuperview: whether the ancestor is the view's direct superview ("its superview" rather than "ancestor").
    ///   - classDefault: the class whose default disabled the ancestor (`UILabel`, `UIImageView`), or nil when it
    ///     was disabled explicitly.
    ///   - interactiveByDefault: whether the ancestor's class is interactive by default: a disabled container
    ///     silently disabling its buttons is SP-16, a label or image view blocking them is SP-1.
    public static func ancestorInteractionDisabled(
        _ ancestor: String, isSuperview: Bool, classDefault: String?, interactiveByDefault: Bool
    ) -> String {
        let byDefault = classDefault.map { " (the \($0) default)" } ?? ""
        return "\(relation(ancestor, isSuperview: isSuperview)) has userInteractionEnabled false\(byDefault), "
            + "which disables its whole subtree (HT-4, \(interactiveByDefault ? "SP-16" : "SP-1"))"
    }

    /// The sentence for ``HitTestMissReason/outsideAncestor(_:)``; `customHitArea` says "hit area" rather than
    /// "bounds" for an ancestor whose `point(inside:with:)` is not the bounds.
    public static func outsideAncestor(_ ancestor: String, isSuperview: Bool, customHitArea: Bool) -> String {
        "the point is outside the \(customHitArea ? "hit area" : "bounds") of "
            + "\(relation(ancestor, isSuperview: isSuperview)), so \(ancestor) never asks its subviews, even those "
            + "that extend there (HT-6, SP-2)"
    }

    /// The sentence for ``HitTestMissReason/hidden``.
    public static let hidden = "it is hidden (SP-7)"

    /// The sentence for ``HitTestMissReason/transparent(alpha:)``.
    public static func transparent(alpha: Double) -> String {
        "its alpha is \(number(alpha)) (<= 0.01 counts as transparent, HT-3, SP-7)"
    }

    /// The sentence for ``HitTestMissReason/interactionDisabled``; `classDefault` names the class whose default
    /// it is (`UILabel`, `UIImageView`), or is nil when it was disabled explicitly.
    public static func interactionDisabled(classDefault: String?) -> String {
        guard let classDefault else { return "its userInteractionEnabled is false (HT-4)" }
        return "its userInteractionEnabled is false, the \(classDefault) default (HT-11, SP-1)"
    }

    /// The sentence for ``HitTestMissReason/outsideHitArea``.
    public static let outsideHitArea = "the point is outside its hit area (point(inside:with:) is false there)"

    /// The sentence for ``HitTestMissReason/covered(by:)``, naming the view in front.
    public static func covered(by winner: String) -> String {
        "\(winner) is in front of it and took the touch first (front-most views are asked first, HT-2)"
    }

    /// The sentence for a ``HitTestMissReason/notReturned`` view that is known to pass touches through (its
    /// `hitTest(_:with:)` returns nil where it would return itself).
    public static let passesThrough =
        "it passes touches through (passThrough: its hitTest returns nil for itself, HT-7)"

    /// The sentence for ``HitTestMissReason/notReturned``.
    public static let notReturned = "its hitTest did not return it"

    /// The sentence for ``HitTestMissReason/notAtPoint``.
    public static let notAtPoint =
        "the point is not on it (outside its bounds and hit area, or clipped away by an ancestor's clipsToBounds)"

    /// The sentence for ``HitTestMissReason/notInWindow``.
    public static let notInWindow = "it is not in the window that was hit-tested"

    /// The UIKit class whose default is `isUserInteractionEnabled == false` that `view` is (`UILabel`,
    /// `UIImageView`, HT-11), or nil.
    @MainActor
    public static func classDisablingInteraction(of view: UIView) -> String? {
        if view is UILabel { return "UILabel" }
        if view is UIImageView { return "UIImageView" }
        return nil
    }

    /// A name for a view in a sentence: its `accessibilityIdentifier`, else its class name (as traces name it).
    @MainActor
    public static func defaultName(of view: UIView) -> String {
        TraceRecorder.name(of: view)
    }

    /// `value` as traces write numbers: no trailing ".0" on whole numbers; "nan", "inf", "-inf".
    private static func number(_ value: Double) -> String {
        // TraceRecorder.format is main-actor isolated and reports render off the main actor; same rule, written here.
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int(value)) }
        return String(describing: value)
    }
}
