// UIButton.Configuration: the iOS 15 description of a button's look and content (its style, title, subtitle,
// image, insets and background), which the button applies (UIButton+ConfigurationSupport.swift, UI-1 … UI-6).
//
// Invariants: a plain value. `title` and `attributedTitle` are one title (setting either replaces the other, and
// each reads the other's text), as are `subtitle` and `attributedSubtitle`. The colours a button shows are
// resolved from the style, the base colours, the button's tint and the state `updated(for:)` recorded.
import Foundation

extension UIButton {
    /// A configuration that specifies the appearance and behaviour of a button and its contents, as in UIKit.
    public struct Configuration: Hashable {
        /// How the corners of the background are rounded.
        public enum CornerStyle: Int, Sendable {
            /// The background's own `cornerRadius`.
            case fixed = -1
            /// A radius that follows the button size (and, in UIKit, the Dynamic Type size).
            case dynamic = 0
            /// A small radius: 4 points.
            case small = 1
            /// A medium radius: 8 points.
            case medium = 2
            /// A large radius: 12 points.
            case large = 3
            /// Half the height: round ends.
            case capsule = 4
        }

        /// The size class of a button: its default insets and title font.
        public enum Size: Int, Sendable {
            /// The smallest: 12-point title.
            case mini = 0
            /// Small: 15-point title.
            case small = 1
            /// The default: 17-point title.
            case medium = 2
            /// Large: 17-point semibold title.
            case large = 3
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable {
            case automatic = 0
            case leading, center, trailing
        }

        /// The look a configuration was made with.
        enum Style: Hashable { case plain, tinted, gray, filled }

        let style: Style
        /// The state `updated(for:)` last resolved the colours for (`.normal` until then).
        var resolvedState: UIControl.State = .normal

        /// The background's colour, corners and stroke; a nil colour uses the style's.
        public var background = UIBackgroundConfiguration()
        /// How the background's corners are rounded; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: the default insets and the title font; `.medium` by default.
        public var buttonSize: Size = .medium {
            didSet { if !hasCustomInsets { storedInsets = Configuration.defaultInsets(for: buttonSize) } }
        }
        /// The colour of the title, subtitle and image; nil uses the style's (white when filled, the tint otherwise).
        public var baseForegroundColor: UIColor?
        /// The colour the style's background derives from; nil uses the tint colour.
        public var baseBackgroundColor: UIColor?
        /// The image shown beside the title.
        public var image: UIImage?
        /// The symbol configuration the image is drawn with; nil by default.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator replaces the image; false by default.
        public var showsActivityIndicator = false

        private var storedTitle: AttributedString?
        private var storedSubtitle: AttributedString?

        /// The title; setting it replaces `attributedTitle`.
        public var title: String? {
            get { storedTitle.map { String($0.characters) } }
            set { storedTitle = newValue.map { AttributedString($0) } }
        }
        /// The title with its attributes; setting it replaces `title`.
        public var attributedTitle: AttributedString? {
            get { storedTitle }
            set { storedTitle = newValue }
        }
        /// Changes the title's attributes (its font, its colour) before the button shows it.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle, shown under the title; setting it replaces `attributedSubtitle`.
        public var subtitle: String? {
            get { storedSubtitle.map { String($0.characters) } }
            set { storedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The subtitle with its attributes; setting it replaces `subtitle`.
        public var attributedSubtitle: AttributedString? {
            get { storedSubtitle }
            set { storedSubtitle = newValue }
        }
        /// Changes the subtitle's attributes before the button shows it.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        private var storedInsets = Configuration.defaultInsets(for: .medium)
        private var hasCustomInsets = false
        /// The space between the button's edges and its content; the size class's default until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedInsets }
            set {
                storedInsets = newValue
                hasCustomInsets = true
            }
        }
        /// Where the image is, relative to the title: `.leading` by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title; 0 by default.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title's lines break; `.byTruncatingTail` by default.
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether a selected button takes the selected look when the configuration is updated; true by default.
        public var automaticallyUpdateForSelection = true

        init(style: Style) {
            self.style = style
            if style == .plain { background.backgroundColor = nil }
        }

        /// Restores the size class's default content insets.
        public mutating func setDefaultContentInsets() {
            storedInsets = Configuration.defaultInsets(for: buttonSize)
            hasCustomInsets = false
        }

        /// The size class's insets: 7 × 12 points for `.medium` (UI-3).
        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        // MARK: Styles

        /// A button with no background: the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button whose background is a light shade of the tint colour, its title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a gray background, its title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button filled with the tint colour, its title in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button with no background (`plain()`).
        public static func borderless() -> Configuration { plain() }
        /// A button with a gray background (`gray()`).
        public static func bordered() -> Configuration { gray() }
        /// A button with a tinted background (`tinted()`).
        public static func borderedTinted() -> Configuration { tinted() }
        /// A button filled with the tint colour (`filled()`).
        public static func borderedProminent() -> Configuration { filled() }

        /// A copy resolved for `button`'s current state: its colours then follow the state (disabled, selected,
        /// highlighted); every value the app set is kept.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.resolvedState = button.state
            return copy
        }

        // MARK: Resolved values

        /// Whether the selected look applies: a selected button whose configuration follows selection.
        private var showsSelection: Bool {
            automaticallyUpdateForSelection && resolvedState.contains(.selected) && style != .filled
        }

        /// The colour of the title, subtitle and image for `tint`: gray when disabled (UI-4).
        func resolvedForegroundColor(tint: UIColor) -> UIColor {
            if resolvedState.contains(.disabled) { return .tertiaryLabel }
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled || showsSelection ? .white : tint
        }

        /// The background colour for `tint`, nil for none (UI-4).
        func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
            if let color = background.backgroundColor { return color }
            let base = baseBackgroundColor ?? tint
            if resolvedState.contains(.disabled) { return style == .plain ? nil : .quaternarySystemFill }
            if showsSelection { return base }
            switch style {
            case .plain: return nil
            case .tinted: return base.withAlphaComponent(0.15)
            case .gray: return .secondarySystemFill
            case .filled: return base
            }
        }

        /// The background's corner radius for a button `height` points tall (UI-4).
        func resolvedCornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .dynamic: return buttonSize == .large ? 8 : 6
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return max(height, 0) / 2
            }
        }

        /// The title font for the size class before any transformer: 17-point body for `.medium` (UI-3).
        var defaultTitleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 12)
            case .small: return .systemFont(ofSize: 15)
            case .medium: return .systemFont(ofSize: 17)
            case .large: return .systemFont(ofSize: 17, weight: .semibold)
            }
        }
    }
}
