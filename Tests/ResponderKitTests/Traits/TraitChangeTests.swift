// traitCollectionDidChange(_:): when a window's size classes, the system appearance or an
// overrideUserInterfaceStyle change, every view and controller whose collection changed is told, top down, with
// its previous collection (SH-9, SH-10).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite struct TraitChangeTests {
    /// A phone-sized window showing a root controller whose view holds a child controller's view and a plain view.
    private func makeScene(_ log: TraitChangeLog) -> (Stage, TraitWindow, TraitController, TraitController) {
        let app = UIApplication()
        let window = TraitWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), application: app)
        window.log = log
        let root = TraitController("root", log: log)
        let child = TraitController("child", log: log)
        window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.view.addSubview(TraitView("plain", log: log))
        return (Stage(app: app, window: window), window, root, child)
    }

    @Test("SH-9: A window turned to landscape tells everything in it, top down, with the previous size classes")
    func sizeClassChange() {
        let log = TraitChangeLog()
        let (stage, window, _, _) = makeScene(log)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(log.names == ["window", "root", "rootView", "child", "childView", "plain"])
        for change in log.changes {
            #expect(change.previous?.verticalSizeClass == .regular)
            #expect(change.current.verticalSizeClass == .compact)
            #expect(change.previous?.hasDifferentColorAppearance(comparedTo: change.current) == false)
        }
        log.changes = []
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 390)  // still compact both ways: nobody is told
        #expect(log.changes.isEmpty)
        window.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)  // back to portrait through the bounds
        #expect(log.names.count == 6)
        #expect(log.change(of: "plain")?.previous?.verticalSizeClass == .compact)
        _ = stage
    }

    @Test("SH-10: Switching to dark tells everything except the subtrees an override keeps light")
    func appearanceChange() {
        let log = TraitChangeLog()
        let (stage, _, _, child) = makeScene(log)
        child.overrideUserInterfaceStyle = .light
        #expect(log.changes.isEmpty)  // light already: nothing changed
        stage.app.setUserInterfaceStyle(.dark)
        #expect(log.names == ["window", "root", "rootView", "plain"])
        #expect(
            log.change(of: "plain")?.current.hasDifferentColorAppearance(comparedTo: log.changes[3].previous) == true)
        #expect(log.change(of: "plain")?.previous?.userInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.view.traitCollection.userInterfaceStyle == .light)
        #expect(stage.window.traitCollection.userInterfaceStyle == .dark)
        log.changes = []
        child.overrideUserInterfaceStyle = .unspecified  // the child now follows the window: dark
        #expect(log.names == ["child", "childView"])
        #expect(log.change(of: "childView")?.previous?.userInterfaceStyle == .light)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("SH-10: A view's or window's override changes its own subtree, and nothing outside it")
    func viewAndWindowOverrides() {
        let log = TraitChangeLog()
        let (_, window, root, _) = makeScene(log)
        let plain = root.view.subviews.last as! TraitView
        let inner = TraitView("inner", log: log)
        plain.addSubview(inner)
        plain.overrideUserInterfaceStyle = .dark
        #expect(log.names == ["plain", "inner"])
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(root.view.traitCollection.userInterfaceStyle == .light)
        log.changes = []
        window.overrideUserInterfaceStyle = .dark
        #expect(log.names == ["window", "root", "rootView", "child", "childView"])  // plain was dark already
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(UIApplication.shared.userInterfaceStyle == .light)
        log.changes = []
        root.overrideUserInterfaceStyle = .light
        #expect(log.names == ["root", "rootView", "child", "childView"])
        #expect(log.change(of: "child")?.previous?.userInterfaceStyle == .dark)
    }
}
