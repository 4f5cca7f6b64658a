// A demo app in an independent application, driven by a simulator on the virtual clock.
import Foundation
import ResponderKit

@testable import ResponderKitDemoApp

/// The demo, its application and a simulator; points are window points (``DemoLayout``).
@MainActor
final class DemoStage {
    let app = UIApplication()
    let demo: DemoApp
    let sim: EventSimulator

    init(options: DemoOptions = DemoOptions()) {
        demo = DemoApp(application: app, options: options)
        sim = EventSimulator(application: app)
        // A second apart from everything before, so that no gesture's timing joins the next one.
        sim.advance(by: 1)
    }

    /// The log's lines from `start` on.
    func lines(from start: Int = 0) -> [String] {
        Array(demo.logLines.dropFirst(start))
    }

    /// A pointer click (primary button) at a window point, then a second of quiet.
    func click(_ x: CGFloat, _ y: CGFloat, buttons: UIEvent.ButtonMask = .primary) throws {
        try sim.click(at: CGPoint(x: x, y: y), in: demo.window, buttons: buttons)
        sim.advance(by: 1)
    }

    /// A finger held down for `seconds` at a window point.
    func hold(_ x: CGFloat, _ y: CGFloat, for seconds: TimeInterval) throws {
        let touch = try sim.touchDown(at: CGPoint(x: x, y: y), in: demo.window)
        sim.advance(by: seconds)
        try sim.touchUp(touch)
        sim.advance(by: 1)
    }

    /// A finger dragged in `steps` equal moves 20 ms apart.
    func drag(from start: CGPoint, by delta: CGPoint, steps: Int) throws {
        let touch = try sim.touchDown(at: start, in: demo.window)
        for step in 1...steps {
            sim.advance(by: 0.02)
            let f = CGFloat(step) / CGFloat(steps)
            try sim.touchMove(touch, to: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f), in: demo.window)
        }
        try sim.touchUp(touch)
        sim.advance(by: 1)
    }

    /// The centre of a frame.
    static func center(_ frame: CGRect) -> CGPoint {
        CGPoint(x: frame.midX, y: frame.midY)
    }
}
