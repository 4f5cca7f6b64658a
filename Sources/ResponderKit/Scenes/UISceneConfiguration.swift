// What an app delegate answers when a scene connects: the configuration's name, role and classes.
//
// Invariant: a plain value holder, as in UIKit; ResponderKit connects scenes through
// `UIApplication.connectScene(delegate:)`, so nothing reads it back, and an app delegate that returns one compiles
// and runs unchanged.
import Foundation

/// Information about the objects and storyboard for UIKit to use when creating a particular scene.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The app-specific name of the configuration.
    public let name: String?
    /// The role of the scene.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene to create.
    open var sceneClass: AnyClass?

    /// Creates a configuration with a name and role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
