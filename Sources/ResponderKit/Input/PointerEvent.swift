// The event hover and scroll input travel in: a `.hover` or `.scroll` event that carries its sample.
//
// Invariants: between dispatches the event holds no sample (so it keeps no window alive); during a dispatch exactly
// the sample of its type is set.

/// A hover or scroll event (`type` `.hover` or `.scroll`) carrying the pointer sample it delivers.
@MainActor
final class PointerEvent: UIEvent {
    /// The hover sample of a `.hover` event.
    var hover: HoverSample?
    /// The scroll sample of a `.scroll` event.
    var scroll: ScrollSample?

    /// The window the sample names: the one `UIApplication.sendEvent(_:)` sends the event to.
    var window: UIWindow? { hover?.window ?? scroll?.window }
}
