// The demo app: one 800 × 600 key window showing the demo screen, and the log of everything that reached it. It
// uses ResponderKit only, so the same app runs live on a backend and headless under a simulator or a replay.
//
// Invariants: unless dispatch lines are off and nothing is traced, the demo's tracer is the application's tracer
// from the end of `init` (it builds the log's chain and recognizer lines); nothing in the app reads the wall clock.
import Foundation
import ResponderKit

/// The demo: a window with a button, a switch, a slider, a text field, a table, a gesture pad and an on-screen
/// log, in `application`.
///
/// ```swift
/// let app = UIApplication()
/// let demo = DemoApp(application: app, options: DemoOptions(logFile: "demo.log"))
/// // feed input to `app`, for example with an EventSimulator, then:
/// demo.flush()
/// print(demo.logLines.joined(separator: "\n"))
/// ```
@MainActor
public final class DemoApp {
    /// The application the demo runs in.
    public let application: UIApplication
    /// The options it was made with.
    public let options: DemoOptions
    /// The demo's window: key and visible, 800 × 600 points at the origin.
    public let window: UIWindow
    /// The log.
    public let log: DemoLog
    let controller: DemoViewController
    private let tracer: DemoTracer

    /// Creates the demo's window in `application`, makes it key and visible, and installs the demo's tracer (unless
    /// ``DemoOptions/logsDispatch`` and ``DemoOptions/trace`` are both off).
    public init(application: UIApplication, options: DemoOptions) {
        self.application = application
        self.options = options
        log = DemoLog(path: options.logFile)
        tracer = DemoTracer(log: log, printsTrace: options.trace, logsDispatch: options.logsDispatch)
        controller = DemoViewController(log: log, tracer: tracer, options: options)
        window = UIWindow(frame: DemoLayout.window, application: application)
        window.accessibilityIdentifier = "window"
        window.backgroundColor = UIColor(white: 0.9, alpha: 1)
        // Another screen replaces the demo's own; the latter is made anyway, unshown, so the app's API is the same.
        window.rootViewController = DemoScreens.make(options.screen, log: log) ?? controller
        window.makeKeyAndVisible()
        if options.logsDispatch || options.trace { application.tracer = tracer }
    }

    /// The lines logged so far, the last unfinished one (a touch line whose forwarding may go on, a repeat still
    /// counting) included.
    public var logLines: [String] { log.lines }

    /// Called each time a handler of the demo runs (a button action, a recognizer action, a touch on the grid, a
    /// press reaching the view controller, a scroll of the table): the end point of a latency measurement.
    public var onHandlerCalled: (@MainActor () -> Void)? {
        get { controller.onHandlerCalled }
        set { controller.onHandlerCalled = newValue }
    }

    /// Makes every log line final and writes it to the log file.
    public func flush() {
        log.flush()
    }
}
