// The application's share of every trait collection: the system appearance and text size, and the announcement
// of their changes to windows, views, controllers and screens.
import Foundation

extension UIApplication {
    /// The system-wide appearance (a ResponderKit addition): `.light` unless ``setUserInterfaceStyle(_:)`` chose
    /// otherwise. Windows, and everything in them without an override, take it.
    public var userInterfaceStyle: UIUserInterfaceStyle { storedUserInterfaceStyle }

    /// Switches the system between light and dark appearance, as the user does in Settings (a ResponderKit addition
    /// for tests and backends): every view and controller whose trait collection changes is told, top down.
    /// `.unspecified` is refused (the system always has an appearance).
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != .unspecified, style != storedUserInterfaceStyle else { return }
        changeTraits { storedUserInterfaceStyle = style }
    }

    /// The user's preferred text size: `.large` unless ``setPreferredContentSizeCategory(_:)`` chose another.
    public var preferredContentSizeCategory: UIContentSizeCategory { storedPreferredContentSizeCategory }

    /// Changes the preferred text size, as the user does in Settings (a ResponderKit addition): trait collections
    /// follow (their changes are announced), then ``UIContentSizeCategory/didChangeNotification`` is posted with the
    /// new category under ``UIContentSizeCategory/newValueUserInfoKey``. Before the notification, the labels, text
    /// fields and text views that adjust for the category get their Dynamic Type font at the new size (UI-9).
    /// `.unspecified` is refused.
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != .unspecified, category != storedPreferredContentSizeCategory else { return }
        changeTraits {
            storedPreferredContentSizeCategory = category
            if self === UIApplication.shared { UIApplication.sharedContentSizeCategory.value = category }
        }
        adjustFonts(for: category)
        notificationCenter.post(
            name: UIContentSizeCategory.didChangeNotification, object: self,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
    }

    /// Makes a change to the application's traits (`change`), then announces it: to every window whose collection
    /// changed and what is in it, and, for the shared application, to the screens whose collection changed.
    func changeTraits(_ change: () -> Void) {
        var screens: [UIScreen] = []
        if self === UIApplication.shared {
            for screen in [UIScreen.main] + windows.map(\.screen) where !screens.contains(where: { $0 === screen }) {
                screens.append(screen)
            }
        }
        let before = screens.map(\.traitCollection)
        change()
        for (screen, old) in zip(screens, before) where screen.traitCollection != old {
            screen.traitCollectionDidChange(old)
        }
        for window in windows { TraitResolution.windowTraitsMayHaveChanged(window) }
    }
}
