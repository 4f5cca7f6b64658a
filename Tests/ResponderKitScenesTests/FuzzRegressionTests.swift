// Regression tests for what the libFuzzer targets in `Fuzz/` found, each with the input that showed it.
//
// Invariants checked here: explaining a point of a scene leaves nothing alive once the session is released (the
// `explain` target's leak check); a tap in an independent application does not keep the application or its window
// alive.

import Foundation
import ResponderKit
import ResponderKitJSON
import ResponderKitScenes
import ResponderKitTestSupport
import Testing

@testable import ResponderKitFuzzing

@MainActor
@Suite("fuzz regressions")
struct FuzzRegressionTests {
    /// The smallest `explain` input that LeakSanitizer reported: every tap leaked the whole built scene (its
    /// application, windows and views), because the application's touch tracker remembered the last tap's window
    /// strongly (then `TouchTracker.lastTap`, now `TouchDispatcher.Binding.lastTap`) while the window holds its application
    /// strongly: a reference cycle.
    static let leakingScene =
        #"{"views":[{"id":"w","frame":[0,0,100,100],"children":[{"id":"v","frame":[0,0,50,50]}]}]}"#

    @Test("explain: a released session frees its application, windows and views (LeakSanitizer)")
    func explainedSceneIsReleased() throws {
        weak var application: UIApplication?
        weak var window: UIView?
        weak var view: UIView?
        do {
            let scene = try SceneLoader.load(bytes: Array(Self.leakingScene.utf8))
            let session = ExplainSession(scene: scene)
            application = session.built.application
            window = session.built.views[0]
            view = session.built.views[1]
            let result = try session.explain(CGPoint(x: 25, y: 25), windowIndex: 0)
            #expect(result.hitIndex == 1)
        }
        #expect(application == nil, "the application outlives its explain session")
        #expect(window == nil, "the window outlives its explain session")
        #expect(view == nil, "the view outlives its explain session")
    }

    @Test("A tap does not keep an independent application or its window alive")
    func tappedApplicationIsReleased() throws {
        weak var application: UIApplication?
        weak var window: UIWindow?
        do {
            let stage = Stage(frame: CGRect(x: 0, y: 0, width: 100, height: 100), tracing: false)
            try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: stage.window)
            application = stage.app
            window = stage.window
        }
        #expect(application == nil, "the application outlives a tap")
        #expect(window == nil, "the window outlives a tap")
    }
}
