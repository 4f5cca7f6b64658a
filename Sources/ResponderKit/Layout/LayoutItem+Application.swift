// Which subviews of a view the layout pass must give their solved frames: the scan that passes over, without
// reference counting, the views whose frames are applied already.
//
// Invariants:
// - A subview is due exactly when the unconditional pass would touch it or might: it is positioned by Auto Layout
//   in this engine (an item of it, not translating its mask) and its `applied` record is missing or differs in a
//   solved value, the scale, its bounds size or its stored centre (AppliedSolvedFrame.swift).
// - The scan runs no app code, so its unretained references stay valid: `subviews` is the caller's snapshot, which
//   holds every element, and each element holds its extras, layout state and item.
import Foundation

extension LayoutItem {
    /// Appends to `due` the positions in `subviews` whose solved frame from `solved` (the engine's values by
    /// variable index) must be applied again at `scale`.
    ///
    /// Nonisolated, as the unretained hop's walks: a main-actor closure passed to the standard library checks its
    /// executor on every call. The engine is compared by identity.
    nonisolated static func collectUnapplied(
        _ subviews: [UIView], engine: ObjectIdentifier, solved: [Double], scale: CGFloat, into due: inout [Int]
    ) {
        _SubviewStorage.withUnretainedElements(of: subviews) { views in
            solved.withUnsafeBufferPointer { solved in
                for index in views.indices where isDue(views[index], engine: engine, solved: solved, scale: scale) {
                    due.append(index)
                }
            }
        }
    }

    /// Whether `view` is positioned by `engine` and its applied record no longer matches (see the invariants).
    @inline(__always)
    private nonisolated static func isDue(
        _ view: Unmanaged<UIView>, engine: ObjectIdentifier, solved: UnsafeBufferPointer<Double>, scale: CGFloat
    ) -> Bool {
        view._withUnsafeGuaranteedRef { view in
            guard let layout = view.extras?.layout, let item = layout.item, item.engineID == engine,
                !layout.translatesAutoresizingMaskIntoConstraints
            else { return false }
            guard let applied = item.applied else { return true }
            return applied.x != solved[Int(item.x.index)] || applied.y != solved[Int(item.y.index)]
                || applied.width != solved[Int(item.width.index)] || applied.height != solved[Int(item.height.index)]
                || applied.scale != scale || applied.size != view.storedBoundsSize
                || applied.storedCenter != view.storedCenter
        }
    }
}
