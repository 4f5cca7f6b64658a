// Swipe actions (LE-1 … LE-19): a horizontal pan on a row slides it to reveal the actions of the side it uncovers;
// a tap on an action runs its handler, whose completion closes the row; a full swipe runs the first action; a
// touch elsewhere closes the row.
//
// Invariants: while a session lasts its cell's `swipeOffset` equals the session's offset and the actions view
// covers what the cell uncovers; closing restores offset 0, removes the actions view and tells the delegate
// `didEndEditingRowAt` once for each `willBeginEditingRowAt`.
import Foundation

extension UITableView {
    /// The fraction of the row's width past which releasing performs the first action (**chosen**: 0.6).
    static let fullSwipeFraction: CGFloat = 0.6
    /// The speed, in points per second, at which a release opens or closes the row whatever its offset (**chosen**).
    static let swipeFlickSpeed: CGFloat = 500

    /// The actions that a swipe uncovering the right (or left) side of the row shows, or nil for none (LE-1, LE-5).
    func swipeConfiguration(at indexPath: IndexPath, revealingRight: Bool) -> UISwipeActionsConfiguration? {
        let trailing = revealingRight == (effectiveUserInterfaceLayoutDirection == .leftToRight)
        let configuration: UISwipeActionsConfiguration?
        if trailing {
            configuration =
                tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                ?? defaultTrailingConfiguration(at: indexPath)
        } else {
            configuration = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// The Delete button UIKit shows for a row whose editing style is `.delete` (LE-5, LE-6).
    private func defaultTrailingConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let dataSource, !editing.lacks(.commit, dataSource), dataSource.tableView(self, canEditRowAt: indexPath),
            editingStyle(at: indexPath) == .delete
        else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let cell = self.editing.swipe?.cell, let row = self.indexPath(for: cell)
            else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Whether a horizontal pan from `point` may slide its row (LE-11, LE-12).
    func canBeginRowSwipe(at point: CGPoint, movingRight: Bool) -> Bool {
        guard !editing.isEditing, editing.reorder == nil else { return false }
        if let swipe = editing.swipe {
            if swipe.isAwaitingCompletion { return false }
            // The open row's actions or the row itself: the pan moves it again.
            if swipe.actionsView.frame.contains(point) || swipe.cell.frame.contains(point) { return true }
            closeSwipeActions()
        }
        guard let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath),
            let configuration = swipeConfiguration(at: indexPath, revealingRight: !movingRight)
        else { return false }
        startSwipe(of: cell, at: indexPath, configuration: configuration, revealingRight: !movingRight)
        return true
    }

    private func startSwipe(
        of cell: UITableViewCell, at indexPath: IndexPath, configuration: UISwipeActionsConfiguration,
        revealingRight: Bool
    ) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        let session = TableSwipeSession(
            cell: cell, configuration: configuration, revealsRight: revealingRight, table: self)
        editing.swipe = session
        insertSubview(session.actionsView, belowSubview: cell)
        cell.showingDeleteConfirmation = revealingRight == (effectiveUserInterfaceLayoutDirection == .leftToRight)
        setSwipeOffset(0, of: session)
    }

    /// Shows a row's actions open, as the delete control does in editing mode (LE-23).
    func showSwipeActions(
        of cell: UITableViewCell, at indexPath: IndexPath, configuration: UISwipeActionsConfiguration,
        revealingRight: Bool
    ) {
        startSwipe(of: cell, at: indexPath, configuration: configuration, revealingRight: revealingRight)
        if let session = editing.swipe { openSwipe(session) }
    }

    /// Follows the pan: the row moves with the finger on the side it reveals, resisting past the open width unless a
    /// full swipe is possible (LE-8, LE-9).
    func handleRowSwipe(_ recognizer: TableSwipeGestureRecognizer) {
        guard let session = editing.swipe else { return }
        switch recognizer.state {
        case .began:
            session.startOffset = session.offset
            session.isOpen = false
        case .changed:
            let proposed = session.startOffset + recognizer.translation(in: self).x
            setSwipeOffset(resistedSwipeOffset(proposed, in: session), of: session)
        case .ended:
            endSwipePan(session, velocity: recognizer.velocity(in: self).x)
        default:
            if session.startOffset != 0 { openSwipe(session) } else { closeSwipeActions() }
        }
    }

