// Waiting on the virtual clock: an element that appears after a delay is found at once in real time, the clock
// moving only as far as needed; bad timeouts fail without moving it (UT-55 … UT-57).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

/// A screen whose "Load" button shows a "Loaded" label 3 seconds later (on the application's clock) and hides it
/// 2 seconds after.
@MainActor
final class DelayedViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let load = UIButton(frame: CGRect(x: 20, y: 40, width: 120, height: 44))
        load.setTitle("Load", for: .normal)
        let loaded = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        loaded.text = "Loaded"
        loaded.isHidden = true
        view.addSubview(load)
        view.addSubview(loaded)
        load.addAction(
            UIAction { [unowned load] _ in
                // The application's clock, as Timer and delayed performs use it: the virtual clock in tests.
                guard let clock = load.window?.application.clock else { return }
                _ = clock.schedule(after: 3) {
                    loaded.isHidden = false
                    _ = clock.schedule(after: 2) { loaded.isHidden = true }
                }
            }, for: .touchUpInside)
    }
}

@MainActor
@Suite("UI testing: waiting on the virtual clock")
struct WaitingTests {
    @Test("UT-55: waitForExistence advances virtual time to the timer that shows the element, and no further")
    func waitForExistence() {
        let (app, _, failures) = launch { DelayedViewController(log: $0) }
        app.buttons["Load"].tap()
        let start = app.simulator.clock.now
        let began = Date()
        #expect(!app.staticTexts["Loaded"].exists)
        #expect(app.staticTexts["Loaded"].waitForExistence(timeout: 10))
        #expect(Date().timeIntervalSince(began) < 1)
        #expect(abs(app.simulator.clock.now - (start + 2.5)) < 0.001)
        #expect(app.staticTexts["Loaded"].waitForNonExistence(timeout: 10))
        #expect(abs(app.simulator.clock.now - (start + 4.5)) < 0.001)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-56: a wait that times out returns false after exactly the timeout in virtual time")
    func waitTimesOut() {
        let (app, _, _) = launch { DelayedViewController(log: $0) }
        let start = app.simulator.clock.now
        #expect(!app.staticTexts["Never"].waitForExistence(timeout: 7))
        #expect(app.simulator.clock.now == start + 7)
        #expect(app.buttons["Load"].waitForExistence(timeout: 0))
        #expect(!app.buttons["Load"].waitForNonExistence(timeout: 1))
    }

    @Test("UT-57: a negative, NaN or infinite timeout fails at once without moving the clock")
    func badTimeouts() {
        let (app, _, failures) = launch { DelayedViewController(log: $0) }
        let start = app.simulator.clock.now
        #expect(!app.buttons["Load"].waitForExistence(timeout: -1))
        #expect(!app.buttons["Load"].waitForExistence(timeout: .nan))
        #expect(!app.buttons["Load"].waitForNonExistence(timeout: .infinity))
        #expect(app.simulator.clock.now == start)
        #expect(failures.failures.map(\.kind) == [.invalidArgument, .invalidArgument, .invalidArgument])
        #expect(failures.messages.first?.contains("timeout -1.0 must be finite and not negative") == true)
    }

    @Test("UT-7: work the app queues on the main queue runs at runMainQueue(), not inside a synchronous tap")
    func mainQueueWork() async {
        let (app, log, failures) = launch { log in
            let controller = UIViewController()
            let button = UIButton(frame: CGRect(x: 20, y: 40, width: 120, height: 44))
            button.setTitle("Fetch", for: .normal)
            button.addAction(
                UIAction { _ in
                    DispatchQueue.main.async { MainActor.assumeIsolated { log.append("fetched") } }
                }, for: .touchUpInside)
            controller.view.addSubview(button)
            return controller
        }
        app.buttons["Fetch"].tap()
        #expect(log.lines.isEmpty)
        await app.runMainQueue()
        #expect(log.lines == ["fetched"])
        #expect(failures.failures.isEmpty)
    }
}
