// Why a view that contains the point on screen did not get it.
// The invariants at the top of `ExplainResult.swift` hold here too.

import Foundation
import ResponderKit

/// Why a view that contains the point on screen did not get it.
public enum ExplainWhyReason: Sendable, Equatable {
    /// An ancestor (scene index) is hidden, which removes its whole subtree (HT-4).
    case ancestorHidden(Int)
    /// An ancestor has alpha ≤ 0.01, which removes its whole subtree (HT-3, HT-4).
    case ancestorTransparent(Int, alpha: Double)
    /// An ancestor has user interaction disabled, which disables its whole subtree (HT-4, SP-1, SP-16).
    case ancestorInteractionDisabled(Int)
    /// The point is outside an ancestor's `point(inside:with:)`, so that ancestor never asks its subviews (HT-6,
    /// SP-2).
    case outsideAncestor(Int)
    /// The view is hidden.
    case hidden
    /// The view's alpha is at most 0.01 (HT-3).
    case transparent(alpha: Double)
    /// The view has user interaction disabled.
    case interactionDisabled
    /// The point is on the view but outside its hit area (`point(inside:with:)` is false).
    case outsideHitArea
    /// A view in front (scene index) took the point first; subviews are asked front-most first (HT-2).
    case covered(by: Int)
    /// The view passes touches through: its `hitTest` returns nil for itself (HT-7).
    case passesThrough
    /// None of the above: an override returned something else.
    case notReturned
}
