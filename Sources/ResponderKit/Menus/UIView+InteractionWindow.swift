// Tells a view's interactions that the view changed windows (a context menu showing for it then ends: CM-15).
import Foundation

extension UIView {
    /// Called by the window change after the view's window changed, before `didMoveToWindow()`.
    func interactionsDidChangeWindow() {
        guard let interactions = storedInteractions else { return }
        for case let interaction as UIContextMenuInteraction in interactions { interaction.viewDidChangeWindow() }
    }
}
