// The application's element tree, kept between queries while nothing the application shows has changed (UT-100 …
// UT-103): a query over a kept tree reads no view.
//
// Invariants: the kept tree is used only while the application's `visibleChangeCount` (which ResponderKit bumps at
// every change to a view, control, accessibility property, first responder or window, and at every event) and the
// virtual clock's time are both what they were when it was built, and no action, due timer or main-queue run
// happened since (each drops it). Otherwise the tree is rebuilt from the live views. Dropping the tree never reads
// it, so views released since it was built are never touched.
import Foundation
import ResponderKit

/// What a kept element tree was built from.
struct ElementTreeKey: Equatable {
    /// `UIApplication.visibleChangeCount` when the tree was built.
    var changeCount: Int
    /// The virtual clock's time when the tree was built.
    var time: TimeInterval
}

extension XCUIApplication {
    /// The element tree now, after settling: the kept one while nothing has changed, else a new one.
    func currentTree() -> ElementTree {
        settle()
        let key = ElementTreeKey(changeCount: uiApplication.visibleChangeCount, time: simulator.clock.now)
        if let cachedTree, cachedTreeKey == key { return cachedTree }
        let tree = ElementTreeBuilder(application: uiApplication).build()
        // Building reads only (getters): a change counted while building would make the tree stale at once.
        if cachesElementTree, uiApplication.visibleChangeCount == key.changeCount {
            cachedTree = tree
            cachedTreeKey = key
        } else {
            cachedTree = nil
        }
        return tree
    }

    /// Drops the kept element tree, so the next query reads the views again: for a test that changed, outside any
    /// input or view change, what an app's overridden accessibility getter answers.
    public func invalidateElementTree() {
        cachedTree = nil
    }
}
