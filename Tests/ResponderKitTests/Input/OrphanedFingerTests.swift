// Orphaned fingers: the application cancels a touch whose finger the host never ends (its window hidden or out of
// its scene, the application resigning active, its view or a recognizer's view leaving the window). The finger is
// forgotten at once: its late samples are ignored and traced, its identifier may begin a new touch, and nothing
// keeps the touch, its window or the application alive (TD-6, TD-12).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Orphaned fingers: a cancelled finger the host never ends")
struct OrphanedFingerTests {
    /// One way the application cancels a live touch on its own account.
    enum Fault: String, CaseIterable, CustomTestStringConvertible {
        case windowHidden, windowLeftScene, sceneDisconnected, resignActive, viewRemoved, recognizerViewRemoved

        var testDescription: String { rawValue }

        /// The cancellation reason the trace gives.
        var reason: TouchCancellationReason {
            switch self {
            case .windowHidden: .windowHidden
            // A closed scene's windows leave it first, then hide.
            case .windowLeftScene, .sceneDisconnected: .windowLeftScene
            case .resignActive: .interrupted
            case .viewRemoved, .recognizerViewRemoved: .viewLeftWindow
            }
        }
    }

    /// A window in a scene, a container with a pan recognizer, and a recording view inside it, on a traced stage.
    @MainActor
    final class Scene {
        let stage: Stage
        let scene: UIWindowScene
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view: RecordingView
        let pan = UIPanGestureRecognizer()
        let log = EventLog()

        var app: UIApplication { stage.app }
        var window: UIWindow { stage.window }
        var tracer: TraceRecorder { stage.tracer }

        init() {
            let app = UIApplication()
            scene = app.connectScene()
            let window = UIWindow(windowScene: scene)
            window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            view = RecordingView("view", log: log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            view.forwards = false
            window.addSubview(container)
            container.addSubview(view)
            container.addGestureRecognizer(pan)
            stage = Stage(app: app, window: window)
        }

        func send(_ id: Int, _ phase: TouchSample.Phase, x: CGFloat = 20) throws(InputError) {
            try app.input.send(TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: 20), window: window))
        }

        func inflict(_ fault: Fault) {
            switch fault {
            case .windowHidden: window.isHidden = true
            case .windowLeftScene: window.windowScene = nil
            case .sceneDisconnected: app.disconnectScene(scene)
            case .resignActive: app.resignActive()
            case .viewRemoved: view.removeFromSuperview()
            case .recognizerViewRemoved: container.removeFromSuperview()
            }
        }

        /// Undoes what `inflict` did to the scene, so a new touch can reach the view.
        func repair(_ fault: Fault) {
            switch fault {
            case .windowHidden, .sceneDisconnected, .windowLeftScene: window.isHidden = false
            case .resignActive: app.becomeActive()
            case .viewRemoved: container.addSubview(view)
            case .recognizerViewRemoved: window.addSubview(container)
            }
        }

