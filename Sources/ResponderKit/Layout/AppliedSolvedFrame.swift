// What the layout pass last gave a constrained view: the solved values it read, the screen scale it rounded them
// to, and the bounds size and stored centre the view had once they were applied.
//
// Invariant: while the engine's solved values, the scale and the view's bounds size and stored centre all still
// equal these, applying the solved frame again would compute the same size and centre and set nothing (see
// `LayoutItem.collectUnapplied`), so the pass passes the view over.
import Foundation

/// The solved frame last applied to one view, with what it was applied from.
struct AppliedSolvedFrame {
    /// The solved x, y, width and height, as taken from the engine.
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    /// The screen scale the edges were rounded to.
    let scale: CGFloat
    /// The view's bounds size and stored centre just after they were applied.
    let size: CGSize
    let storedCenter: CGPoint
}
