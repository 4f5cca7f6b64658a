// An action an assistive technology offers on an element beside activation (VoiceOver's actions rotor).
import Foundation

/// A named action offered on an element (``UIResponder/accessibilityCustomActions``), performed by its handler.
///
/// ```swift
/// cell.accessibilityCustomActions = [
///     UIAccessibilityCustomAction(name: "Delete") { _ in model.delete(item); return true }
/// ]
/// ```
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The handler: returns whether the action succeeded.
    // A plain function type: a global-actor function type in a @preconcurrency class is mangled inconsistently
    // across files by Swift 6.3 (see `UIResponder.ActionHandler`).
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The name an assistive technology speaks for the action.
    public var name: String
    /// The handler called when the action is performed.
    public var actionHandler: Handler?
    /// An image for the action in menus (an appearance value: stored, drawn only by a backend).
    public var image: UIImage?

    /// Creates an action with a name and a handler.
    public init(name: String, actionHandler: Handler?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with a name, an image and a handler.
    public convenience init(name: String, image: UIImage?, actionHandler: Handler?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Performs the action: calls the handler and returns its answer, or false when there is none.
    func perform() -> Bool { actionHandler?(self) ?? false }
}
