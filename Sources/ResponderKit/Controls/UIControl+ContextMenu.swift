// A control as its own context menu delegate: the interaction it installs when enabled, and the menu a release
// inside shows when the menu is the control's primary action (CM-13).
import Foundation

extension UIControl: UIContextMenuInteractionDelegate {
    /// Installs the interaction on first use; turns its press on or off.
    func setContextMenuInteractionEnabled(_ enabled: Bool) {
        if enabled, contextMenuInteraction == nil {
            let interaction = UIContextMenuInteraction(delegate: self)
            contextMenuInteraction = interaction
            addInteraction(interaction)
        }
        contextMenuInteraction?.isPressEnabled = enabled
    }

    /// A release inside a control whose menu is its primary action: sends `.touchUpInside`, then
    /// `.menuActionTriggered`, and shows the menu; returns false (the primary action goes on as usual) when the
    /// control has no menu to show (CM-13).
    func showMenuOnRelease(at location: CGPoint, with event: UIEvent?) -> Bool {
        guard showsMenuAsPrimaryAction, let interaction = contextMenuInteraction, interaction.isPressEnabled,
            interaction.prepareMenu(at: location, secondary: false)
        else { return false }
        sendActions(for: .touchUpInside, with: event)
        sendActions(for: .menuActionTriggered, with: event)
        interaction.showPreparedMenu()
        return true
    }
}
