// The unretained hop and passing over change only speed: random chains of library views, declared app views, an
// undeclared app view, a controller's root view and a view whose `next` jumps elsewhere deliver every touch phase
// to the same responders, in the same order, as the retained walk (which a tracer forces), and end the chain the
// same way.
import Testing

@testable import ResponderKit

/// Logs each touch method it receives, by tag, then calls `super`.
private class LoggingChainView: UIView, DefaultHitTesting {
    var log: ((String) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("began \(tag)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("moved \(tag)")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("ended \(tag)")
        super.touchesEnded(touches, with: event)
    }
}

/// Declares that it keeps `next`: reached by the unretained hop.
private final class DeclaredLoggingView: LoggingChainView, DefaultResponderChain {}

/// Does not declare it: reached through `next`.
private final class UndeclaredLoggingView: LoggingChainView {}

/// Sends its events to another responder than its superview.
private final class JumpingView: LoggingChainView {
    weak var jump: UIResponder?
    override var next: UIResponder? { jump ?? super.next }
}

/// Logs what reaches the application's delegate when it is a responder.
private final class LoggingDelegate: UIResponder, UIApplicationDelegate {
    var log: ((String) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?("began delegate") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?("ended delegate") }
}

/// One random scene and what its responders logged; it keeps the application, window and controllers alive.
@MainActor
private final class DifferentialScene {
    var entries: [String] = []
    let app = UIApplication()
    let window: UIWindow
    private let delegate = LoggingDelegate()
    private var controllers: [UIViewController] = []

    /// A chain of 2...12 nested views of mixed kinds built from `seed`; traced scenes take the retained walk.
    init(seed: UInt64, traced: Bool) {
        var random = SplitMix64(seed: seed)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        let log: (String) -> Void = { [unowned self] in entries.append($0) }
        if random.next() % 2 == 0 {
            delegate.log = log
            app.delegate = delegate
        }
        if traced { app.tracer = TraceRecorder() }
        var parent: UIView = window
        var views: [UIView] = []
        let depth = 2 + Int(random.next() % 11)
        for level in 1...depth {
            let frame = parent.bounds.insetBy(dx: 2, dy: 2)
            let view: UIView
            // The innermost view always logs, so every scene delivers something to compare.
            switch level == depth ? 4 : random.next() % 6 {
            case 0: view = UIView(frame: frame)
            case 1:
                // Interactive, so the touch can reach the views inside it (labels ignore touches by default).
                view = UILabel(frame: frame)
                view.isUserInteractionEnabled = true
            case 2: view = UndeclaredLoggingView(frame: frame)
            case 3: view = JumpingView(frame: frame)
            default: view = DeclaredLoggingView(frame: frame)
            }
            view.tag = level
            (view as? LoggingChainView)?.log = log
            if random.next() % 5 == 0 {
                // A controller's root view: its next is the controller.
                let controller = UIViewController()
                controller.view = view
                controllers.append(controller)
            }
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        for case let jumping as JumpingView in views where jumping.tag > 2 {
            // Up past the superview, never down: no cycle.
            jumping.jump = views[jumping.tag - 3]
        }
        window.makeKeyAndVisible()
    }

    /// A touch down, a move and a lift at the centre; returns the log.
    func touch() throws -> [String] {
        let sim = EventSimulator(application: app)
        let touch = try sim.touchDown(at: CGPoint(x: 100, y: 100), in: window)
        try sim.touchMove(touch, to: CGPoint(x: 101, y: 101))
        try sim.touchUp(touch)
        return entries
    }
}

@MainActor
struct UnretainedHopDifferentialTests {
    @Test(
        "RC-6, RC-8: random chains deliver each phase to the same responders with and without the unretained hop",
        arguments: 0..<40)
    func sameDeliveries(seed: Int) throws {
        let untraced = try DifferentialScene(seed: UInt64(seed), traced: false).touch()
        let traced = try DifferentialScene(seed: UInt64(seed), traced: true).touch()
        #expect(untraced == traced)
        // Something arrived: the innermost view logs first.
        #expect(untraced.first?.hasPrefix("began ") == true)
    }

    @Test("RC-6: across the seeds, every kind of step occurs: passing over, declared hops, next, controller roots")
    func seedsCoverEveryStep() throws {
        var logged = Set<String>()
        for seed in 0..<40 {
            logged.formUnion(try DifferentialScene(seed: UInt64(seed), traced: false).touch())
        }
        #expect(logged.contains("began delegate") && logged.contains("ended delegate"))
        #expect(logged.contains { $0.hasPrefix("moved") })
        #expect(logged.count > 20)
    }
}
