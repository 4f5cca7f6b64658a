// The protocol of views whose font follows the user's Dynamic Type size: labels, text fields and text views.
//
// Invariant: only a font with a Dynamic Type base (from `preferredFont(forTextStyle:)` or `UIFontMetrics`) is
// rescaled; a fixed font stays as it is, as in UIKit.
import Foundation

/// A collection of methods that give controls a way to adjust their font for the content size category, as in
/// UIKit.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view updates its font when the preferred content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// A view whose font ResponderKit rescales when the category changes (UI-9).
@MainActor
protocol ContentSizeCategoryFontHolder: UIContentSizeCategoryAdjusting {
    /// The font to rescale, nil for none.
    var adjustableFont: UIFont? { get set }
}

extension ContentSizeCategoryFontHolder {
    /// Rescales the font for `category` when the view adjusts and its font can scale.
    func adjustFont(for category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let font = adjustableFont, font.dynamicTypeBase != nil else { return }
        let scaled = font.scaled(for: category)
        if scaled != font { adjustableFont = scaled }
    }
}

extension UILabel: ContentSizeCategoryFontHolder {
    var adjustableFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}

extension UITextField: ContentSizeCategoryFontHolder {
    var adjustableFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}

extension UITextView: ContentSizeCategoryFontHolder {
    var adjustableFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}
