// The application under test: an XCUIElement for the whole app, made from a window, an application, or a closure
// that builds the root view controller (UT-1).
//
// Invariants: every query and action settles the application first (pending layout of every visible window, then
// the timers already due on the virtual clock), as an idle app would have run them; after each action, virtual
// time moves on by `idleTime` and on while an animation is in flight, so animations and delayed work finish by
// the clock (UT-7). Failures go to
// `failureHandler`, never to a crash. No global state: the simulator and the handler belong to this object.
import Foundation
import ResponderKit

/// A proxy for the application under test, with XCUITest's API, driving a ResponderKit `UIApplication` through
/// real input.
///
/// ```swift
/// let app = XCUIApplication { LoginViewController() }
/// app.launch()
/// app.textFields["Email"].tap()
/// app.typeText("ann@example.com")
/// app.buttons["Log in"].tap()
/// #expect(app.staticTexts["Welcome, Ann"].waitForExistence(timeout: 2))
/// ```
@MainActor
public final class XCUIApplication: XCUIElement {
    /// The states an application can be in.
    public enum State: UInt, Sendable {
        /// The state is not known.
        case unknown = 0
        /// The application is not running.
        case notRunning = 1
        /// Running in the background, suspended.
        case runningBackgroundSuspended = 2
        /// Running in the background.
        case runningBackground = 3
        /// Running in the foreground.
        case runningForeground = 4
    }

    /// The ResponderKit application that receives the input.
    public let uiApplication: UIApplication
    /// The simulator every action sends its input through (`uiApplication.input`).
    public let simulator: EventSimulator
    /// Where failures go; a Swift Testing issue by default (``XCUITestFailureHandler/record(_:)``).
    public var failureHandler: @MainActor (XCUITestFailure) -> Void = { XCUITestFailureHandler.record($0) }
    /// The virtual time that passes after each action, as XCUITest waits for the app to be idle: 0.5 s by
    /// default (**chosen**: longer than UIKit's standard 0.25–0.4 s animations).
    public var idleTime: TimeInterval = 0.5
    /// The longest virtual time the idle wait after an action may take while animations are still running:
    /// 10 s by default (**chosen**: an animation that repeats forever must not stop the test; XCUITest gives up
    /// waiting for idle after a while too).
    public var maximumIdleTime: TimeInterval = 10
    /// The longest virtual time one action or wait may take, in seconds: a longer duration or timeout fails as an
    /// invalid argument, so no call runs a repeating timer without end. One hour by default (**chosen**: far
    /// beyond any UI test's timeout, and a minute of 60 Hz timers still fires in milliseconds).
    public var maximumVirtualDuration: TimeInterval = 3600
    /// Whether an action or a wait is running: one called meanwhile (from a handler the action runs) is refused.
    var isActing = false
    /// The frame of the window `launch()` makes for a root view controller closure.
    public var windowFrame: CGRect
    /// The state of the application.
    public private(set) var state: State
    /// Whether queries reuse the element tree while nothing the application shows has changed (true by default):
    /// a query then takes microseconds instead of a walk of every view (see "Why queries are fast" in the UI
    /// testing article). Set it to false when an app overrides an accessibility getter (`accessibilityLabel`,
    /// `accessibilityValue` …) to answer from state that the test changes directly, outside any input, view or
    /// control change, so every query walks the views again.
    public var cachesElementTree = true {
        didSet { cachedTree = nil }
    }
    /// The last tree built, while `cachedTreeKey` still describes the application (XCUIApplication+ElementTreeCache).
    var cachedTree: ElementTree?
    /// The application's change count and the virtual time when `cachedTree` was built.
    var cachedTreeKey = ElementTreeKey(changeCount: -1, time: -.infinity)

    private let makeRootViewController: (@MainActor () -> UIViewController)?
    /// The window the application was made from or launched: held here because a UIApplication holds its
    /// windows weakly, and a running app's window must live while the test drives it.
    private var launchedWindow: UIWindow?
    /// The deadlines of the waiters waiting now, outermost first: a nested wait ends at its outer wait's deadline.
    var waitDeadlines: [TimeInterval] = []

    /// An application around `window`, which is made key and visible and kept alive while the application is
    /// running; it is running from the start.
    ///
    /// - Parameters:
    ///   - window: The app's window.
    ///   - simulator: The simulator to send input through; a new one for the window's application when nil.
    public init(window: UIWindow, simulator: EventSimulator? = nil) {
        uiApplication = window.application
        self.simulator = simulator ?? EventSimulator(application: window.application)
        windowFrame = window.frame
        makeRootViewController = nil
        launchedWindow = window
        state = .runningForeground
        super.init(query: nil, pick: .unique)
        if window.isHidden || uiApplication.keyWindow == nil { window.makeKeyAndVisible() }
    }

