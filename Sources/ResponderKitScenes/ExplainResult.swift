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
    /// With `--expect`: whether the expected view got the touch, and if not why.
    public var expectation: ExplainExpectation?
}