    private func resistedSwipeOffset(_ proposed: CGFloat, in session: TableSwipeSession) -> CGFloat {
        // The row only moves towards the side the session reveals.
        let distance = session.revealsRight ? max(0, -proposed) : max(0, proposed)
        let open = session.actionsView.openWidth
        var resisted = distance
        if distance > open, !session.configuration.performsFirstActionWithFullSwipe {
            resisted = open + UIScrollView.resisted(distance - open, along: bounds.width)
        }
        resisted = min(resisted, bounds.width)
        return session.revealsRight ? -resisted : resisted
    }

    private func endSwipePan(_ session: TableSwipeSession, velocity: CGFloat) {
        let distance = abs(session.offset)
        let opening = session.revealsRight ? -velocity : velocity
        if session.configuration.performsFirstActionWithFullSwipe,
            distance > bounds.width * UITableView.fullSwipeFraction, distance > session.actionsView.openWidth
        {
            return performSwipeAction(at: 0, in: session, fullSwipe: true)
        }
        if opening > UITableView.swipeFlickSpeed
            || (opening > -UITableView.swipeFlickSpeed && distance >= session.actionsView.openWidth / 2)
        {
            openSwipe(session)
        } else {
            closeSwipeActions()
        }
    }

    private func openSwipe(_ session: TableSwipeSession) {
        session.isOpen = true
        let open = session.actionsView.openWidth
        setSwipeOffset(session.revealsRight ? -open : open, of: session)
    }

    /// Moves the row and sizes the actions view to what it uncovers.
    func setSwipeOffset(_ offset: CGFloat, of session: TableSwipeSession) {
        session.offset = offset
        let cell = session.cell
        cell.swipeOffset = offset
        var frame = cell.frame
        frame.origin.x = offset
        cell.frame = frame
        let width = abs(offset)
        session.actionsView.frame = CGRect(
            x: session.revealsRight ? bounds.width - width : 0, y: frame.minY, width: width, height: frame.height)
        session.actionsView.isFullSwipe =
            session.configuration.performsFirstActionWithFullSwipe
            && width > max(bounds.width * UITableView.fullSwipeFraction, session.actionsView.openWidth)
        session.actionsView.layoutIfNeeded()
    }

    /// A tap on an action's button runs it (LE-15).
    func swipeActionButtonTapped(at index: Int) {
        guard let session = editing.swipe, !session.isAwaitingCompletion else { return }
        performSwipeAction(at: index, in: session, fullSwipe: false)
    }

    /// Runs an action's handler with a completion that acts once (LE-15 … LE-18).
    private func performSwipeAction(at index: Int, in session: TableSwipeSession, fullSwipe: Bool) {
        guard session.configuration.actions.indices.contains(index) else { return }
        let action = session.configuration.actions[index]
        session.isAwaitingCompletion = true
        if fullSwipe {
            session.actionsView.isFullSwipe = true
            setSwipeOffset(session.revealsRight ? -bounds.width : bounds.width, of: session)
        } else {
            session.isOpen = true
        }
        let gate = SwipeActionCompletionGate()
        let application = window?.application ?? UIApplication.shared
        let completion: (Bool) -> Void = { [weak self, weak session] _ in
            guard gate.pass() else {
                application.presentationLog(
                    "Warning: the completion handler of the UIContextualAction \"\(action.title ?? "")\" was called "
                        + "more than once; the extra call is ignored")
                return
            }
            guard let self, let session, self.editing.swipe === session else { return }
            self.closeSwipeActions()
        }
        action.handler(action, session.actionsView.buttons[index], completion)
    }

    /// Closes the open swipe actions, if any: the row slides back and the delegate hears `didEndEditingRowAt` (LE-7).
    func closeSwipeActions() {
        guard let session = editing.swipe else { return }
        editing.swipe = nil
        let cell = session.cell
        cell.swipeOffset = 0
        cell.showingDeleteConfirmation = false
        let indexPath = self.indexPath(for: cell)
        if indexPath != nil {
            var frame = cell.frame
            frame.origin.x = 0
            cell.frame = frame
        }
        session.actionsView.removeFromSuperview()
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// Ends the swipe session of a row that a reload or an update removed (LE-19).
    func swipeRowsChanged() {
        guard let session = editing.swipe, indexPath(for: session.cell) == nil else { return }
        closeSwipeActions()
    }
}
