// Why a touch that began is bound to a view but never delivered to its touch methods (TD-10, TD-11).

/// Why a new touch is not delivered to the `touches*` methods of its hit-test view.
public enum TouchSuppressionReason: String, Sendable {
    /// The view has `isMultipleTouchEnabled == false` and already tracks a touch (TD-10).
    case multipleTouchDisabled
    /// The hit view is exclusive and another view in the window tracks a touch, or an exclusive view
    /// elsewhere in the window tracks a touch (TD-11).
    case exclusiveTouch
}
