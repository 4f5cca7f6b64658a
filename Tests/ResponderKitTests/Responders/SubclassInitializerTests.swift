// UIKit's initializer shapes for windows and applications: `override init(frame:)` on a window subclass and
// `override init()` on an application subclass call designated initializers and give working objects (RC-4, TD-1).

import Foundation
import Testing

@testable import ResponderKit

/// A window subclass written as in UIKit: it overrides the designated `init(frame:)`.
@MainActor
private final class ConfiguredWindow: UIWindow {
    private(set) var configured = false
    private(set) var touchesSeen = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        configured = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesSeen += 1
        super.touchesBegan(touches, with: event)
    }
}

/// An application subclass written as in UIKit: it overrides `init()`.
@MainActor
private final class ConfiguredApplication: UIApplication {
    private(set) var configured = false
    private(set) var eventsSent = 0

    override init() {
        super.init()
        configured = true
    }

    override func sendEvent(_ event: UIEvent) {
        eventsSent += 1
        super.sendEvent(event)
    }
}

@MainActor
@Suite("Subclass initializers")
struct SubclassInitializerTests {
    @Test("RC-4: a window subclass overriding init(frame:) belongs to UIApplication.shared and receives touches")
    func windowSubclassOverridingInitFrame() throws {
        let window = ConfiguredWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        defer { window.isHidden = true }
        #expect(window.configured)
        #expect(window.isHidden, "windows start hidden, as in UIKit")
        #expect(window.application === UIApplication.shared)
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.windows.contains { $0 === window })

        window.makeKeyAndVisible()
        let sim = EventSimulator(application: .shared)
        let touch = try sim.tap(at: CGPoint(x: 50, y: 50), in: window)
        #expect(touch.view === window)
        #expect(window.touchesSeen == 1)
    }

    @Test("A window subclass without initializers of its own still has UIWindow(frame:application:)")
    func windowSubclassInheritsTheApplicationInitializer() {
        let app = ConfiguredApplication()
        let window = SceneLessWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: app)
        #expect(window.application === app)
        #expect(window.next === app)
    }

    @Test("TD-1: an application subclass overriding init() gets its own clock and windows, and dispatches events")
    func applicationSubclassOverridingInit() throws {
        let app = ConfiguredApplication()
        #expect(app.configured)
        #expect(app !== UIApplication.shared)
        #expect(app.clock is VirtualClock)
        #expect(app.notificationCenter !== NotificationCenter.default)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.makeKeyAndVisible()
        #expect(app.windows.count == 1)
        #expect(app.keyWindow === window)
        let sim = EventSimulator(application: app)
        let touch = try sim.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(touch.view === window)
        #expect(app.eventsSent == 2, "one event for the touch's began and one for its end")
        #expect(UIApplication.shared.windows.allSatisfy { $0 !== window })
    }

    @Test("UIApplication() and UIApplication(clock:notificationCenter:) both create independent applications")
    func plainApplicationInitializers() {
        let clock = VirtualClock()
        let center = NotificationCenter()
        let configured = UIApplication(clock: clock, notificationCenter: center)
        #expect(configured.clock === clock)
        #expect(configured.notificationCenter === center)
        let plain = UIApplication()
        #expect(plain.clock !== clock)
        #expect(plain.notificationCenter !== center)
        #expect(plain !== UIApplication.shared)
    }
}

/// A window subclass with no initializers of its own.
@MainActor
private final class SceneLessWindow: UIWindow {}
