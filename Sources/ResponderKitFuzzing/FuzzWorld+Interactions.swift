// The random driver's hostile actions on issue 28's interactions: editing toggled mid-gesture, refreshing ended
// without a beginning, bad zoom scales, context menus with no configuration or a self-destroying action, and
// recognizers for presses.
//
// Invariants: an action whose subject does not fit (not a table, not a scroll view) does nothing.
import Foundation
import ResponderKit

extension FuzzWorld {
    /// The zoom scales `.zoom` sets, by its argument.
    static let hostileZoomScales: [CGFloat] = [0, -1, .nan, .infinity, 2]

    /// Runs one of the interaction actions on `subject`.
    func performInteraction(_ action: DriverAction, subject: UIView) {
        switch action.kind {
        case .toggleEditing:
            guard let table = subject as? UITableView else { return }
            table.setEditing(!table.isEditing, animated: action.argument % 2 == 0)
        case .refresh:
            guard let refresh = (subject as? UIScrollView)?.refreshControl else { return }
            if action.argument % 2 == 1 { refresh.beginRefreshing() } else { refresh.endRefreshing() }
        case .zoom:
            guard let scroll = subject as? UIScrollView else { return }
            let scales = Self.hostileZoomScales
            let scale = scales[abs(action.argument) % scales.count]
            scroll.setZoomScale(scale, animated: scale == 2)
        case .contextMenu:
            let provider = FuzzContextMenuProvider(returnsMenu: action.argument % 2 == 0)
            let interaction = UIContextMenuInteraction(delegate: provider)
            provider.interaction = interaction
            retain(provider)
            subject.addInteraction(interaction)
        default:
            return
        }
    }
}
