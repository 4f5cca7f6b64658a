// The keys of `application(_:didFinishLaunchingWithOptions:)`'s dictionary, so app delegates compile unchanged.
//
// Invariant: raw values are UIKit's key strings.
import Foundation

extension UIApplication {
    /// Keys used to access values in the launch options dictionary passed to the app delegate.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// Wraps a key string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The app was launched for a remote notification.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched from a Home screen quick action.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The app was launched to continue a user activity.
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The app was launched for a location event.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }
}
