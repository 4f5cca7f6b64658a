// Opening URLs: headless nothing leaves the app, so each request is recorded for tests to read, and answered from
// the set of schemes the "device" can open.
//
// Invariants: `openedURLs` lists every URL `open` accepted, in order; a completion handler is called once, on the
// main queue after `open` returns (as UIKit calls it asynchronously), with whether the URL was accepted.
import Foundation

extension UIApplication {
    /// The keys of the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Wraps a key name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app handles it as a universal link (a Boolean value). Headless no app does, so a
        /// true value makes every open fail.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL schemes a headless device opens (a ResponderKit addition): the web, mail, phone, messages,
    /// FaceTime, Maps and the App Store, and `app-settings` (``openSettingsURLString``).
    public nonisolated static let defaultOpenableURLSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "itms-apps", "app-settings",
    ]

    /// The URL that opens the app's page in Settings.
    public nonisolated static let openSettingsURLString = "app-settings:"

    /// Every URL ``open(_:options:completionHandler:)`` accepted, in order (a ResponderKit addition: headless,
    /// opening a URL records it).
    public var openedURLs: [URL] { storedOpenedURLs }

    /// Whether some app on the device can open `url`: its scheme is one of ``openableURLSchemes``.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableURLSchemes.contains(scheme)
    }

    /// Opens `url`: when ``canOpenURL(_:)`` says it can be opened (and `.universalLinksOnly` is not true), it is
    /// appended to ``openedURLs``. `completion`, when given, is called on the main queue afterwards with whether it
    /// was opened.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let opened = accept(url, options: options)
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } }
    }

    /// Opens `url` as ``open(_:options:completionHandler:)`` does, and returns whether it was opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        accept(url, options: options)
    }

    /// Records `url` when it can be opened with `options`; returns whether it was.
    private func accept(_ url: URL, options: [OpenExternalURLOptionsKey: Any]) -> Bool {
        let opened = canOpenURL(url) && (options[.universalLinksOnly] as? Bool) != true
        if opened { storedOpenedURLs.append(url) }
        return opened
    }
}
