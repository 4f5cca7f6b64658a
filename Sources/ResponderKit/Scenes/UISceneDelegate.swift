// What a scene tells its delegate: that it connected or disconnected, and when it becomes or stops being active.
import Foundation

/// The methods a scene's delegate may implement; each has an empty default.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene connected to the app: create its windows here (for example `UIWindow(windowScene:)`).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene is about to come to the foreground (after it connected).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene became active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (``UIApplication/resignActive()``).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene was disconnected (``UIApplication/disconnectScene(_:)``): release what belongs to it.
    func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
}
