// Why a view did not get a point that the hit-test of its window was given.
// The invariants at the top of `HitTestAnalysis.swift` hold here too.
import Foundation

/// Why a view did not get a point that its window was hit-tested at: the first reason, from the window down.
///
/// The views a reason names are the live views; two reasons are equal when they are the same case naming the same
/// view objects (identity, not `isEqual(_:)`) with the same alpha.
public enum HitTestMissReason: Sendable, Equatable {
    /// An ancestor is hidden, which removes its whole subtree from hit-testing (HT-4).
    case ancestorHidden(UIView)
    /// An ancestor has alpha ≤ 0.01, which removes its whole subtree (HT-3, HT-4).
    case ancestorTransparent(UIView, alpha: Double)
    /// An ancestor has `isUserInteractionEnabled` false, which disables its whole subtree (HT-4, SP-1, SP-16).
    case ancestorInteractionDisabled(UIView)
    /// The point is outside an ancestor's `point(inside:with:)`, so that ancestor never asks its subviews, even
    /// those drawn there (HT-6, SP-2).
    case outsideAncestor(UIView)
    /// The view is hidden (SP-7).
    case hidden
    /// The view's alpha is at most 0.01 (HT-3, SP-7).
    case transparent(alpha: Double)
    /// The view has `isUserInteractionEnabled` false (HT-4, HT-11).
    case interactionDisabled
    /// The point is on the view's bounds but outside its hit area (its `point(inside:with:)` is false there).
    case outsideHitArea
    /// A view in front took the point first: subviews are asked front-most first (HT-2). The view named is the
    /// sibling (of the view or of one of its ancestors) on the way to the hit view.
    case covered(by: UIView)
    /// None of the above: an override of `hitTest(_:with:)` returned another view or nil (HT-7), for example a
    /// view that passes touches through.
    case notReturned
    /// The point is not on the view at all: outside its bounds and its hit area, or clipped away by an ancestor
    /// whose `clipsToBounds` is true.
    case notAtPoint
    /// The view is not in the analysed window.
    case notInWindow

    /// Whether two reasons are the same case, naming the same views (by identity) and the same alpha.
    public static func == (lhs: HitTestMissReason, rhs: HitTestMissReason) -> Bool {
        switch (lhs, rhs) {
        case (.ancestorHidden(let a), .ancestorHidden(let b)),
            (.ancestorInteractionDisabled(let a), .ancestorInteractionDisabled(let b)),
            (.outsideAncestor(let a), .outsideAncestor(let b)),
            (.covered(let a), .covered(let b)):
            return a === b
        case (.ancestorTransparent(let a, let alphaA), .ancestorTransparent(let b, let alphaB)):
            return a === b && alphaA == alphaB
        case (.transparent(let alphaA), .transparent(let alphaB)):
            return alphaA == alphaB
        case (.hidden, .hidden), (.interactionDisabled, .interactionDisabled), (.outsideHitArea, .outsideHitArea),
            (.notReturned, .notReturned), (.notAtPoint, .notAtPoint), (.notInWindow, .notInWindow):
            return true
        default:
            return false
        }
    }

    /// The other view the reason names (the ancestor, or the view in front), if any.
    public var relatedView: UIView? {
        switch self {
        case .ancestorHidden(let view), .ancestorTransparent(let view, _), .ancestorInteractionDisabled(let view),
            .outsideAncestor(let view), .covered(let view):
            return view
        case .hidden, .transparent, .interactionDisabled, .outsideHitArea, .notReturned, .notAtPoint, .notInWindow:
            return nil
        }
    }

    /// One line saying why `view` did not get the point, after "why not <view>: ", in the wording every report
    /// shares (``HitTestMissWording``); `naming` names the other view the reason mentions.
    ///
    /// Facts the sentence needs about the views come from the live views: whether the ancestor is the superview,
    /// whether a disabled view is a `UILabel` or `UIImageView` (which are disabled by default, HT-11), and whether
    /// an ancestor's class may override `point(inside:with:)` ("hit area" rather than "bounds").
    @MainActor
    public func description(of view: UIView, naming name: (UIView) -> String) -> String {
        typealias Wording = HitTestMissWording
        switch self {
        case .ancestorHidden(let ancestor):
            return Wording.ancestorHidden(name(ancestor), isSuperview: view.superview === ancestor)
        case .ancestorTransparent(let ancestor, let alpha):
            return Wording.ancestorTransparent(name(ancestor), isSuperview: view.superview === ancestor, alpha: alpha)
        case .ancestorInteractionDisabled(let ancestor):
            return Wording.ancestorInteractionDisabled(
                name(ancestor), isSuperview: view.superview === ancestor,
                classDefault: Wording.classDisablingInteraction(of: ancestor),
                interactiveByDefault: Wording.classDisablingInteraction(of: ancestor) == nil)
        case .outsideAncestor(let ancestor):
            return Wording.outsideAncestor(
                name(ancestor), isSuperview: view.superview === ancestor,
                customHitArea: !UIView.hitTestsByDefault(ancestor))
        case .hidden:
            return Wording.hidden
        case .transparent(let alpha):
            return Wording.transparent(alpha: alpha)
        case .interactionDisabled:
            return Wording.interactionDisabled(classDefault: Wording.classDisablingInteraction(of: view))
        case .outsideHitArea:
            return Wording.outsideHitArea
        case .covered(let winner):
            return Wording.covered(by: name(winner))
        case .notReturned:
            return Wording.notReturned
        case .notAtPoint:
            return Wording.notAtPoint
        case .notInWindow:
            return Wording.notInWindow
        }
    }
}
