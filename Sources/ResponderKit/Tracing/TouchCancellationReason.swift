// Why the application cancelled a touch on its own (spec TD-12).

/// Why a touch was cancelled by ResponderKit rather than by the input source.
public enum TouchCancellationReason: String, Sendable {
    /// The input source reported the touch as cancelled.
    case input
    /// The view the touch is bound to left its window.
    case viewLeftWindow
    /// The window of the touch was hidden.
    case windowHidden
    /// The window of the touch left its scene (its `windowScene` became nil or another scene): it is no longer on
    /// the screen it was shown on.
    case windowLeftScene
    /// A gesture recognizer with `cancelsTouchesInView` recognized (GR-13).
    case recognizer
    /// The application resigned active (TD-12).
    case interrupted
}
