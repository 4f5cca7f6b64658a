// What a change of the application's Dynamic Type size does to the views of its windows, and the shared
// application's category as fonts read it from any thread.
//
// Invariant: `setPreferredContentSizeCategory(_:)` (Traits/UIApplication+Traits.swift) calls `adjustFonts(for:)`
// after the traits change and before `UIContentSizeCategory.didChangeNotification`, so observers see every
// adjusting label, text field and text view at its rescaled font (and a new intrinsic size).
import Foundation

extension UIApplication {
    /// The shared application's category, which fonts read from any thread (ContentSizeCategoryStore.swift); the
    /// shared application writes it when its category changes.
    nonisolated static let sharedContentSizeCategory = ContentSizeCategoryStore()

    /// Rescales the adjusting views in the application's windows for `category` (UI-9).
    func adjustFonts(for category: UIContentSizeCategory) {
        for window in windows { adjustFonts(in: window, for: category) }
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
