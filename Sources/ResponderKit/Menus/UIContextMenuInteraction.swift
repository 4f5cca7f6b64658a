// An interaction that shows a context menu for its view after a long press or a secondary click (CM-1 … CM-8).
//
// Invariants:
// - The interaction's press recognizer is on its view exactly while the interaction is; it begins only with a
//   prepared presentation (see ContextMenuPressRecognizer), so a press with no menu changes nothing.
// - At most one presentation per interaction, and one context menu per window: showing one dismisses the other.
// - Every presentation that showed ends exactly once (`willEndFor` once), whatever ends it: a choice, a tap outside,
//   `dismissMenu()`, the view leaving its window or the interaction leaving its view.
import Foundation

/// An interaction that shows a menu of actions, and optionally a preview, for its view (CM-1).
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// How the menu appears: a full menu after a long press, a compact one after a pointer click.
    public enum Appearance: Int, Sendable {
        /// No menu is showing.
        case unknown = 0
        /// The menu of a long press, with its preview.
        case rich = 1
        /// The menu of a secondary click, without a preview.
        case compact = 2
    }

    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The delegate that supplies the configuration.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// How the menu showing now appeared; `.unknown` while none shows.
    public var menuAppearance: Appearance { (presentation ?? announced)?.appearance ?? .unknown }

    /// The recognizer that starts the menu (a long press that also takes secondary clicks).
    let pressRecognizer: ContextMenuPressRecognizer
    /// The presentation prepared by the press recognizer, shown when it begins.
    private var prepared: ContextMenuPresentation?
    /// The presentation whose `willDisplayMenuFor` is being sent: the delegate reads its appearance there, as in
    /// UIKit, before it shows.
    private var announced: ContextMenuPresentation?
    /// The presentation showing now.
    private(set) var presentation: ContextMenuPresentation?
    /// Whether the press recognizer is enabled; a control turns it off with `isContextMenuInteractionEnabled`.
    var isPressEnabled: Bool {
        get { pressRecognizer.isEnabled }
        set { pressRecognizer.isEnabled = newValue }
    }

    /// Creates an interaction whose delegate supplies the menu.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        pressRecognizer = ContextMenuPressRecognizer(menuPress: ())
        pressRecognizer.interaction = self
        pressRecognizer.addTarget(self, action: UIContextMenuInteraction.handlePress)
    }

    /// Dismisses a showing menu when the interaction leaves its view, and takes its recognizer off the view.
    public func willMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
        if let old = self.view, old !== view { old.removeGestureRecognizer(pressRecognizer) }
    }

    /// Records the view and adds the press recognizer to it.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
    }

    /// The location of the gesture that showed the menu, in `view`'s coordinates (the window's for nil); the
    /// current press's location when no menu shows.
    public func location(in view: UIView?) -> CGPoint {
        guard let presentation, let window = presentation.window else { return pressRecognizer.location(in: view) }
        guard let view else { return presentation.windowLocation }
        return view.convert(presentation.windowLocation, from: window)
    }

    /// Dismisses the menu showing now; nothing when none shows. The delegate hears `willEndFor` (CM-7).
    public func dismissMenu() {
        guard let presentation else { return }
        self.presentation = nil
        presentation.container?.removeFromSuperview()
        let animator = ContextMenuAnimator(
            previewViewController: presentation.previewController, clock: presentation.clock)
        endNotice(presentation.configuration, animator)
        animator.start()
    }

    /// Replaces the menu showing now with `block`'s result (given the current menu); nothing when none shows.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation else { return }
        presentation.replaceRoot(block(presentation.rootMenu))
    }

    // MARK: Hooks for views that host a menu (lists, controls)

    /// Asks for the configuration at `location`: the delegate by default; lists and controls override the source.
    var configurationSource: (UIContextMenuInteraction, CGPoint) -> UIContextMenuConfiguration? = {
        interaction, point in
        interaction.delegate?.contextMenuInteraction(interaction, configurationForMenuAtLocation: point)
    }
    /// Tells of the menu appearing; the delegate by default.
    lazy var displayNotice: (UIContextMenuConfiguration, any UIContextMenuInteractionAnimating) -> Void = {
        [unowned self] configuration, animator in
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
    }
    /// Tells of the menu ending; the delegate by default.
    lazy var endNotice: (UIContextMenuConfiguration, any UIContextMenuInteractionAnimating) -> Void = {
        [unowned self] configuration, animator in
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
    }

    // MARK: Presenting

    /// Prepares the presentation for a press at `location` (in the view): asks for the configuration, then its
    /// providers. Returns false, and prepares nothing, when there is nothing to show (CM-5).
    func prepareMenu(at location: CGPoint, secondary: Bool) -> Bool {
        prepared = nil
        guard presentation == nil, let view, let window = view.window else { return false }
        guard let configuration = configurationSource(self, location) else { return false }
        // The preview is a long press's; a pointer's compact menu has none, as in UIKit.
        let preview = secondary ? nil : configuration.previewProvider?()
        let menu = configuration.actionProvider?([])
        guard menu != nil || preview != nil else {
            window.application.tracer?.record(
                .note("context menu: the configuration's providers returned no menu and no preview; nothing shows"))
            return false
        }
        prepared = ContextMenuPresentation(
            interaction: self, configuration: configuration, rootMenu: menu ?? UIMenu(), previewController: preview,
            window: window, windowLocation: view.convert(location, to: window),
            appearance: secondary ? .compact : .rich)
        return true
    }

    /// Drops a presentation prepared for a press that did not begin.
    func discardPreparedMenu() {
        prepared = nil
    }

    /// Shows the prepared menu at once, for a control's primary action.
    func showPreparedMenu() {
        showPrepared()
    }

    private func handlePress(_ recognizer: ContextMenuPressRecognizer) {
        switch recognizer.state {
        case .began:
            showPrepared()
        case .ended:
            // Sliding onto an action and lifting there chooses it, as in UIKit.
            if let presentation, let window = presentation.window, presentation.appearance == .rich {
                presentation.chooseRow(atWindowPoint: recognizer.location(in: window))
            }
        default:
            break
        }
    }

    private func showPrepared() {
        guard let next = prepared, let window = next.window else { return }
        prepared = nil
        // One context menu per window: another one showing ends first.
        for case let other as ContextMenuContainerView in window.subviews {
            other.presentation?.interaction?.dismissMenu()
        }
        let animator = ContextMenuAnimator(previewViewController: next.previewController, clock: next.clock)
        announced = next
        displayNotice(next.configuration, animator)
        announced = nil
        // The delegate may have removed the view meanwhile: then nothing shows and nothing ends.
        guard view?.window === window else { return }
        presentation = next
        next.show()
        animator.start()
    }

    /// The presentation's view is showing a choice: ends the menu (unless the element keeps it), then runs it.
    func perform(_ element: UIMenuElement, keepsMenu: Bool) {
        guard let presentation else { return }
        if !keepsMenu { dismissMenu() }
        let application = presentation.window?.application ?? view?.window?.application ?? .shared
        if let action = element as? UIAction {
            let previous = action.sender
            action.sender = view as? UIControl
            action.handler(action)
            action.sender = previous
        } else if let command = element as? UICommand {
            application.sendAction(command.action, to: nil, from: command, for: nil)
        }
        if keepsMenu, self.presentation === presentation { presentation.reload() }
    }

    /// The preview was tapped: the delegate hears `willPerformPreviewActionForMenuWith`, then the menu ends; the
    /// commit animator's completions run after it (CM-8).
    func commitPreview() {
        guard let presentation else { return }
        let animator = ContextMenuAnimator(
            previewViewController: presentation.previewController, clock: presentation.clock)
        delegate?.contextMenuInteraction(
            self, willPerformPreviewActionForMenuWith: presentation.configuration, animator: animator)
        dismissMenu()
        animator.start()
    }

    /// The view moved to another window or out of every window: a menu showing for it ends (CM-15).
    func viewDidChangeWindow() {
        guard let presentation, view?.window !== presentation.window else { return }
        dismissMenu()
    }
}
