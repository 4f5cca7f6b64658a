// Who made a layout guide and why: its owner reads it to keep the guide's constraints up to date.
import Foundation

/// What a layout guide is for.
enum LayoutGuideRole: Equatable {
    /// Made by the app.
    case custom
    /// `layoutMarginsGuide`: the owning view's bounds inset by its layout margins.
    case layoutMargins
    /// `safeAreaLayoutGuide`: the owning view's bounds inset by its safe-area insets.
    case safeArea
    /// `readableContentGuide`: the margins guide narrowed to a readable width.
    case readableContent
    /// A stack view's spacer or alignment guide.
    case stackView
}
