// The context menu interaction a table or collection view installs on itself: a press on a row or item asks the
// list's delegate for its menu (CM-16), and the delegate hears the menu come and go.
//
// Invariant: the source holds its list weakly; the interaction's hooks hold the source, and the list holds the
// interaction, so nothing outlives the list.
import Foundation

/// Answers a list's context menu interaction from the list's delegate.
@MainActor
final class ListContextMenuSource: UIContextMenuInteractionDelegate {
    private weak var list: UIScrollView?

    init(list: UIScrollView) {
        self.list = list
    }

    /// The delegate's configuration for the row or item at `location` (in the list).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let table = list as? UITableView {
            guard let indexPath = table.indexPathForRow(at: location) else { return nil }
            return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
        }
        if let collection = list as? UICollectionView,
            let delegate = collection.delegate as? UICollectionViewDelegate
        {
            // As in UIKit (iOS 16), a press on empty space asks with no index paths.
            let indexPaths = collection.indexPathForItem(at: location).map { [$0] } ?? []
            return delegate.collectionView(
                collection, contextMenuConfigurationForItemsAt: indexPaths, point: location)
        }
        return nil
    }

    /// Tells the list's delegate.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        if let table = list as? UITableView {
            table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
        } else if let collection = list as? UICollectionView,
            let delegate = collection.delegate as? UICollectionViewDelegate
        {
            delegate.collectionView(collection, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    /// Tells the list's delegate.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        if let table = list as? UITableView {
            table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
        } else if let collection = list as? UICollectionView,
            let delegate = collection.delegate as? UICollectionViewDelegate
        {
            delegate.collectionView(collection, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }
}

extension UIScrollView {
    /// Installs a list's context menu interaction (called by the table and collection views' initializers).
    func installListContextMenu() {
        let source = ListContextMenuSource(list: self)
        let interaction = UIContextMenuInteraction(delegate: source)
        // The interaction holds its delegate weakly: its hooks keep the source alive.
        interaction.configurationSource = { interaction, point in
            source.contextMenuInteraction(interaction, configurationForMenuAtLocation: point)
        }
        interaction.displayNotice = { [unowned interaction] configuration, animator in
            source.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        }
        interaction.endNotice = { [unowned interaction] configuration, animator in
            source.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        }
        addInteraction(interaction)
    }
}
