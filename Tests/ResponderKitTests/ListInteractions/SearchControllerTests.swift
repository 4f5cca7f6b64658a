// UISearchController: a search bar in the navigation item's bar, activated by a tap on its field, reporting each
// edit to its results updater, showing its results controller, dimming the content, and deactivated by Cancel or
// a tap on the dimmed content (spec LE-58 … LE-63).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// The updater and delegate of a search controller: it records every call with the bar's text.
@MainActor
private final class SearchRecorder: UISearchResultsUpdating, UISearchControllerDelegate {
    var lines: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
        lines.append("update \"\(searchController.searchBar.text ?? "")\" active \(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { lines.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { lines.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { lines.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { lines.append("didDismiss") }
}

@MainActor
struct SearchControllerTests {
    /// A navigation controller whose root controller's item has a search controller with a results controller.
    @MainActor
    private struct Scene {
        let root = UIViewController()
        let results = UIViewController()
        let search: UISearchController
        let recorder = SearchRecorder()
        let navigation: UINavigationController
        let stage: Stage

        init(configure: (UISearchController) -> Void = { _ in }) {
            search = UISearchController(searchResultsController: results)
            search.searchResultsUpdater = recorder
            search.delegate = recorder
            configure(search)
            root.title = "Items"
            root.navigationItem.searchController = search
            navigation = UINavigationController(rootViewController: root)
            stage = Stage(rootViewController: navigation)
            stage.window.layoutIfNeeded()
        }

        var sim: EventSimulator { stage.sim }

        /// Taps the middle of `view`.
        func tap(_ view: UIView) throws {
            sim.advance(by: 1)
            let frame = view.convert(view.bounds, to: stage.window)
            try sim.tap(at: CGPoint(x: frame.midX, y: frame.midY), in: stage.window)
        }
    }

    @Test("LE-62: the navigation bar shows the search bar in a 52-point row below its title")
    func barInNavigationBar() throws {
        let scene = Scene()
        let bar = scene.navigation.navigationBar
        #expect(scene.search.searchBar.superview === bar)
        #expect(bar.frame.height == UINavigationBar.barHeight + UINavigationBar.searchBarHeight)
        #expect(scene.search.searchBar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        #expect(scene.root.view.safeAreaInsets.top == bar.frame.maxY)
        #expect(scene.search.isActive == false)
    }

    @Test(
        "LE-59: tapping the search field makes it first responder and activates the controller, telling the delegate and the updater"
    )
    func tapActivates() throws {
        let scene = Scene()
        try scene.tap(scene.search.searchBar.searchTextField)
        #expect(scene.search.searchBar.searchTextField.isFirstResponder)
        #expect(scene.search.isActive)
        #expect(scene.recorder.lines == ["willPresent", "update \"\" active true", "didPresent"])
        #expect(scene.search.searchBar.showsCancelButton)
        // hidesNavigationBarDuringPresentation: the title row goes, the search bar is alone at the top.
        #expect(scene.navigation.navigationBar.frame.height == UINavigationBar.searchBarHeight)
        #expect(scene.search.searchBar.frame.minY == 0)
        // The dimmed overlay covers the content below the bar.
        let overlay = try #require(scene.search.viewIfLoaded)
        #expect(overlay.superview === scene.navigation.view)
        #expect(overlay.frame == CGRect(x: 0, y: 52, width: 320, height: 428))
        #expect(overlay.backgroundColor == UISearchController.dimmingColor)
    }

    @Test("LE-60: each edit of the search text calls the updater with the text, and the results controller shows")
    func typingUpdates() throws {
        let scene = Scene()
        try scene.tap(scene.search.searchBar.searchTextField)
        scene.recorder.lines.removeAll()
        #expect(scene.results.parent == nil, "no results before there is text")

        try scene.sim.type("ab")
        try scene.sim.press(.keyboardDeleteOrBackspace)
        #expect(
            scene.recorder.lines == [
                "update \"a\" active true", "update \"ab\" active true", "update \"a\" active true",
            ])
        #expect(scene.results.parent === scene.search)
        #expect(scene.results.viewIfLoaded?.superview === scene.search.viewIfLoaded)
        #expect(scene.search.showsSearchResultsController)
    }

