// A button in a toolbar: a named action for a target (or the responder chain), a primary action, a custom view,
// or flexible and fixed space.
//
// Invariant: a tap sends the action only when the item is enabled and is not a space or a custom view.
import Foundation

/// A specialized button for placement in a toolbar or a navigation bar.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The styles of an item: stored for source compatibility and drawn only by a backend.
    public enum Style: Int, Sendable {
        /// A plain item.
        case plain
        /// A bordered item (deprecated in UIKit; drawn as plain).
        case bordered
        /// An item for a done action, drawn bold.
        case done
    }

    /// The system items: each taps like any item; its picture is drawn only by a backend. Flexible and fixed space
    /// are not tappable and only take room in a toolbar.
    public enum SystemItem: Int, Sendable {
        // Raw values are UIKit's: the cases are in UIKit's order.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// The object that receives ``action``, held weakly; nil sends the action along the responder chain.
    open weak var target: AnyObject?
    /// The action a tap sends, or nil.
    open var action: Selector?
    /// The item's style.
    open var style: Style = .plain
    /// The width in a toolbar: for fixed space and for items of your own width; 0 (the default) sizes the item
    /// from its title or custom view.
    open var width: CGFloat = 0 {
        didSet { itemLayoutChanged() }
    }
    /// The colour of the item's title and image; nil (the bar's tint) by default. The item's button takes it as its
    /// tint colour (UI-16).
    open var tintColor: UIColor? {
        didSet { bar?.reloadItemViews() }
    }
    /// A view shown in place of the button: it receives the touches, and a tap on it sends nothing.
    open var customView: UIView? {
        didSet { bar?.reloadItemViews() }
    }
    /// The action a tap runs instead of ``target`` and ``action``.
    open var primaryAction: UIAction?
    /// The menu the item shows: on a tap when it has no action or primary action, else on a long press (CM-14).
    open var menu: UIMenu? {
        didSet { bar?.reloadItemViews() }
    }
    /// The system item this item was made as, or nil.
    public private(set) var systemItem: SystemItem?

    /// Creates a plain item with no title or action.
    public override init() {
        super.init()
    }

    /// Creates an item with a title that sends `action` to `target` (or along the responder chain when nil).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Creates an item with an image that sends `action` to `target` (or along the responder chain when nil). The
    /// image is drawn only by a backend; its width sizes the item.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    /// Creates a system item that sends `action` to `target` (or along the responder chain when nil).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Creates a system item that runs `primaryAction` when tapped, or shows `menu` (CM-14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item that shows `customView`, which handles its own touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item that runs `primaryAction` when tapped, with the action's title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// Creates an item that runs `primaryAction` when tapped, or shows `menu` (CM-14). Without a title or an image,
    /// the action's are used.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        let actionTitle = primaryAction?.title ?? ""
        self.title = title ?? (actionTitle.isEmpty ? nil : actionTitle)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Whether a tap shows the menu: the item has one and nothing else to do (CM-14).
    var showsMenuOnTap: Bool { menu != nil && primaryAction == nil && action == nil }

    /// Whether the item is space in a toolbar rather than something to tap.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Performs the item's tap: runs the primary action, or sends ``action`` to ``target`` through `application`
    /// (a nil target searches the responder chain, from the first responder or else from the item's view).
    override func performTap(with event: UIEvent?, in application: UIApplication) {
        guard isEnabled, !isSpace, customView == nil else { return }
        if let primaryAction {
            let previous = primaryAction.sender
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = previous
        } else if let action {
            application.sendAction(action, to: target, from: self, for: event)
        }
    }
}
