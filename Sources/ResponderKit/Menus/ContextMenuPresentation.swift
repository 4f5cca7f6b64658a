// One showing of a context menu: its configuration, the menu shown (the root or a submenu opened in place), the
// deferred elements it loaded, and the container view in the window.
//
// Invariants: each deferred element is loaded at most once per presentation (its elements, or nil while loading);
// the rows always show `displayedMenu`'s lines as of the last `reload()`.
import Foundation

/// The state of one context menu while it shows.
@MainActor
final class ContextMenuPresentation {
    weak var interaction: UIContextMenuInteraction?
    let configuration: UIContextMenuConfiguration
    private(set) var rootMenu: UIMenu
    let previewController: UIViewController?
    weak var window: UIWindow?
    let windowLocation: CGPoint
    let appearance: UIContextMenuInteraction.Appearance
    let clock: EventClock
    /// The submenus opened in place, innermost last (CM-11).
    private var openedSubmenus: [UIMenu] = []
    /// What each deferred element gave, by identity; nil while loading.
    private var loaded: [ObjectIdentifier: [UIMenuElement]?] = [:]
    /// The container view in the window, while showing.
    private(set) var container: ContextMenuContainerView?

    init(
        interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, rootMenu: UIMenu,
        previewController: UIViewController?, window: UIWindow, windowLocation: CGPoint,
        appearance: UIContextMenuInteraction.Appearance
    ) {
        self.interaction = interaction
        self.configuration = configuration
        self.rootMenu = rootMenu
        self.previewController = previewController
        self.window = window
        self.windowLocation = windowLocation
        self.appearance = appearance
        clock = window.application.clock
    }

    /// The menu whose lines show: the innermost opened submenu, else the root.
    var displayedMenu: UIMenu { openedSubmenus.last ?? rootMenu }

    /// Adds the container on top of the window's views.
    func show() {
        guard let window else { return }
        let container = ContextMenuContainerView(presentation: self, frame: window.bounds)
        self.container = container
        window.addSubview(container)
        reload()
    }

    /// Rebuilds the rows from the displayed menu.
    func reload() {
        container?.showLines(ContextMenuEntry.lines(of: displayedMenu, resolve: resolve), title: displayedMenu.title)
    }

    /// Replaces the root menu (``UIContextMenuInteraction/updateVisibleMenu(_:)``): submenus opened in it close.
    func replaceRoot(_ menu: UIMenu) {
        rootMenu = menu
        openedSubmenus.removeAll()
        reload()
    }

    /// Shows a submenu's children in place of the current lines (CM-11).
    func open(_ submenu: UIMenu) {
        openedSubmenus.append(submenu)
        reload()
    }

    /// A tap on a line: chooses an enabled element (a single-selection menu turns it on and its siblings off
    /// first, CM-12), opens a submenu; a disabled element or a loading line does nothing (CM-9).
    func choose(_ entry: ContextMenuEntry) {
        switch entry.kind {
        case .submenu(let submenu):
            open(submenu)
        case .element(let element):
            guard !Self.attributes(of: element).contains(.disabled) else { return }
            if entry.parent.options.contains(.singleSelection) {
                for sibling in entry.parent.children {
                    (sibling as? UIAction)?.state = sibling === element ? .on : .off
                    (sibling as? UICommand)?.state = sibling === element ? .on : .off
                }
            }
            let keeps = Self.attributes(of: element).contains(.keepsMenuPresented)
            interaction?.perform(element, keepsMenu: keeps)
        case .loading, .separator:
            break
        }
    }

    /// Chooses the row under `point` (window coordinates) when the press that opened the menu lifts there after
    /// sliding onto it; a lift where the press began chooses nothing.
    func chooseRow(atWindowPoint point: CGPoint) {
        let dx = point.x - windowLocation.x
        let dy = point.y - windowLocation.y
        let slop = interaction?.pressRecognizer.allowableMovement ?? 10
        guard dx * dx + dy * dy > slop * slop else { return }
        guard let container, let entry = container.entry(atWindowPoint: point) else { return }
        choose(entry)
    }

    static func attributes(of element: UIMenuElement) -> UIMenuElement.Attributes {
        (element as? UIAction)?.attributes ?? (element as? UICommand)?.attributes ?? []
    }

    /// The elements of a deferred element for this presentation: loaded once, when first shown (CM-10).
    private func resolve(_ deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let key = ObjectIdentifier(deferred)
        if let known = loaded[key] { return known }
        let elements = deferred.load { [weak self] elements in
            guard let self else { return }
            self.loaded[key] = .some(elements)
            // The menu may have ended meanwhile: then nothing shows them.
            if self.container?.window != nil { self.reload() }
        }
        loaded[key] = .some(elements)
        return elements
    }
}
