// The unretained chain hop (docs/unsafe.md): the default event methods forward from a view to its superview
// without retaining it, and views that leave the window while such calls run live until the calls return.
import Testing

@testable import ResponderKit

/// Records its touchesBegan calls; when `leaves` is set, removes itself from its superview first (the test then
/// holds no reference to it) and reads its own state afterwards, which would crash if it had been freed.
private final class LeavingView: UIView, DefaultResponderChain {
    var leaves = false
    var log: [String] = []
    weak var logOwner: LeavingLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if leaves {
            leaves = false
            let window = self.window
            removeFromSuperview()
            // Deferred only while an unretained walk runs in the window: the event came by the unretained hop.
            logOwner?.entries.append("left deferred=\(window?.deferredReleases.contains { $0 === self } ?? false)")
        }
        logOwner?.entries.append("began \(tag) superview=\(superview?.tag ?? -1)")
        super.touchesBegan(touches, with: event)
    }
}

/// The log the views write to (a class, so views can reach it weakly).
private final class LeavingLog {
    var entries: [String] = []
}

@MainActor
struct UnretainedHopTests {
    /// A window with root (tag 1) ⊃ middle (tag 2) ⊃ leaf (tag 3), all LeavingViews.
    private func scene() -> (UIApplication, UIWindow, LeavingView, LeavingLog) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let log = LeavingLog()
        var parent: UIView = window
        var leaf: LeavingView?
        for tag in 1...3 {
            let view = LeavingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.tag = tag
            view.logOwner = log
            parent.addSubview(view)
            parent = view
            leaf = view
        }
        window.makeKeyAndVisible()
        return (application, window, leaf!, log)
    }

    @Test("RC-6: a superview that leaves the window in its own touchesBegan lives until forwarding returns")
    func superviewLeavingDuringDelivery() throws {
        let (application, window, leaf, log) = scene()
        weak let middle = leaf.superview as? LeavingView
        middle?.leaves = true
        let simulator = EventSimulator(application: application)
        let touch = try simulator.touchDown(at: CGPoint(x: 50, y: 50), in: window)
        // The leaf forwarded to the middle view, which removed itself (taking the leaf along) and still ran;
        // its superview is gone, so the event stopped there: the root saw nothing.
        #expect(log.entries == ["began 3 superview=2", "left deferred=true", "began 2 superview=-1"])
        // Nothing else holds the middle view: it was released when the outermost forwarding call returned.
        #expect(middle == nil)
        try simulator.touchUp(touch)
        // Something arrived elsewhere: the window still delivers to a view that stayed.
        withExtendedLifetime(window) {}
    }

    @Test("RC-6: forwarding called directly, outside a delivery, keeps a leaving view alive the same way")
    func superviewLeavingDuringDirectCall() throws {
        let (application, window, leaf, log) = scene()
        let simulator = EventSimulator(application: application)
        let touch = try simulator.touchDown(at: CGPoint(x: 50, y: 50), in: window)
        try simulator.touchUp(touch)
        #expect(log.entries == ["began 3 superview=2", "began 2 superview=1", "began 1 superview=0"])
        log.entries = []
        #expect(touch.view === leaf)
        let event = application.touchDispatcher.event
        weak let middle = leaf.superview as? LeavingView
        middle?.leaves = true
        leaf.touchesBegan([touch], with: event)
        #expect(log.entries == ["began 3 superview=2", "left deferred=true", "began 2 superview=-1"])
        #expect(middle == nil)
        withExtendedLifetime(window) {}
    }

    @Test("RC-8: a view class that does not declare DefaultResponderChain keeps its overridden next")
    func overriddenNextIsCalled() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let other = RecordingResponderStandIn()
        let view = NextOverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.custom = other
        window.addSubview(view)
        window.makeKeyAndVisible()
        let simulator = EventSimulator(application: application)
        let touch = try simulator.touchDown(at: CGPoint(x: 10, y: 10), in: window)
        try simulator.touchUp(touch)
        #expect(other.began == 1)
        #expect(!UIView.keepsLibraryNext(view))
    }
}

/// Overrides `next` to point at another responder.
private final class NextOverridingView: UIView {
    var custom: UIResponder?
    override var next: UIResponder? { custom }
}

/// Counts the touchesBegan it receives.
private final class RecordingResponderStandIn: UIResponder {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}
