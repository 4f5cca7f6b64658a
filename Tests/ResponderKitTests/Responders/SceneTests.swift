// Minimal scenes (spec RC-4, as UIKit since iOS 13): a window in a window scene passes events to the scene, and the
// scene to the application; a window without a scene still goes straight to the application. Connecting a scene
// tells its delegate, as the system does; resigning active makes scenes inactive.

import Foundation
import Testing

@testable import ResponderKit

/// A scene delegate written as Xcode's template: a responder that keeps the scene's window.
@MainActor
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var calls: [String] = []
    let controller = UIViewController()

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        calls.append("willConnect \(scene.activationState)")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground \(scene.activationState)") }
    func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive \(scene.activationState)") }
    func sceneWillResignActive(_ scene: UIScene) { calls.append("willResignActive \(scene.activationState)") }
    func sceneDidDisconnect(_ scene: UIScene) { calls.append("didDisconnect \(scene.activationState)") }
}

/// An app delegate that performs `newDocument:`, recording its senders.
@MainActor
private final class ActingAppDelegate: UIResponder, UIApplicationDelegate {
    var senders: [AnyObject] = []

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("newDocument:") { (sender: Any?) in senders.append(sender as AnyObject) }
            || super.invokeSelector(call)
    }
}

/// A delegate that implements none of the optional methods.
@MainActor
private final class SilentSceneDelegate: UIWindowSceneDelegate {}

@MainActor
@Suite("Scenes (RC-4 since iOS 13)")
struct SceneTests {
    private let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    @Test("RC-4: a window made with UIWindow(windowScene:) has the scene as next; the scene's next is the application")
    func windowSceneChain() {
        let app = UIApplication()
        let scene = app.connectScene()
        let window = UIWindow(windowScene: scene)

        #expect(window.windowScene === scene)
        #expect(window.application === app)
        #expect(window.next === scene)
        #expect(scene.next === app)
        #expect(scene.windows == [window])
        #expect(window.isHidden)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the window fills the scene's screen")
        #expect(app.windows == [window])
    }

    @Test("RC-4: an unhandled touch travels window → scene → application")
    func touchesTravelThroughTheScene() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let recorder = TraceRecorder()
        app.tracer = recorder
        let scene = app.connectScene()
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(plain)

        _ = try EventSimulator(application: app).touchDown(at: CGPoint(x: 10, y: 10), in: window)

