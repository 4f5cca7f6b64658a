// A recording table view: 40 rows of a `FuzzTableSource`, with swipe actions, editing, reordering, a context menu
// and a refresh control, so random input reaches issue 28's list interactions.
// A `UITableView` whose touch methods report to the random driver's invariant checker and run scripted hostile
// actions.
//
// Invariants: every touch method calls `super` exactly once, between the checker's notice and the hostile action
// (see `FuzzTouchHooks`), so the view behaves as a plain `UITableView` apart from what the script asks.
import Foundation
import ResponderKit

/// A recording table view.
@MainActor
final class FuzzTableView: UITableView {
    /// The recording and hostile-action hooks.
    let hooks: FuzzTouchHooks
    /// The rows and the hostile delegate; held here because the table holds its data source weakly.
    let source: FuzzTableSource

    init(frame: CGRect, hooks: FuzzTouchHooks) {
        self.hooks = hooks
        source = FuzzTableSource(sceneID: hooks.sceneID)
        super.init(frame: frame, style: .plain)
        dataSource = source
        delegate = source
        let refresh = UIRefreshControl()
        refreshControl = refresh
        // A refresh that never ends, half the time: `endRefreshing` is left to the script's hostile actions.
        refresh.addAction(
            UIAction { [weak refresh] _ in if hooks.sceneID % 2 == 0 { refresh?.endRefreshing() } },
            for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.willCall(.began, touches, on: self)
        super.touchesBegan(touches, with: event)
        hooks.didCall(.began, on: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.willCall(.moved, touches, on: self)
        super.touchesMoved(touches, with: event)
        hooks.didCall(.moved, on: self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.willCall(.ended, touches, on: self)
        super.touchesEnded(touches, with: event)
        hooks.didCall(.ended, on: self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.willCall(.cancelled, touches, on: self)
        super.touchesCancelled(touches, with: event)
        hooks.didCall(.cancelled, on: self)
    }
}
