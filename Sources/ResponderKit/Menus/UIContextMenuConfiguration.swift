// What a context menu shows: an identifier, a preview provider and an actions provider, asked when it appears.
import Foundation

/// The closure that returns a context menu's menu, given the suggested elements (none in ResponderKit).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// The closure that returns the view controller a context menu shows as its preview, or nil for the view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// The details of a context menu: its identifier, its preview and its actions (CM-4).
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier given at creation, or a unique one.
    public let identifier: any NSCopying
    /// Returns the preview's view controller; nil shows no preview but the menu.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// Returns the menu; nil, or a provider returning nil, shows no menu (CM-5).
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration. Without an identifier, a unique one is generated. The providers are called when
    /// the menu is about to appear, after the delegate returned the configuration.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