    /// An application around `application` and its windows as they are; it is running from the start.
    public init(application: UIApplication, simulator: EventSimulator? = nil) {
        uiApplication = application
        self.simulator = simulator ?? EventSimulator(application: application)
        windowFrame = application.keyWindow?.frame ?? CGRect(x: 0, y: 0, width: 390, height: 844)
        makeRootViewController = nil
        state = .runningForeground
        super.init(query: nil, pick: .unique)
    }

    /// An application that `launch()` starts by showing the controller `rootViewController` builds in a new key
    /// window of `frame` (390 × 844 points by default); it is not running until then.
    public init(
        application: UIApplication = UIApplication(), frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        rootViewController: @escaping @MainActor () -> UIViewController
    ) {
        uiApplication = application
        simulator = EventSimulator(application: application)
        windowFrame = frame
        makeRootViewController = rootViewController
        state = .notRunning
        super.init(query: nil, pick: .unique)
    }

    override var owner: XCUIApplication { self }

    /// Whether queries and actions can run.
    var isRunning: Bool { state == .runningForeground || state == .runningBackground }

    /// The failure for using `summary` (a query or an element) while the application is not running.
    func notRunningFailure(for summary: String) -> XCUITestFailure {
        XCUITestFailure(
            kind: .notRunning,
            message: "The application is not running (call launch() first): cannot resolve \(summary)")
    }

    // MARK: Life cycle

    /// Launches the application: builds the root view controller in a new key window (a closure-made
    /// application), tearing down the previous launch first. An application made from a window or a
    /// `UIApplication` is already running; launching it again only makes it active.
    public func launch() {
        if makeRootViewController != nil, state != .notRunning { terminate() }
        if let make = makeRootViewController {
            let window = UIWindow(frame: windowFrame, application: uiApplication)
            window.rootViewController = make()
            window.makeKeyAndVisible()
            launchedWindow = window
        }
        state = .runningForeground
        settle()
    }

    /// Activates the application: launches it when it is not running.
    public func activate() {
        if state == .notRunning { launch() }
    }

    /// Terminates the application: a launched window is hidden and released with its view controllers (an
    /// application made from a window keeps it, untouched, for the next `launch()`); queries then find nothing and
    /// actions fail until the next `launch()`.
    public func terminate() {
        if makeRootViewController != nil, let window = launchedWindow {
            window.isHidden = true
            window.rootViewController = nil
            launchedWindow = nil
        }
        // The cached tree holds the views strongly: a terminated application lets them go.
        cachedTree = nil
        state = .notRunning
    }

    // MARK: Settling

    /// Runs what an idle application would have run by now: pending layout of every visible window and the
    /// timers already due on the virtual clock.
    func settle() {
        let clock = simulator.clock
        // Timers due now run app code, which may change what accessibility getters answer: the tree is read anew.
        if let deadline = clock.nextDeadline, deadline <= clock.now {
            cachedTree = nil
            clock.advance(to: clock.now)
        }
        for window in uiApplication.windowsFrontToBack { window.layoutIfNeeded() }
    }

    /// Lets the work the app queued on the main queue (`DispatchQueue.main.async`, and the work it queues) run,
    /// then settles: what a synchronous query or action cannot do, since the main queue is busy running the test.
    /// Call it with `await` from an async test on the main actor.
    public func runMainQueue() async {
        await simulator.runMainQueue()
        cachedTree = nil
        settle()
    }

    /// Lets `idleTime` of virtual time pass after an action, then runs the clock on while an animation is in
    /// flight (a view or layer animation, a scroll view's deceleration, a transition), at most
    /// `maximumIdleTime` in all, then settles: XCUITest waits for the app's animations to end (UT-7).
    func idle() {
        let start = simulator.clock.now
        simulator.advance(by: idleTime)
        let limit = start + max(idleTime, maximumIdleTime)
        // One step at a time: each step may schedule the next (a deceleration) or end the chain of animations.
        while let next = simulator.clock.nextAnimationDeadline, next <= limit {
            simulator.clock.advance(to: next)
        }
        // An action ran app code: whatever it changed, the next query reads the views again (UT-101).
        cachedTree = nil
        settle()
    }

    /// Sends `failure` to the failure handler.
    func report(_ failure: XCUITestFailure) {
        failureHandler(failure)
    }
}
