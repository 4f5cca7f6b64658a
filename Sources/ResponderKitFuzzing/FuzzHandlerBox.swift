// A weak handle that lets a control event handler reach its own `RemovableTarget`.
//
// Invariants: the box is owned by the handler's closure and holds the target weakly, so no ownership cycle
// forms between the control, its handler entry and the target.
import ResponderKit

/// The `RemovableTarget` of a handler, for the handler's own closure (which exists before the target does).
@MainActor
final class FuzzHandlerBox {
    /// The target, once `addEventHandler(event:runnable:)` returned it.
    weak var target: RemovableTarget?
}
