// The adjusted content inset (SV-58 … SV-60, SV-63, SV-64): the safe area of an iPhone-like screen added by
// behaviour, scrolling limits that use it, its change callbacks, and a refreshing control holding the content open.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Adjusted content inset")
struct ContentInsetAdjustmentTests {
    /// A stage on a screen with a 47-point status bar and a 34-point home indicator, filled by `scroll`.
    private func stage(_ scroll: UIScrollView) -> Stage {
        let stage = Stage()
        stage.window.screen = UIScreen(
            bounds: stage.window.bounds, scale: 3, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        stage.add(scroll)
        stage.window.layoutIfNeeded()
        return stage
    }

    @Test("SV-58: .automatic and .always include the safe area of a scrolling list; .never does not")
    func behaviours() {
        #expect(UIScrollView(frame: .zero).contentInsetAdjustmentBehavior == .automatic)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 2000)
        list.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let stage = stage(list)
        #expect(list.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        list.contentInsetAdjustmentBehavior = .never
        #expect(list.adjustedContentInset == list.contentInset)
        list.contentInsetAdjustmentBehavior = .always
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        // Content that fits does not scroll vertically: .scrollableAxes (and .automatic outside a navigation or tab
        // bar controller) leave its safe area out, unless it always bounces vertically.
        list.contentSize = CGSize(width: 320, height: 100)
        list.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(list.adjustedContentInset == list.contentInset)
        list.alwaysBounceVertical = true
        #expect(list.adjustedContentInset.top == 57)
        _ = stage
    }

    @Test("SV-58: .automatic adjusts vertically a controller's scroll view in a navigation controller, even when short")
    func automaticInNavigationController() throws {
        final class ListController: UIViewController {
            override func loadView() { view = UIScrollView(frame: .zero) }
        }
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let stage = Stage(rootViewController: navigation)
        stage.window.screen = UIScreen(
            bounds: stage.window.bounds, scale: 3, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        stage.window.layoutIfNeeded()
        let scroll = try #require(list.view as? UIScrollView)
        scroll.contentSize = CGSize(width: 320, height: 100)
        stage.window.layoutIfNeeded()
        let safe = scroll.safeAreaInsets
        #expect(safe.top == 91, "the status bar and the 44-point navigation bar (AL-50)")
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
        #expect(scroll.contentOffset.y == -safe.top, "resting at the top, below the bar")
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == .zero, "short content does not scroll: no adjustment")
    }

    @Test("SV-59: a drag stops at the adjusted top, and content resting at the top moves with a new inset")
    func limitsUseAdjustedInset() throws {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 2000)
        list.bounces = false
        let stage = stage(list)
        #expect(list.contentOffset.y == -47, "resting at the top when the safe area arrived, it moved with it")
        #expect(list.scrollableRange.min.y == -47 && list.scrollableRange.max.y == 2000 + 34 - 480)
        try stage.sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300))
        #expect(list.contentOffset.y == -47, "without bounces the drag stops at the adjusted top")
        stage.sim.advance(by: 1)
        list.contentInsetAdjustmentBehavior = .never
        #expect(list.contentOffset.y == 0, "still at the top")
    }

    @Test("SV-60: adjustedContentInsetDidChange and the delegate hear each change once")
    func changeCallbacks() {
        final class Watching: UIScrollView {
            var changes: [UIEdgeInsets] = []
            override func adjustedContentInsetDidChange() {
                super.adjustedContentInsetDidChange()
                changes.append(adjustedContentInset)
            }
        }
        let list = Watching(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 2000)
        let delegate = ZoomSpec.Delegate()
        list.delegate = delegate
        let stage = stage(list)
        #expect(list.changes == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        list.contentInset.top = 5
        list.contentInset.top = 5
        stage.window.layoutIfNeeded()
        #expect(list.changes.count == 2 && delegate.insetChanges == 2)
    }

    @Test("SV-63: a pull past the threshold refreshes once and, released, the content is held at the control")
    func refreshHoldsContent() throws {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 2000)
        let refresh = UIRefreshControl()
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        list.refreshControl = refresh
        let stage = stage(list)
        try stage.sim.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 460), steps: 20, duration: 0.4)
        #expect(pulls == 1 && refresh.isRefreshing)
        stage.sim.advance(by: 1)
        #expect(list.contentOffset.y == -47 - UIRefreshControl.pullDistance, "held open below the control")
        #expect(list.adjustedContentInset.top == 47 + UIRefreshControl.pullDistance)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        stage.sim.advance(by: 1)
        #expect(list.contentOffset.y == -47, "sprang back to the top")
        #expect(list.adjustedContentInset.top == 47)
    }

    @Test("SV-64: endRefreshing without beginRefreshing does nothing")
    func endWithoutBegin() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 2000)
        let refresh = UIRefreshControl()
        var actions = 0
        refresh.addAction(UIAction { _ in actions += 1 }, for: .allEvents)
        list.refreshControl = refresh
        let delegate = ZoomSpec.Delegate()
        list.delegate = delegate
        let stage = stage(list)
        let offset = list.contentOffset
        let changes = delegate.insetChanges
        refresh.endRefreshing()
        stage.sim.advance(by: 1)
        #expect(!refresh.isRefreshing && actions == 0)
        #expect(list.contentOffset == offset && delegate.insetChanges == changes)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && actions == 0, "beginRefreshing sends no action")
        #expect(list.adjustedContentInset.top == 47 + UIRefreshControl.pullDistance)
        #expect(list.contentOffset == offset, "and does not scroll to show the control")
        #expect(delegate.insetChanges == changes + 1)
        list.refreshControl = nil
        #expect(list.adjustedContentInset.top == 47 && delegate.insetChanges == changes + 2, "removed: the space goes")
    }
}
