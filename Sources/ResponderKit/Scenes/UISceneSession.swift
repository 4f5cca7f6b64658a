// The session of a scene: its identity and role, which outlive the scene object in UIKit.
import Foundation

/// An object that contains information about one of your app's scenes.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The roles a scene session can play.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string.
        public var rawValue: String
        /// Wraps a role string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// A string that identifies the session uniquely and persistently.
    public let persistentIdentifier: String
    /// The role of the session's scene.
    public let role: Role
    /// The session's scene, while it is connected.
    public internal(set) weak var scene: UIScene?
    /// Data of your own to keep with the session.
    open var userInfo: [String: Any]?
    /// The application the session belongs to.
    weak var application: UIApplication?

    init(role: Role, application: UIApplication) {
        persistentIdentifier = UUID().uuidString
        self.role = role
        self.application = application
    }
}
