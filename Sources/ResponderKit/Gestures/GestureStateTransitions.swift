// The table of legal recognizer state transitions (GR-1 … GR-5). Every change is checked against it.

/// The legal state transitions of gesture recognizers.
package enum GestureStateTransitions {
    /// Whether `from → to` is legal for a recognizer. Discrete recognizers use possible → ended/failed;
    /// continuous ones possible → began → changed* → ended/cancelled, or possible → failed (GR-2, GR-3). Only
    /// `reset()` returns a finished recognizer to possible (GR-5).
    package static func isLegal(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): return true
        default: return false
        }
    }
}
