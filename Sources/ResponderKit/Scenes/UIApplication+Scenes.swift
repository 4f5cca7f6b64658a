// Connecting scenes and reporting their activation (RC-4 since iOS 13).
//
// Invariants:
// - `connectedScenes` holds every scene `connectScene(delegate:)` made and `disconnectScene(_:)` did not, strongly;
//   a connected scene is active until the application resigns active.
// - A window's scene is always a connected scene of its application (windows leave a scene that disconnects), so
//   the window's unowned reference to it never dangles.
// - Delegates hear `will` before a state change and `did` after it.
import Foundation

extension UIApplication {
    /// The scenes connected to the app.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(sceneList.map(\.session)) }

    /// Connects a new window scene, as the system does when the app launches or opens a window (a ResponderKit
    /// addition: in UIKit the system creates scenes from the app's scene configuration).
    ///
    /// The scene joins ``connectedScenes`` and gets `delegate`; the delegate hears
    /// `scene(_:willConnectTo:options:)` (create the scene's windows there with `UIWindow(windowScene:)`), then
    /// `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)` once the scene is `.foregroundActive`.
    ///
    /// As in UIKit, the application keeps a connected scene, the scene its delegate, and a delegate's window keeps
    /// the application: call ``disconnectScene(_:)`` when an independent application should be freed.
    @discardableResult
    public func connectScene(delegate: UISceneDelegate? = nil) -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication, application: self)
        let options = UIScene.ConnectionOptions()
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = delegate
        sceneList.append(scene)
        delegate?.scene(scene, willConnectTo: session, options: options)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        return scene
    }

    /// Disconnects a scene, as the system does when the user closes its window (a ResponderKit addition, like
    /// ``connectScene(delegate:)``). An active scene first resigns active; then it leaves ``connectedScenes``, its
    /// windows leave it and are hidden (their touches are cancelled), it becomes `.unattached`, and its delegate
    /// hears `sceneDidDisconnect(_:)`. A scene that is not connected is left alone.
    public func disconnectScene(_ scene: UIScene) {
        guard let index = sceneList.firstIndex(where: { $0 === scene }) else { return }
        if scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .foregroundInactive
        }
        sceneList.remove(at: index)
        for window in windows where window.windowScene === scene {
            window.windowScene = nil
            window.isHidden = true
        }
        scene.activationState = .unattached
        scene.session.scene = nil
        scene.delegate?.sceneDidDisconnect(scene)
    }

    /// Whether `scene` is connected to this application.
    func isConnected(_ scene: UIScene) -> Bool {
        sceneList.contains { $0 === scene }
    }

    /// Active scenes become inactive and tell their delegates.
    func scenesResignActive() {
        for scene in sceneList where scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .foregroundInactive
        }
    }

    /// Inactive foreground scenes become active and tell their delegates.
    func scenesBecomeActive() {
        for scene in sceneList where scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
        }
    }
}
