// One line of a showing context menu: an element flattened out of the menu tree, with the menu that holds it.
import Foundation

/// A line of a context menu's list, in display order.
@MainActor
struct ContextMenuEntry {
    /// What the line shows and does.
    enum Kind {
        /// An action or command: a tap chooses it.
        case element(UIMenuElement)
        /// A submenu: a tap shows its children in place (CM-11).
        case submenu(UIMenu)
        /// A deferred element still loading: shown as a disabled "Loading…" line (CM-10).
        case loading
        /// A thin line between inline groups.
        case separator
    }

    /// What the line shows and does.
    let kind: Kind
    /// The menu that holds the element: its options (single selection) apply to the choice.
    let parent: UIMenu

    /// The lines of `menu`: hidden elements left out, inline submenus spliced between separators, deferred
    /// elements replaced by the elements `resolve` gives for them (a loading line while it gives nil).
    static func lines(
        of menu: UIMenu, resolve: (UIDeferredMenuElement) -> [UIMenuElement]?
    ) -> [ContextMenuEntry] {
        var lines: [ContextMenuEntry] = []
        append(menu.children, of: menu, to: &lines, resolve: resolve)
        // No separator at either end, and never two in a row.
        var cleaned: [ContextMenuEntry] = []
        for line in lines {
            if case .separator = line.kind {
                if cleaned.isEmpty { continue }
                if case .separator = cleaned[cleaned.count - 1].kind { continue }
            }
            cleaned.append(line)
        }
        if let last = cleaned.last, case .separator = last.kind { cleaned.removeLast() }
        return cleaned
    }

    private static func append(
        _ children: [UIMenuElement], of menu: UIMenu, to lines: inout [ContextMenuEntry],
        resolve: (UIDeferredMenuElement) -> [UIMenuElement]?
    ) {
        for child in children {
            switch child {
            case let submenu as UIMenu where submenu.options.contains(.displayInline):
                lines.append(ContextMenuEntry(kind: .separator, parent: menu))
                append(submenu.children, of: submenu, to: &lines, resolve: resolve)
                lines.append(ContextMenuEntry(kind: .separator, parent: menu))
            case let submenu as UIMenu:
                lines.append(ContextMenuEntry(kind: .submenu(submenu), parent: menu))
            case let deferred as UIDeferredMenuElement:
                if let elements = resolve(deferred) {
                    append(elements, of: menu, to: &lines, resolve: resolve)
                } else {
                    lines.append(ContextMenuEntry(kind: .loading, parent: menu))
                }
            case let action as UIAction where !action.attributes.contains(.hidden):
                lines.append(ContextMenuEntry(kind: .element(action), parent: menu))
            case let command as UICommand where !command.attributes.contains(.hidden):
                lines.append(ContextMenuEntry(kind: .element(command), parent: menu))
            default:
                break
            }
        }
    }
}
