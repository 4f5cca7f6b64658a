// The delegate of a random driver's context menu interaction: no configuration at all, or a menu whose one action
// removes the interaction's view while the menu is being dismissed.
//
// Invariants: the interaction is held weakly (the view holds it); the world keeps this delegate alive.
import Foundation
import ResponderKit

/// A context menu delegate with hostile answers.
@MainActor
final class FuzzContextMenuProvider: UIContextMenuInteractionDelegate {
    /// Whether the configuration has a menu (true) or is nil (false).
    let returnsMenu: Bool
    /// The interaction this delegate serves.
    weak var interaction: UIContextMenuInteraction?

    init(returnsMenu: Bool) {
        self.returnsMenu = returnsMenu
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard returnsMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak interaction] _ in
            UIMenu(children: [
                UIAction(title: "Remove", attributes: .destructive) { _ in
                    interaction?.view?.removeFromSuperview()
                },
                UIAction(title: "Disabled", attributes: .disabled) { _ in },
            ])
        }
    }
}
