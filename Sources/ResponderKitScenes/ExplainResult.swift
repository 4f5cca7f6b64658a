// The value model of one explained point: the hit-test walk, the hit view, the responder chain, the reasons why
// other views that contain the point did not get it, and what the tap did: the gesture recognizers that saw it, the
// control events sent and the touch methods called.
//
// Invariants:
// - A result holds no live objects, only scene indices and names, so it can outlive the built scene and be
//   rendered anywhere.
// - `steps` is the walk in the order it happened; when it was too long, `steps[..<omittedAfter]` is its start,
//   `steps[omittedAfter...]` its end, and `omittedSteps` steps in between are not kept.
// - `why` lists views in document pre-order; `omittedWhy` more were found but not kept.
// - `recognizers` is in the order the recognizers received the touch (`UITouch.gestureRecognizers` right after
//   touch-down); `controlEvents` and `deliveries` are in the order they happened, from touch-down until the
//   virtual clock was advanced after touch-up. All three are empty for a hidden window (no touch is made).
import Foundation
import ResponderKit

/// Everything `responderkit explain` reports for one point.
public struct ExplainResult: Sendable {
    /// The point, in the window's coordinates.
    public var point: CGPoint
    /// The scene index of the window the point was given in.
    public var windowIndex: Int
    /// Whether that window is hidden, so hit-testing skipped it (HT-12).
    public var windowHidden: Bool
    /// The scene index of the hit view, or nil when no view took the point.
    public var hitIndex: Int?
    /// The responder chain from the hit view to the end, empty when nothing was hit.
    public var chain: [ExplainChainLink]
    /// Whether the chain stopped because `next` formed a cycle.
    public var chainHasCycle: Bool
    /// The hit-test walk (abridged when long, see the file header).
    public var steps: [ExplainStep]
    /// The number of walk steps left out between the start and the end of `steps`.
    public var omittedSteps: Int
    /// Where in `steps` the left-out steps belong.
    public var omittedAfter: Int
    /// Views that contain the point on screen but did not get it, and why.
    public var why: [ExplainWhy]
    /// The number of such views found beyond those in `why`.
    public var omittedWhy: Int
    /// The gesture recognizers that received the touch, in the order they received it, with their outcome.
    public var recognizers: [ExplainRecognizer] = []
    /// The control events sent during the tap, in order.
    public var controlEvents: [ExplainControlEvents] = []
    /// The touch methods called on the touch's view during the tap, in order.
    public var deliveries: [ExplainDelivery] = []
}

/// A gesture recognizer that received the touch, and how the tap ended for it.
public struct ExplainRecognizer: Sendable, Equatable {
    /// How the tap ended for a recognizer.
    public enum Outcome: String, Sendable, Equatable {
        /// It recognized its gesture (a discrete recognizer ended, or a continuous one began and ended).
        case recognized
        /// It failed; ``ExplainRecognizer/reason`` says why.
        case failed
        /// It began and was then cancelled.
        case cancelled
        /// It began and had not ended when the tap was over.
        case began
        /// It was still possible when the tap was over (for example waiting for another recognizer to fail).
        case possible
    }

    /// The recognizer's name: `card.tap` for a scene recognizer; for one ResponderKit installs itself (a text
    /// field's `text tap`), its own `name`.
    public var name: String
    /// The scene index of the view it is attached to, or nil when that view is not part of the scene.
    public var view: Int?
    /// Its scene kind, or nil when the scene file did not ask for it (ResponderKit installed it).
    public var kind: SceneGestureRecognizerKind?
    /// How the tap ended for it.
    public var outcome: Outcome
    /// The reason ResponderKit traced for a failure or cancellation, or what a possible recognizer waits for.
    public var reason: String?
    /// For a recognizer that failed on its own: what its gesture needs that a tap does not give.
    public var note: String?
}

/// The control events one control sent at one moment of the tap.
public struct ExplainControlEvents: Sendable, Equatable {
    /// The scene index of the control.
    public var control: Int
    /// The names of the events, in bit order (`touchUpInside`, `primaryActionTriggered`).
    public var events: [String]
    /// The number of distinct targets of the control's target-actions (`allTargets.count`).
    public var targets: Int
    /// The number of `UIAction`s and closure handlers registered on the control.
    public var actions: Int
}

/// A touch method called on the touch's view.
public struct ExplainDelivery: Sendable, Equatable {
    /// The scene index of the view.
    public var view: Int
    /// The method: `touchesBegan`, `touchesMoved`, `touchesEnded` or `touchesCancelled`.
    public var method: ResponderMethod
    /// Why ResponderKit cancelled the touch, for a `touchesCancelled` it sent on its own.
    public var cancelReason: TouchCancellationReason?
    /// The recognizer whose recognition cancelled the touch (GR-13), when `cancelReason` is `.recognizer`.
    public var cancellingRecognizer: String?
    /// For a `touchesEnded` held back after the finger lifted (`delaysTouchesEnded`, GR-15): the recognizer whose
    /// failure released it.
    public var heldBy: String?
}

/// One step of the hit-test walk.
public struct ExplainStep: Sendable, Equatable {
    /// What happened at a step.
    public enum Kind: Sendable, Equatable {
        /// The default `hitTest(_:with:)` looked at the view with `point` in its bounds coordinates and decided
        /// `verdict`.
        case visit(point: CGPoint, verdict: HitTestVerdict)
        /// The view's `hitTest(_:with:)` returned `result` (a scene index, nil for nil). `defaultResult` is what
        /// UIKit's implementation computed: `.none` when an override did not call `super`, and different from
        /// `result` when an override changed the answer.
        case returned(result: Int?, defaultResult: Int??)
    }

    /// The scene index of the view.
    public var view: Int
    /// The depth of the view in the walk; 0 for the window.
    public var depth: Int
    /// What happened.
    public var kind: Kind

    /// Whether an override (such as pass-through) changed or replaced UIKit's answer at this step.
    public var overrideChangedAnswer: Bool {
        guard case .returned(let result, let defaultResult) = kind else { return false }
        guard case .some(let computed) = defaultResult else { return true }
        return computed != result
    }
}

/// One responder of the chain.
public struct ExplainChainLink: Sendable, Equatable {
    /// What kind of responder it is.
    public enum Kind: Sendable, Equatable {
        /// A view of the scene (by index); windows are ``window(_:)``.
        case view(Int)
        /// A window of the scene (by index).
        case window(Int)
        /// A scene view controller, by name.
        case viewController(String)
        /// The application.
        case application
        /// Any other responder, by type name.
        case other(String)
    }

    /// The responder.
    public var kind: Kind
}

/// A view that contains the point on screen but did not get it.
public struct ExplainWhy: Sendable, Equatable {
    /// The scene index of the view.
    public var view: Int
    /// Why it did not get the point.
    public var reason: ExplainWhyReason
}

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
