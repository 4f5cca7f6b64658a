// View controllers' appearance callbacks: will/did appear when the root view joins a visible window, will/did
// disappear when it leaves one, in pairs, parents before children; layout callbacks around the root view's layout;
// memory warnings; key commands added to a controller.

import Foundation
import Testing

@testable import ResponderKit

/// A controller that records its callbacks into a shared log.
private final class RecordingController: UIViewController {
    let name: String
    let log: SelectorCallLog

    init(_ name: String, log: SelectorCallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name) didDisappear") }
    override func viewWillLayoutSubviews() { log.calls.append("\(name) willLayout") }
    override func viewDidLayoutSubviews() { log.calls.append("\(name) didLayout") }
    override func didReceiveMemoryWarning() { log.calls.append("\(name) memoryWarning") }
    func refresh() { log.calls.append("\(name) refresh") }

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("refresh") { refresh() } || super.invokeSelector(call)
    }
}

@MainActor
struct ControllerAppearanceTests {
    private func makeWindow(_ app: UIApplication) -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
    }

    /// A visible key window of a fresh application whose root controller is a `RecordingController` named "root".
    /// Keep the window: applications hold their windows weakly, as in UIKit.
    private func makeShownRoot() -> (
        app: UIApplication, window: UIWindow, root: RecordingController, log: SelectorCallLog
    ) {
        let app = UIApplication()
        let log = SelectorCallLog()
        let window = makeWindow(app)
        let root = RecordingController("root", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (app, window, root, log)
    }

    @Test("A root controller appears when its window is shown and disappears when the window is hidden")
    func rootControllerFollowsWindowVisibility() {
        let app = UIApplication()
        let log = SelectorCallLog()
        let window = makeWindow(app)
        let root = RecordingController("root", log: log)
        window.rootViewController = root
        #expect(log.calls.isEmpty)  // the window is hidden: nothing appears yet
        window.makeKeyAndVisible()
        #expect(log.calls == ["root willAppear", "root didAppear"])
        window.makeKeyAndVisible()  // already visible: nothing again
        window.isHidden = true
        #expect(log.calls == ["root willAppear", "root didAppear", "root willDisappear", "root didDisappear"])
    }

    @Test("Replacing a visible window's root controller makes the old one disappear and the new one appear")
    func replacingTheRoot() {
        let app = UIApplication()
        let log = SelectorCallLog()
        let window = makeWindow(app)
        window.makeKeyAndVisible()
        let first = RecordingController("first", log: log)
        let second = RecordingController("second", log: log)
        window.rootViewController = first
        window.rootViewController = second
        #expect(
            log.calls == [
                "first willAppear", "first didAppear", "first willDisappear", "first didDisappear",
                "second willAppear", "second didAppear",
            ])
    }

    @Test("Presenting and dismissing make the presented controller appear and disappear")
    func presentation() throws {
        let (_, window, root, log) = makeShownRoot()
        defer { withExtendedLifetime(window) {} }
        let sheet = RecordingController("sheet", log: log)
        let clock = try #require(window.application.clock as? VirtualClock)
        root.present(sheet, animated: true)
        clock.advance(by: 1)  // the presentation runs on the clock (PR-12)
        root.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(
            log.calls == [
                "root willAppear", "root didAppear", "sheet willAppear", "sheet didAppear", "sheet willDisappear",
                "sheet didDisappear",
            ])
    }

    @Test("A child controller whose view is added appears after its parent, and pushes swap the visible child")
    func childrenAndNavigation() {
        let app = UIApplication()
        let log = SelectorCallLog()
        let window = makeWindow(app)
        let first = RecordingController("first", log: log)
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(log.calls == ["first willAppear", "first didAppear"])
        let second = RecordingController("second", log: log)
        navigation.pushViewController(second, animated: false)
        navigation.popViewController(animated: false)
        let appearances = log.calls.filter { !$0.hasSuffix("Layout") }
        #expect(
            appearances == [
                "first willAppear", "first didAppear", "first willDisappear", "first didDisappear",
                "second willAppear", "second didAppear", "second willDisappear", "second didDisappear",
                "first willAppear", "first didAppear",
            ])
    }

    @Test("Layout callbacks run around the root view's layout pass")
    func layoutCallbacks() {
        let (_, window, root, log) = makeShownRoot()
        defer { withExtendedLifetime(window) {} }
        log.calls.removeAll()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        #expect(log.calls == ["root willLayout", "root didLayout"])
    }

    @Test("A memory warning reaches every controller, parents first, and is posted")
    func memoryWarning() {
        let app = UIApplication()
        let log = SelectorCallLog()
        let window = makeWindow(app)
        let root = RecordingController("root", log: log)
        let child = RecordingController("child", log: log)
        window.rootViewController = root
        root.addChild(child)
        window.makeKeyAndVisible()
        var posted = 0
        let observer = app.notificationCenter.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: app, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        log.calls.removeAll()
        app.receiveMemoryWarning()
        app.notificationCenter.removeObserver(observer)
        #expect(log.calls == ["root memoryWarning", "child memoryWarning"])
        #expect(posted == 1)
    }

    @Test("FR-11: a key command added to a controller is offered by its default keyCommands and runs its action")
    func addedKeyCommand() throws {
        let (app, window, root, log) = makeShownRoot()
        defer { withExtendedLifetime(window) {} }
        let command = UIKeyCommand(input: "r", modifierFlags: .command, action: "refresh")
        root.addKeyCommand(command)
        root.addKeyCommand(command)
        #expect(root.keyCommands?.count == 1)
        let sim = EventSimulator(application: app)
        try sim.press("r", modifiers: .command)
        root.removeKeyCommand(command)
        try sim.press("r", modifiers: .command)
        #expect(log.calls.filter { $0.hasSuffix("refresh") } == ["root refresh"])
        #expect(root.keyCommands == nil)
    }
}
