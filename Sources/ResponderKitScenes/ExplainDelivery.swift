// A touch method called on the touch's view.
// The invariants at the top of `ExplainResult.swift` hold here too.

import Foundation
import ResponderKit

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
