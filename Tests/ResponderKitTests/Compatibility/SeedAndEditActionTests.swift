// The seed article's closure handlers exactly as written (seed 002), and the standard edit actions as overridable
// methods reached by edit menus, key shortcuts and nil-targeted actions (AC-6, MN-4, FR-13).

import Foundation
import Testing

@testable import ResponderKit

/// Seed 002's usage example, with today's names. Its `DispatchQueue.main.after(when: DispatchTime.now() + 5)`
/// delays are expressed on the application's virtual clock.
private final class SeedViewController: UIViewController {
    let clock: EventClock
    let log: SelectorCallLog

    init(clock: EventClock, log: SelectorCallLog) {
        self.clock = clock
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()

        //Create a button.
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))

        //Add an event action block/listener -- Handles Button Press.
        let log = self.log
        let target = button.addEventHandler(event: .touchUpInside) { (control) in
            print("Pressed")
            log.calls.append("Pressed \(type(of: control))")
        }

        self.view.addSubview(button)

        //Example of enabling/disabling the listener/event-action-block.
        let clock = self.clock
        clock.schedule(after: 5) {
            target.disable()  //Disable the listener.

            clock.schedule(after: 5) {
                target.enable()  //Enable the listener.
            }
        }
    }
}

/// A label that offers Copy by overriding `copy(_:)`, naming it in its selector table as `port` writes it.
private final class CopyableLabel: UILabel {
    var copies: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func copy(_ sender: Any?) {
        copies.append(sender.map { "\(type(of: $0))" } ?? "nil")
    }

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("copy:") { copy($0) } || super.invokeSelector(call)
    }
}

/// A label that overrides `copy(_:)` without naming it: Swift cannot see the override, so nothing finds it.
private final class UndeclaredCopyLabel: UILabel {
    var copies = 0
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) { copies += 1 }
}

@MainActor
struct SeedAndEditActionTests {
    @Test("Seed 002: addEventHandler { (control) in … } runs, is disabled after 5 s and enabled again after 10 s")
    func seedUsageExample() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let log = SelectorCallLog()
        let controller = SeedViewController(clock: app.clock, log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let sim = EventSimulator(application: app)
        try sim.tap(at: CGPoint(x: 50, y: 22), in: window)
        #expect(log.calls == ["Pressed UIButton"])
        sim.advance(by: 5)
        try sim.tap(at: CGPoint(x: 50, y: 22), in: window)
        #expect(log.calls.count == 1)  // disabled
        sim.advance(by: 5)
        try sim.tap(at: CGPoint(x: 50, y: 22), in: window)
        #expect(log.calls == ["Pressed UIButton", "Pressed UIButton"])
    }

    @Test("CT-11: the handler's closure receives the control typed as its own class; a disabled, dropped one is freed")
    func typedControlAndRelease() throws {
        final class Captured {}
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 60, height: 30))
        window.addSubview(toggle)
        var states: [Bool] = []
        weak var weakCaptured: Captured?
        var handle: RemovableTarget?
        do {
            let captured = Captured()
            weakCaptured = captured
            handle = toggle.addEventHandler(event: .valueChanged) { (control) in
                _ = captured
                states.append(control.isOn)  // `control` is a UISwitch
            }
        }
        let sim = EventSimulator(application: app)
        try sim.tap(at: CGPoint(x: 20, y: 15), in: window)
        #expect(states == [true])
        #expect(weakCaptured != nil)
        handle?.disable()
        try sim.tap(at: CGPoint(x: 20, y: 15), in: window)
        #expect(states == [true])
        #expect(weakCaptured != nil)  // the handle still holds it, so it can be enabled again
        handle = nil
        #expect(weakCaptured == nil)
    }

    @Test("MN-4, AC-6: an override of copy(_:) is offered by the edit menu and chosen from it")
    func copyFromEditMenu() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let label = CopyableLabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        window.addSubview(label)
        #expect(label.becomeFirstResponder())
        app.menuController.showMenu(from: label, rect: label.bounds)
        #expect(app.menuController.visibleActions == [.copy])
        #expect(app.menuController.performAction(.copy))
        #expect(label.copies == ["UIMenuController"])
    }

    @Test("AC-4, FR-13: a nil-targeted copy: and Command-C reach the first responder's copy(_:) override")
    func copyFromNilTargetedActionAndShortcut() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let label = CopyableLabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        let button = UIButton(frame: CGRect(x: 10, y: 100, width: 100, height: 44))
        window.addSubview(label)
        window.addSubview(button)
        #expect(label.becomeFirstResponder())
        button.addTarget(nil, action: #"copy:"#, for: .touchUpInside)
        let sim = EventSimulator(application: app)
        try sim.tap(at: CGPoint(x: 10, y: 10), in: button)
        #expect(label.copies == ["UIButton"])
        try sim.press("c", modifiers: .command)
        #expect(label.copies == ["UIButton", "nil"])
        #expect(app.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(label.copies.count == 3)
    }

    @Test("AC-1: an override of copy(_:) that is not named in invokeSelector is not found (Swift cannot see it)")
    func undeclaredOverrideIsNotFound() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let declared = CopyableLabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        let label = UndeclaredCopyLabel(frame: CGRect(x: 10, y: 50, width: 100, height: 30))
        window.addSubview(declared)
        window.addSubview(label)
        #expect(label.becomeFirstResponder())
        #expect(!label.canPerformAction(.copy, withSender: nil))
        #expect(!app.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(label.copies == 0)
        // The declared one is found the same way.
        #expect(declared.becomeFirstResponder())
        #expect(app.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(declared.copies == ["nil"])
    }
}