    @Test("LE-61: Cancel clears the text, ends editing and deactivates: willDismiss, update, didDismiss")
    func cancelDeactivates() throws {
        let scene = Scene()
        try scene.tap(scene.search.searchBar.searchTextField)
        try scene.sim.type("x")
        scene.recorder.lines.removeAll()

        let cancel = try #require(scene.search.searchBar.cancelButton)
        try scene.tap(cancel)
        #expect(scene.recorder.lines == ["willDismiss", "update \"\" active false", "didDismiss"])
        #expect(scene.search.isActive == false)
        #expect(scene.search.searchBar.text == "")
        #expect(scene.search.searchBar.searchTextField.isFirstResponder == false)
        #expect(scene.search.searchBar.showsCancelButton == false)
        #expect(scene.search.viewIfLoaded?.superview == nil)
        #expect(scene.results.parent == nil)
        #expect(scene.navigation.navigationBar.frame.height == 96)
    }

    @Test("LE-61: a tap on the dimmed content ends the search; with obscuring off the content takes the tap")
    func backgroundTap() throws {
        let scene = Scene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.root.view.addSubview(button)

        try scene.tap(scene.search.searchBar.searchTextField)
        try scene.tap(button)
        #expect(taps == 0, "the dimmed overlay took the tap")
        #expect(scene.search.isActive == false)

        scene.search.obscuresBackgroundDuringPresentation = false
        try scene.tap(scene.search.searchBar.searchTextField)
        #expect(scene.search.isActive)
        try scene.tap(button)
        #expect(taps == 1)
        #expect(scene.search.isActive)
    }

    @Test("LE-59: setting isActive in code activates without focusing the bar; false deactivates")
    func activeInCode() throws {
        let scene = Scene { $0.hidesNavigationBarDuringPresentation = false }
        scene.search.isActive = true
        #expect(scene.recorder.lines == ["willPresent", "update \"\" active true", "didPresent"])
        #expect(scene.search.searchBar.searchTextField.isFirstResponder == false)
        #expect(scene.navigation.navigationBar.frame.height == 96, "the title row stays")
        scene.search.isActive = true
        #expect(scene.recorder.lines.count == 3, "already active: nothing more")
        scene.search.isActive = false
        #expect(scene.recorder.lines.suffix(3) == ["willDismiss", "update \"\" active false", "didDismiss"])
    }

    @Test("LE-58: a search bar in a table header activates its controller, whose overlay covers the window below it")
    func barInTableHeader() throws {
        let search = UISearchController()
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        search.searchBar.sizeToFit()
        table.tableHeaderView = search.searchBar
        let stage = Stage()
        stage.add(table)
        stage.window.layoutIfNeeded()
        #expect(search.searchResultsController == nil)

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 100, y: 28), in: stage.window)
        #expect(search.isActive)
        #expect(search.viewIfLoaded?.superview === stage.window)
        #expect(search.viewIfLoaded?.frame.minY == UISearchBar.barHeight)
        try stage.sim.type("q")
        #expect(recorder.lines == ["update \"\" active true", "update \"q\" active true"])
    }

    @Test("LE-63: activating a search controller whose bar is in no window logs and changes nothing")
    func activationWithoutWindow() throws {
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        var logged: [String] = []
        let previous = UIApplication.shared.presentationLog
        UIApplication.shared.presentationLog = { logged.append($0) }
        defer { UIApplication.shared.presentationLog = previous }

        search.isActive = true
        #expect(search.isActive == false)
        #expect(recorder.lines.isEmpty)
        #expect(logged.count == 1 && logged[0].contains("not in the window hierarchy"))

        // A navigation item that is not shown by any bar leaves its search bar out of every window too.
        let item = UINavigationItem(title: "Orphan")
        item.searchController = search
        search.isActive = true
        #expect(search.isActive == false && logged.count == 2)
    }
}
