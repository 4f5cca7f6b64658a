// The modern edit menu: asks its delegate, with the standard actions the chain can perform as suggestions (MN-6).
import Foundation

/// The configuration of an edit menu presentation.
@preconcurrency @MainActor
public final class UIEditMenuConfiguration {
    /// An identifier for the presentation.
    public let identifier: AnyHashable?
    /// The point the menu is presented from, in the interaction's view; passed to the delegate, and otherwise
    /// stored for source compatibility and drawn only by a backend.
    public let sourcePoint: CGPoint

    /// Creates a configuration.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
    }
}

/// The delegate of an edit menu interaction. Every method is optional.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show: nil shows the suggested actions; an empty menu shows nothing (MN-6).
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?
}

extension UIEditMenuInteractionDelegate {
    /// Nil: the default menu of suggested actions.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
}

/// An interaction that presents an edit menu for its view.
@preconcurrency @MainActor
public final class UIEditMenuInteraction: UIInteraction {
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The delegate.
    public private(set) weak var delegate: UIEditMenuInteractionDelegate?
    /// The menu showing now, or nil.
    public private(set) var presentedMenu: UIMenu?

    /// Creates an interaction.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
    }

    /// Called before the interaction moves to a view.
    public func willMove(to view: UIView?) {}

    /// Records the view.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Presents the menu: the suggestions are the standard edit actions some responder on the chain from the
    /// first responder (or from the view when there is none) performs; the delegate may replace them (MN-6).
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        presentedMenu = nil
        guard let view else { return }
        let start: UIResponder = view.window?.currentFirstResponder ?? view
        let suggested: [UIMenuElement] = Selector.standardEditActions.compactMap { action in
            guard start.target(forAction: action, withSender: self) != nil else { return nil }
            return UICommand(title: actionName(action), action: action)
        }
        let menu =
            delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        presentedMenu = menu.children.isEmpty ? nil : menu
    }

    /// Dismisses the menu.
    public func dismissMenu() {
        presentedMenu = nil
    }

    /// Chooses an element of the presented menu, as the user's tap would: a command's action is sent with a nil
    /// target (MN-4), an action runs its handler. The menu hides. A command with the `.disabled` attribute cannot be
    /// chosen: nothing runs and the menu stays. Returns whether something ran.
    @discardableResult
    public func perform(_ element: UIMenuElement) -> Bool {
        guard presentedMenu != nil else { return false }
        if let command = element as? UICommand, command.attributes.contains(.disabled) { return false }
        if let action = element as? UIAction, action.attributes.contains(.disabled) { return false }
        presentedMenu = nil
        if let command = element as? UICommand {
            let application = view?.window?.application ?? .shared
            return application.sendAction(command.action, to: nil, from: self, for: nil)
        }
        if let action = element as? UIAction {
            action.handler(action)
            return true
        }
        return false
    }
}
