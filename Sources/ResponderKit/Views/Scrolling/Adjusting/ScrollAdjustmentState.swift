// What a scroll view remembers about the keyboard, the status bar and its safe area (SV-53 … SV-63): the modes the
// app set, the adjusted inset last reported, an interactive keyboard drag and a scroll to the top in progress.
//
// Invariant: `reportedInset` is the adjusted content inset the delegate last heard of (zero at first), so a change is
// reported once; at most one scroll to the top runs (`topTimer` non-nil).
import Foundation

/// The keyboard, status-bar and inset-adjustment state of one scroll view.
@MainActor
struct ScrollAdjustmentState {
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    var scrollsToTop = true
    var insetBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    var reportedInset: UIEdgeInsets = .zero
    /// Whether the current drag moves the keyboard (`.interactive`), and the keyboard's frame when it began.
    var followsKeyboard = false
    var keyboardRestingFrame: CGRect = .zero
    /// A scroll to the top in progress.
    var topTimer: EventTimer?
    var topFrom: CGPoint = .zero
    var topTo: CGPoint = .zero
    var topStep = 0
}
