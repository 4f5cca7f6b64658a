// The application's Dynamic Type size: the category, and what a change of it does to the views of its windows.
//
// Invariant: a change posts `UIContentSizeCategory.didChangeNotification` once, after every adjusting label, text
// field and text view in the application's windows has its rescaled font (and so a new intrinsic size).
import Foundation

extension UIApplication {
    /// The user's preferred text size: `.large` unless ``setPreferredContentSizeCategory(_:)`` chose another, as
    /// the Settings app does on iOS.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        self === UIApplication.shared ? UIApplication.sharedContentSizeCategory.value : storedContentSizeCategory
    }

    /// The shared application's category, which fonts read from any thread (ContentSizeCategoryStore.swift).
    nonisolated static let sharedContentSizeCategory = ContentSizeCategoryStore()

    /// Changes the preferred content size category, as the user does in Settings (a ResponderKit addition for tests
    /// and backends): the labels, text fields and text views in this application's windows whose
    /// `adjustsFontForContentSizeCategory` is true get their Dynamic Type font at the new size (their intrinsic size
    /// is invalidated), then `UIContentSizeCategory.didChangeNotification` is posted to ``notificationCenter`` with
    /// the new category under `UIContentSizeCategory.newValueUserInfoKey` (UI-9). Setting the current category does
    /// nothing.
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != preferredContentSizeCategory else { return }
        storedContentSizeCategory = category
        if self === UIApplication.shared { UIApplication.sharedContentSizeCategory.value = category }
        for window in windows { adjustFonts(in: window, for: category) }
        notificationCenter.post(
            name: UIContentSizeCategory.didChangeNotification, object: self,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
    }

    /// Rescales the adjusting views under `root` (without recursion: trees may be deep).
    private func adjustFonts(in root: UIView, for category: UIContentSizeCategory) {
        var stack = [root]
        while let view = stack.popLast() {
            (view as? any ContentSizeCategoryFontHolder)?.adjustFont(for: category)
            stack.append(contentsOf: view.subviews)
        }
    }
}
