// A custom responder whose `next` leads back to the view that points at it: a responder-chain cycle.
//
// Invariants: it holds the view weakly, so the cycle exists only in the `next` chain, never in ownership.
import ResponderKit

/// A responder whose `next` is the view that made it, closing a cycle in the responder chain.
@MainActor
final class FuzzLoopResponder: UIResponder {
    /// The view the cycle returns to.
    weak var back: UIView?

    init(back: UIView) {
        self.back = back
        super.init()
    }

    override var next: UIResponder? { back }
}