        var dropped: [String] {
            tracer.entries.compactMap { if case .inputDropped(let text) = $0 { text } else { nil } }
        }
    }

    @Test(
        "TD-6: the cancelled finger is no longer down; its late moves and end are ignored and traced",
        arguments: Fault.allCases)
    func lateSamplesAreIgnored(fault: Fault) throws {
        let scene = Scene()
        try scene.send(7, .began)
        try scene.send(7, .moved, x: 24)
        scene.inflict(fault)

        #expect(scene.log.lines == ["view.touchesBegan", "view.touchesMoved", "view.touchesCancelled"])
        #expect(scene.app.input.activeTouchIDs.isEmpty)
        #expect(scene.app.input.touch(forID: 7) == nil)
        let reasons = scene.tracer.entries.compactMap { if case .touchCancelled(_, _, let r) = $0 { r } else { nil } }
        #expect(reasons == [fault.reason])

        // The host, unaware, goes on with the finger: nothing is refused and nothing is delivered.
        try scene.send(7, .moved, x: 40)
        try scene.send(7, .ended, x: 40)
        #expect(scene.log.lines.count == 3)
        #expect(
            scene.dropped == [
                "touch 7 moved after the application cancelled it", "touch 7 ended after the application cancelled it",
            ])
        #expect(scene.pan.state == .possible)

        // Its end freed the identifier: a further end is an unknown finger again.
        #expect(throws: InputError.unknownTouch(id: 7)) { try scene.send(7, .ended) }
    }

    @Test(
        "TD-6: the identifier of a cancelled finger the host never ends begins a new touch", arguments: Fault.allCases)
    func sameIdentifierBeginsAgain(fault: Fault) throws {
        let scene = Scene()
        try scene.send(7, .began)
        weak let first = scene.app.input.touch(forID: 7)
        #expect(first != nil)
        scene.inflict(fault)
        scene.repair(fault)

        try scene.send(7, .began)
        let second = try #require(scene.app.input.touch(forID: 7))
        #expect(second !== first)
        #expect(second.phase == .began && second.view === scene.view)
        try scene.send(7, .ended)
        #expect(
            scene.log.lines == ["view.touchesBegan", "view.touchesCancelled", "view.touchesBegan", "view.touchesEnded"])
        #expect(scene.app.input.activeTouchIDs.isEmpty)
        #expect(scene.dropped.isEmpty)
    }

    @Test(
        "TD-6: a cancelled finger the host never ends keeps no touch, view, window or application alive",
        arguments: Fault.allCases)
    func nothingIsKeptAlive(fault: Fault) throws {
        weak var app: UIApplication?
        weak var window: UIWindow?
        weak var view: UIView?
        weak var touch: UITouch?
        var delivered: [String] = []
        try {
            let scene = Scene()
            try scene.send(7, .began)
            try scene.send(7, .moved, x: 24)
            (app, window, view, touch) = (scene.app, scene.window, scene.view, scene.app.input.touch(forID: 7))
            #expect(touch != nil, "the touch is there to be released")
            scene.inflict(fault)
            delivered = scene.log.lines
            // The log's records hold the touches it saw (a cycle through the view, which holds the log).
            scene.log.removeAll()
        }()
        #expect(delivered == ["view.touchesBegan", "view.touchesMoved", "view.touchesCancelled"])
        #expect(app == nil)
        #expect(window == nil)
        #expect(view == nil)
        #expect(touch == nil)
    }

    @Test("TD-6: a touchesCancelled handler of a cancellation outside any send sees its finger orphaned already")
    func cancelHandlerOutsideSend() throws {
        let scene = Scene()
        try scene.send(7, .began)
        var results: [String] = []
        scene.view.onTouches = { method, _, _ in
            guard method == .touchesCancelled else { return }
            for phase in [TouchSample.Phase.moved, .ended] {
                do throws(InputError) {
                    try scene.send(7, phase)
                    results.append("\(phase) accepted")
                } catch {
                    results.append("\(phase) refused")
                }
            }
        }
        scene.window.isHidden = true
        #expect(results == ["moved accepted", "ended accepted"])
        #expect(scene.dropped.count == 2, "both were ignored, not delivered")
        #expect(scene.log.lines == ["view.touchesBegan", "view.touchesCancelled"])
        #expect(scene.app.input.activeTouchIDs.isEmpty)
    }

    @Test("TD-12: resignActive cancels a touch that began in no window too; its finger is forgotten")
    func windowlessTouchIsCancelled() throws {
        let scene = Scene()
        // No window is under the point, and the sample names none: the touch has no window and no view.
        try scene.app.input.send(TouchSample(id: 5, phase: .began, location: CGPoint(x: 900, y: 900)))
        let touch = try #require(scene.app.input.touch(forID: 5))
        #expect(touch.window == nil && touch.view == nil)
        try scene.send(7, .began)
        scene.app.resignActive()
        #expect(scene.app.input.activeTouchIDs.isEmpty)
        #expect(touch.phase == .cancelled)
        try scene.app.input.send(TouchSample(id: 5, phase: .moved, location: CGPoint(x: 910, y: 900)))
        #expect(scene.dropped == ["touch 5 moved after the application cancelled it"])
        #expect(scene.log.lines == ["view.touchesBegan", "view.touchesCancelled"])
    }

    @Test("TD-6: cancelling one finger of two leaves the other down and delivered")
    func otherFingersStayDown() throws {
        let scene = Scene()
        let other = RecordingView("other", log: scene.log, frame: CGRect(x: 210, y: 10, width: 100, height: 100))
        other.forwards = false
        scene.window.addSubview(other)
        try scene.send(7, .began)
        try scene.app.input.send(
            TouchSample(id: 8, phase: .began, location: CGPoint(x: 250, y: 20), window: scene.window))
        scene.view.removeFromSuperview()
        #expect(scene.app.input.activeTouchIDs == [8])

        try scene.app.input.send([
            TouchSample(id: 7, phase: .moved, location: CGPoint(x: 30, y: 20), window: scene.window),
            TouchSample(id: 8, phase: .moved, location: CGPoint(x: 260, y: 20), window: scene.window),
        ])
        try scene.app.input.send(
            TouchSample(id: 8, phase: .ended, location: CGPoint(x: 260, y: 20), window: scene.window))
        #expect(
            scene.log.lines == [
                "view.touchesBegan", "other.touchesBegan", "view.touchesCancelled", "other.touchesMoved",
                "other.touchesEnded",
            ])
        #expect(scene.dropped == ["touch 7 moved after the application cancelled it"])
    }

    @Test("TD-6: a host that never ends its cancelled fingers cannot make the input layer grow")
    func orphansAreBounded() throws {
        let scene = Scene()
        for id in 0..<(TouchDispatcher.FingerTable.orphanLimit * 4) {
            try scene.send(id, .began)
            scene.app.resignActive()
            scene.app.becomeActive()
        }
        // The oldest orphans are forgotten: their late samples are unknown fingers again; the newest are ignored.
        #expect(throws: InputError.unknownTouch(id: 0)) { try scene.send(0, .moved) }
        try scene.send(TouchDispatcher.FingerTable.orphanLimit * 4 - 1, .moved)
        #expect(scene.dropped.count == 1)
        #expect(
            scene.log.lines.filter { $0 == "view.touchesCancelled" }.count == TouchDispatcher.FingerTable.orphanLimit
                * 4)
    }
}
