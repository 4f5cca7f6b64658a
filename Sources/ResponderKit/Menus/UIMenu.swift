// A menu: a titled list of elements, with UIKit's options and identifier.
//
// Invariant: `children` never changes after creation; `replacingChildren(_:)` makes a new menu with the same title,
// image, identifier and options.
import Foundation

/// A container for grouping related menu elements.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A string that identifies a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier string.
        public var rawValue: String
        /// Wraps an identifier string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps an identifier string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits, with UIKit's values.
        public var rawValue: UInt
        /// Wraps raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children show in the parent menu, between separators, instead of behind a submenu row (CM-11).
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive: drawn in red by a backend, it behaves as any other.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is on: choosing one turns it on and the others off (CM-12).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of small items: stored for source compatibility, laid out as a list here.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The elements of the menu, in order.
    public let children: [UIMenuElement]
    /// The menu's identifier; a unique one by default.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options

    /// Creates a menu. The image is stored for source compatibility and drawn only by a backend.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.children = children
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The selected child of a single-selection menu: the first action whose state is on, or nil.
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on || ($0 as? UICommand)?.state == .on }
    }
}
