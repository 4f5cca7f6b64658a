import Foundation
import Testing

@testable import ResponderKit

/// A view that answers hit-tests with nil wherever the default would return itself.
private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A view whose hit-test never calls super.
private final class AlwaysNilView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

@MainActor
struct TraceRecorderTests {
    private func makeScene() -> (UIApplication, UIWindow, EventSimulator, TraceRecorder) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        window.accessibilityIdentifier = "window"
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        app.tracer = recorder
        return (app, window, EventSimulator(application: app), recorder)
    }

    private func named<V: UIView>(_ view: V, _ name: String) -> V {
        view.accessibilityIdentifier = name
        return view
    }

    @Test("The hit-test walk records each visited view with its verdict, front-most first")
    func visitsWithVerdicts() throws {
        let (_, window, sim, recorder) = makeScene()
        let back = named(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "back")
        let hidden = named(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "hidden")
        hidden.isHidden = true
        let faint = named(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "faint")
        faint.alpha = 0.005
        let off = named(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "off")
        off.isUserInteractionEnabled = false
        let far = named(UIView(frame: CGRect(x: 150, y: 150, width: 10, height: 10)), "far")
        for view in [back, hidden, faint, off, far] { window.addSubview(view) }

        try sim.touchDown(at: CGPoint(x: 10, y: 10), in: window)

        var verdicts: [String: HitTestVerdict] = [:]
        var order: [String] = []
        for case .hitTestVisit(let view, _, let depth, let verdict) in recorder.entries where depth == 1 {
            verdicts[view.accessibilityIdentifier ?? "?"] = verdict
            order.append(view.accessibilityIdentifier ?? "?")
        }
        #expect(order == ["far", "off", "faint", "hidden", "back"])
        #expect(verdicts["far"] == .outside)
        #expect(verdicts["off"] == .userInteractionDisabled)
        #expect(verdicts["faint"] == .transparent(alpha: 0.005))
        #expect(verdicts["hidden"] == .hidden)
        #expect(verdicts["back"] == .inside)
        let results = recorder.entries.compactMap { entry -> UIView?? in
            if case .hitTestResult(_, _, let view) = entry { return view }
            return nil
        }
        #expect(results.count == 1)
        #expect(results.first.flatMap { $0 } === back)
    }

    @Test("An override that passes the touch through is reported as changing the default answer")
    func passThroughIsReported() throws {
        let (_, window, sim, recorder) = makeScene()
        let button = named(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), "button")
        let overlay = named(PassThroughView(frame: window.bounds), "overlay")
        window.addSubview(button)
        window.addSubview(overlay)

        let touch = try sim.touchDown(at: CGPoint(x: 10, y: 10), in: window)

        #expect(touch.view === button)
        let overlayReturn = recorder.entries.first { entry in
            if case .hitTestReturned(let view, _, _, _) = entry { return view === overlay }
            return false
        }
        guard case .hitTestReturned(_, _, let result, let defaultResult) = overlayReturn else {
            Issue.record("no return entry for the overlay")
            return
        }
        #expect(result == nil)
        #expect(defaultResult.flatMap { $0 } === overlay)
        #expect(recorder.lines.contains { $0.contains("override changed overlay to nil") })
    }

    @Test("An override that never calls super is reported as such")
    func overrideWithoutSuperIsReported() throws {
        let (_, window, sim, recorder) = makeScene()
        let wall = named(AlwaysNilView(frame: window.bounds), "wall")
        window.addSubview(wall)

        try sim.touchDown(at: CGPoint(x: 10, y: 10), in: window)

        #expect(recorder.lines.contains { $0.contains("wall.hitTest returned nil (overridden, super not called)") })
        let visitedWall = recorder.entries.contains { entry in
            if case .hitTestVisit(let view, _, _, _) = entry { return view === wall }
            return false
        }
        #expect(!visitedWall)
    }

    @Test("Forwarding along the chain and the drop at its end are traced")
    func forwardingIsTraced() throws {
        let (app, window, sim, recorder) = makeScene()
        let leaf = named(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), "leaf")
        window.addSubview(leaf)

        try sim.tap(at: CGPoint(x: 5, y: 5), in: leaf)

        var hops: [(String, String)] = []
        var dropped: [String] = []
        for entry in recorder.entries {
            switch entry {
            case .forwarded(.touchesBegan, let from, let to):
                hops.append((TraceRecorder.name(of: from), TraceRecorder.name(of: to)))
            case .dropped(.touchesBegan, let at):
                dropped.append(TraceRecorder.name(of: at))
            default: break
            }
        }
        #expect(hops.map(\.0) == ["leaf", "window"])
        #expect(hops.map(\.1) == ["window", "UIApplication"])
        #expect(dropped == [TraceRecorder.name(of: app)])
    }

    @Test("Rejected input is traced")
    func rejectedInputIsTraced() {
        let (app, window, _, recorder) = makeScene()
        #expect(throws: InputError.self) {
            let bad = CGPoint(x: CGFloat.nan, y: 0)
            try app.input.send(TouchSample(id: 1, phase: .began, location: bad, window: window))
        }
        #expect(recorder.lines == ["input rejected: touch 1: location (nan, 0.0) is not finite"])
    }

    @Test("With no tracer nothing is recorded and dispatch works the same")
    func tracerOff() throws {
        let (app, window, sim, recorder) = makeScene()
        app.tracer = nil
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(leaf)
        let touch = try sim.touchDown(at: CGPoint(x: 5, y: 5), in: window)
        #expect(touch.view === leaf)
        #expect(recorder.entries.isEmpty)
    }
}
