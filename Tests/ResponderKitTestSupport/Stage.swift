// The place a test runs: an independent application, a visible key window, a simulator and a trace recorder.
//
// Invariants:
// - The window is key and visible before the simulator exists, and the tracer is installed last (unless a test
//   asks for no tracing), so a test sees exactly the events it sends.
// - Keep the stage for the whole test: the application holds its windows weakly.
import Foundation
import ResponderKit

/// An independent application with a visible key window, a simulator and a tracer: the one stage every test
/// target shares. Test directories subclass it for their own helpers (a root controller, control events …).
@MainActor
open class Stage {
    /// The stage's own application (not `UIApplication.shared`).
    public let app: UIApplication
    /// The key window.
    public let window: UIWindow
    /// The simulator that drives `app`.
    public let sim: EventSimulator
    /// The trace of everything `app` dispatched (empty when the stage was made without tracing).
    public let tracer = TraceRecorder()

    /// A stage with a new key window of `frame` in `app`, showing `rootViewController` when given.
    ///
    /// - Parameters:
    ///   - app: The application; a new independent one by default.
    ///   - frame: The window's frame; 320 × 480 at the origin by default.
    ///   - rootViewController: The window's root view controller, set before the window is shown.
    ///   - tracing: Whether `tracer` is installed as the application's tracer.
    public init(
        app: UIApplication = UIApplication(), frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
        rootViewController: UIViewController? = nil, tracing: Bool = true
    ) {
        self.app = app
        window = UIWindow(frame: frame, application: app)
        if let rootViewController { window.rootViewController = rootViewController }
        window.makeKeyAndVisible()
        sim = EventSimulator(application: app)
        if tracing { app.tracer = WeakTracer(tracer) }
    }

    /// A stage around an existing window of `app`, which it makes key and visible.
    ///
    /// - Parameters:
    ///   - app: The window's application.
    ///   - window: The window to show.
    public init(app: UIApplication, window: UIWindow) {
        self.app = app
        self.window = window
        window.makeKeyAndVisible()
        sim = EventSimulator(application: app)
        app.tracer = WeakTracer(tracer)
    }

    /// Adds `view` to `parent` (the window when nil) and returns it.
    @discardableResult
    public func add<V: UIView>(_ view: V, to parent: UIView? = nil) -> V {
        (parent ?? window).addSubview(view)
        return view
    }

    /// A second visible window of the same application.
    public func makeWindow(frame: CGRect) -> UIWindow {
        let window = UIWindow(frame: frame, application: app)
        window.isHidden = false
        return window
    }
}
