// A scene: one instance of the app's user interface, between its windows and the application in the responder
// chain (RC-4, iOS 13 and later).
//
// Invariants:
// - A scene belongs to one application, which keeps it in `connectedScenes`; the scene refers to it weakly, so
//   independent applications in tests are freed with their scenes.
// - `activationState` changes only through the application (connecting, `resignActive()`, `becomeActive()`); the
//   delegate's `will` methods run before a change, its `did` methods after.
import Foundation

/// An object that represents one instance of your app's user interface.
///
/// Scenes are created by the system in UIKit; headless, ``UIApplication/connectScene(delegate:)`` connects one.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The activation states of a scene.
    public enum ActivationState: Int, Sendable {
        /// The scene is not connected to the app.
        case unattached = -1
        /// The scene is on screen and receives events.
        case foregroundActive = 0
        /// The scene is on screen but does not receive events (for example during an interruption).
        case foregroundInactive = 1
        /// The scene is in the background.
        case background = 2
    }

    /// The data the system passes when it connects a scene. Headless connections carry none.
    @preconcurrency @MainActor
    public final class ConnectionOptions: NSObject {}

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The application the scene belongs to.
    weak var application: UIApplication?

    /// The scene's delegate, held strongly as in UIKit. It hears the scene's connection and activation changes.
    open var delegate: UISceneDelegate?

    /// The scene's current activation state.
    public internal(set) var activationState: ActivationState = .unattached

    /// Creates a scene for `session`. Apps do not call this: ``UIApplication/connectScene(delegate:)`` does.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        application = session.application
        super.init()
        session.scene = self
    }

    /// A scene's next responder is its application (RC-4).
    open override var next: UIResponder? { application }
}
