// The demo's "menus" screen (`--screen menus`, CM-1 … CM-16): a card with a context menu (long press or right
// click), a button whose menu is its primary action, and a table whose rows have context menus.
//
// Invariants: every interactive view has a background colour and an accessibility identifier; every behaviour is a
// log line, written through the demo's log only, so a headless replay writes the same lines.
import Foundation
import ResponderKit

/// The menus screen's controller.
@MainActor
final class DemoMenusScreen: DemoScreenController, UIContextMenuInteractionDelegate, UITableViewDataSource,
    UITableViewDelegate
{
    /// Where the views sit, in window points.
    static let cardFrame = CGRect(x: 20, y: 60, width: 360, height: 200)
    static let sortFrame = CGRect(x: 20, y: 420, width: 200, height: 44)
    static let tableFrame = CGRect(x: 420, y: 60, width: 360, height: 300)

    private let card = DemoMenuCard(frame: DemoMenusScreen.cardFrame)
    private let sort = UIButton(frame: DemoMenusScreen.sortFrame)
    private let table = UITableView(frame: DemoMenusScreen.tableFrame)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.accessibilityIdentifier = "menus-screen"
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemTeal
        card.log = log
        card.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(card)

        sort.accessibilityIdentifier = "sort"
        sort.backgroundColor = .systemBlue
        sort.setTitle("Sort", for: .normal)
        sort.showsMenuAsPrimaryAction = true
        sort.menu = UIMenu(
            title: "Sort by", options: .singleSelection,
            children: ["Name", "Date"].map { title in
                UIAction(
                    title: title, identifier: .init("sort-\(title.lowercased())"), state: title == "Name" ? .on : .off
                ) { [log] action in
                    log.append("sort: \(action.title)")
                }
            })
        view.addSubview(sort)

        table.accessibilityIdentifier = "menu-table"
        table.backgroundColor = .white
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    // MARK: The card's menu

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [log] _ in
            UIMenu(children: [
                UIAction(title: "Copy", identifier: .init("menu-copy")) { _ in log.append("menu action: Copy") },
                UIAction(title: "Archive", identifier: .init("menu-archive"), attributes: .disabled) { _ in
                    log.append("menu action: Archive")
                },
                UIAction(title: "Delete", identifier: .init("menu-delete"), attributes: .destructive) { _ in
                    log.append("menu action: Delete")
                },
            ])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("menu: shown (\(interaction.menuAppearance == .compact ? "click" : "press"))")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("menu: ended")
    }

    // MARK: The table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Message \(indexPath.row + 1)"
        cell.accessibilityIdentifier = "message-\(indexPath.row + 1)"
        cell.backgroundColor = indexPath.row % 2 == 0 ? .white : UIColor(white: 0.93, alpha: 1)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("row: selected \(indexPath.row + 1)")
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let number = indexPath.row + 1
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [log] _ in
            UIMenu(
                title: "Message \(number)",
                children: [
                    UIAction(title: "Pin", identifier: .init("row-pin")) { _ in log.append("row \(number) action: Pin")
                    }
                ])
        }
    }

    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("row menu: ended")
    }
}
