// The look of a navigation bar: its background (UIBarAppearance) and its title's text attributes.
//
// Invariant: a copy has its own attribute dictionaries; the attributes are stored for a backend (the display list
// draws the title with the bar's font size).
import Foundation

/// An object for customizing the appearance of a navigation bar, as in UIKit.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the default background.
    public required init() { super.init() }

    /// A copy of `barAppearance`, with its title attributes when it is a navigation bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
}