        #expect(log.touchLines == ["app.touchesBegan"])
        let hops = recorder.entries.compactMap { entry -> (UIResponder, UIResponder)? in
            if case .forwarded(.touchesBegan, let from, let to) = entry { return (from, to) }
            return nil
        }
        #expect(hops.count == 3)
        #expect(hops.map(\.0) == [plain, window, scene])
        #expect(hops.map(\.1) == [window, scene, app])
    }

    @Test("RC-4: a nil-targeted action from a scene's window reaches the app delegate through the scene")
    func actionSearchPassesTheScene() throws {
        let app = UIApplication()
        let delegate = ActingAppDelegate()
        app.delegate = delegate
        let scene = app.connectScene()
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        button.addTarget(nil, action: "newDocument:", for: .touchUpInside)
        window.addSubview(button)

        #expect(button.target(forAction: "newDocument:", withSender: nil) as AnyObject? === delegate)
        try EventSimulator(application: app).tap(at: CGPoint(x: 20, y: 20), in: button)
        #expect(delegate.senders.count == 1)
        #expect(delegate.senders.first === button)
    }

    @Test("RC-4: a window without a scene still goes straight to the application, next to windows in scenes")
    func windowWithoutSceneGoesToTheApplication() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let scene = app.connectScene()
        let inScene = UIWindow(windowScene: scene)
        let loose = UIWindow(frame: frame, application: app)

        #expect(loose.windowScene == nil)
        #expect(loose.next === app)
        #expect(scene.windows == [inScene])
        #expect(app.windows == [inScene, loose])

        loose.makeKeyAndVisible()
        #expect(app.keyWindow === loose)
        #expect(scene.keyWindow == nil)
        _ = try EventSimulator(application: app).touchDown(at: CGPoint(x: 10, y: 10), in: loose)
        #expect(log.touchLines == ["app.touchesBegan"])
    }

    @Test("Setting windowScene moves a window between scenes of its application; nil leaves it in none")
    func movingWindowsBetweenScenes() {
        let app = UIApplication()
        let first = app.connectScene()
        let second = app.connectScene()
        let window = UIWindow(windowScene: first)

        window.windowScene = second
        #expect(window.next === second)
        #expect(first.windows.isEmpty)
        #expect(second.windows == [window])

        let foreign = UIApplication().connectScene()
        window.windowScene = foreign
        #expect(window.windowScene === second, "a scene of another application is refused")

        window.windowScene = nil
        #expect(window.next === app)
        #expect(second.windows.isEmpty)
    }

    @Test("connectScene tells the delegate willConnect, willEnterForeground, didBecomeActive; resignActive resigns")
    func sceneLifecycle() throws {
        let app = UIApplication()
        let delegate = SceneDelegate()
        let scene = app.connectScene(delegate: delegate)

        #expect(
            delegate.calls == [
                "willConnect unattached", "willEnterForeground unattached", "didBecomeActive foregroundActive",
            ])
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.delegate === delegate)
        #expect(app.connectedScenes == [scene])
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(app.openSessions == [scene.session])

        app.resignActive()
        #expect(delegate.calls.last == "willResignActive foregroundActive")
        #expect(scene.activationState == .foregroundInactive)
        app.resignActive()
        #expect(delegate.calls.count == 4, "an inactive scene is not told again")
    }

    @Test("A scene delegate's window, made in willConnect as in Xcode's template, is key and gets touches")
    func templateSceneDelegate() throws {
        let app = UIApplication()
        let delegate = SceneDelegate()
        let scene = app.connectScene(delegate: delegate)
        let window = try #require(delegate.window)

        #expect(window.windowScene === scene)
        #expect(app.keyWindow === window)
        #expect(scene.keyWindow === window)
        #expect((scene.delegate as? UIWindowSceneDelegate)?.window === window)
        let touch = try EventSimulator(application: app).tap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(touch.view === delegate.controller.view)
    }

    @Test("A delegate that implements nothing is fine: its window is nil and the scene still becomes active")
    func silentDelegate() {
        let app = UIApplication()
        let delegate = SilentSceneDelegate()
        let scene = app.connectScene(delegate: delegate)
        #expect(delegate.window == nil)
        delegate.window = UIWindow(windowScene: scene)
        #expect(delegate.window == nil, "the default window property stores nothing")
        #expect(scene.activationState == .foregroundActive)
    }

    @Test("disconnectScene resigns, detaches and hides the scene's windows, then tells the delegate")
    func disconnecting() throws {
        let app = UIApplication()
        let delegate = SceneDelegate()
        let scene = app.connectScene(delegate: delegate)
        let window = try #require(delegate.window)
        let sim = EventSimulator(application: app)
        let held = try sim.touchDown(at: CGPoint(x: 20, y: 20), in: window)

        app.disconnectScene(scene)
        #expect(delegate.calls.suffix(2) == ["willResignActive foregroundActive", "didDisconnect unattached"])
        #expect(scene.activationState == .unattached)
        #expect(app.connectedScenes.isEmpty)
        #expect(scene.session.scene == nil)
        #expect(window.windowScene == nil)
        #expect(window.isHidden)
        #expect(window.next === app)
        #expect(held.phase == .cancelled, "hiding the window cancelled its touch (TD-12)")

        window.windowScene = scene
        #expect(window.windowScene == nil, "a disconnected scene takes no windows")
        let late = UIWindow(windowScene: scene)
        #expect(late.windowScene == nil)
        #expect(late.application === app)
        #expect(late.next === app)
        app.disconnectScene(scene)
        #expect(delegate.calls.count == 5, "disconnecting twice does nothing")
    }

    @Test("UIApplication.shared is untouched by other applications' scenes; a disconnected scene frees its app")
    func scenesAreFreedWithTheirApplication() {
        weak var freedScene: UIWindowScene?
        weak var freedApp: UIApplication?
        weak var freedWindow: UIWindow?
        do {
            let app = UIApplication()
            let delegate = SceneDelegate()
            let scene = app.connectScene(delegate: delegate)
            freedScene = scene
            freedApp = app
            freedWindow = delegate.window
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(!UIApplication.shared.windows.contains { $0 === delegate.window })
            app.disconnectScene(scene)
        }
        #expect(freedScene == nil)
        #expect(freedWindow == nil)
        #expect(freedApp == nil)
    }
}
