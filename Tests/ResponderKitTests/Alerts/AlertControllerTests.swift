// Alert controllers presented over a window (PR-16; the transitions run on the clock, so the tests let it pass):
// the dimming backdrop takes every touch (HT-1), a real tap on an enabled action's button dismisses the alert and
// then runs the action's handler, a disabled action's button does
// nothing (CT-7), text fields take taps and typing (FR-8), and the documented layout places the boxes and rows.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Alert controllers")
struct AlertControllerTests {
    /// A stage whose root controller's view holds a 400 x 600 button behind everything, counting its taps.
    private func stage() -> (ControlFixtures.Stage, UIViewController, UIButton, ControlFixtures.Counter) {
        let root = UIViewController()
        let stage = ContainerFixtures.stage(root: root)
        let behind = UIButton(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let taps = ControlFixtures.Counter()
        behind.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        root.view.addSubview(behind)
        return (stage, root, behind, taps)
    }

    /// Presents `alert` from `root`, lets its presentation transition run on the clock (PR-12), and lays it out.
    private func present(_ alert: UIAlertController, from root: UIViewController, _ stage: ControlFixtures.Stage) {
        root.present(alert, animated: true)
        stage.sim.advance(by: 1)
        alert.view.layoutIfNeeded()
    }

    /// Taps `view` and lets the dismissal the tap may start run on the clock (the handler runs when it ends).
    private func tapAndSettle(_ view: UIView, _ stage: ControlFixtures.Stage) throws {
        try ContainerFixtures.tap(view, stage)
        stage.sim.advance(by: 1)
    }

    /// The view that shows `action`.
    private func button(_ action: UIAlertAction) throws -> UIView {
        try #require(action.button)
    }

    @Test("A real tap on an action's button dismisses the alert, then runs the handler with the action")
    func tapDismissesThenRunsHandler() throws {
        let (stage, root, _, taps) = stage()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        var log: [String] = []
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("\(action.title ?? "?") presented=\(root.presentedViewController != nil)")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        present(alert, from: root, stage)
        #expect(root.presentedViewController === alert)
        #expect(alert.view.frame == stage.window.bounds)

        try tapAndSettle(try button(delete), stage)
        #expect(log == ["Delete presented=false"])
        #expect(alert.presentingViewController == nil)
        #expect(alert.viewIfLoaded?.window == nil)
        #expect(taps.value == 0)
    }

    @Test("HT-1: the backdrop takes touches outside the box, so nothing behind the alert gets them")
    func backdropTakesTouches() throws {
        let (stage, root, behind, taps) = stage()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, from: root, stage)

        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: stage.window)
        #expect(taps.value == 0)
        #expect(root.presentedViewController === alert)

        alert.dismiss(animated: false)
        try ContainerFixtures.tap(behind, stage)
        #expect(taps.value == 1)
    }

    @Test("CT-7: a disabled action's button does nothing; enabled again, a tap runs it")
    func disabledActionDoesNothing() throws {
        let (stage, root, _, taps) = stage()
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        var runs = 0
        let ok = UIAlertAction(title: "OK", style: .default) { _ in runs += 1 }
        ok.isEnabled = false
        alert.addAction(ok)
        present(alert, from: root, stage)

        try tapAndSettle(try button(ok), stage)
        #expect(runs == 0)
        #expect(root.presentedViewController === alert)
        #expect(taps.value == 0)

        ok.isEnabled = true
        try tapAndSettle(try button(ok), stage)
        #expect(runs == 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("FR-8: text fields are configured when added, the first edits on appearance, a tapped one takes typing")
    func textFieldsTakeTyping() throws {
        let (stage, root, _, _) = stage()
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password" }
        let fields = try #require(alert.textFields)
        #expect(fields.map(\.placeholder) == ["Name", "Password"])
        var submitted: [String?] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in submitted = fields.map(\.text) })
        present(alert, from: root, stage)
        #expect(fields[0].isFirstResponder)

        try stage.sim.type("ann")
        try tapAndSettle(fields[1], stage)
        #expect(fields[1].isFirstResponder)
        try stage.sim.type("pw")
        try tapAndSettle(try button(alert.actions[0]), stage)
        #expect(submitted == ["ann", "pw"])
    }

    @Test("Layout: a 270-wide centred box, the header, then 44-high rows; two actions share a row, cancel left")
    func alertLayout() throws {
        let (stage, root, _, _) = stage()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(ok)
        alert.addAction(cancel)
        present(alert, from: root, stage)
        let box = try #require(try button(ok).superview)
        // Header: 16 + 22 (title) + 8 + 20 (message) + 16 = 82; one row of 44.
        #expect(box.frame == CGRect(x: 65, y: 237, width: 270, height: 126))
        #expect(try button(cancel).frame == CGRect(x: 0, y: 82, width: 135, height: 44))
        #expect(try button(ok).frame == CGRect(x: 135, y: 82, width: 135, height: 44))
        #expect(stage.window.hitTest(CGPoint(x: 300, y: 340), with: nil) === (try button(ok)))
    }

    @Test("Layout: three actions have a row each, in the order added, the cancel action last")
    func stackedRows() throws {
        let (stage, root, _, _) = stage()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let first = UIAlertAction(title: "First", style: .default)
        let second = UIAlertAction(title: "Second", style: .destructive)
        for action in [cancel, first, second] { alert.addAction(action) }
        present(alert, from: root, stage)
        #expect(alert.actions.map(\.title) == ["Cancel", "First", "Second"])
        #expect(try [first, second, cancel].map { try button($0).frame.minY } == [0, 44, 88])
        let box = try #require(try button(first).superview)
        #expect(box.frame == CGRect(x: 65, y: 234, width: 270, height: 132))
        #expect(box.window === stage.window)
    }

    @Test("Action sheet: rows of 57 at the bottom, the cancel action in its own box; text fields are refused")
    func actionSheetLayout() throws {
        let (stage, root, _, _) = stage()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields?.isEmpty == true)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let share = UIAlertAction(title: "Share", style: .default)
        sheet.addAction(cancel)
        sheet.addAction(share)
        present(sheet, from: root, stage)
        let cancelBox = try #require(try button(cancel).superview)
        let box = try #require(try button(share).superview)
        #expect(cancelBox.frame == CGRect(x: 8, y: 535, width: 384, height: 57))
        #expect(box.frame == CGRect(x: 8, y: 470, width: 384, height: 57))

        var chosen: [String?] = []
        let delete = UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title) }
        sheet.addAction(delete)
        sheet.view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 413, width: 384, height: 114))
        try tapAndSettle(try button(delete), stage)
        #expect(chosen == ["Delete"])
        #expect(root.presentedViewController == nil)
    }

    @Test("A second cancel action is refused; the preferred action must be one of the actions and is shown bold")
    func cancelAndPreferredAction() throws {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(cancel)
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        alert.addAction(ok)
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])

        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil)
        alert.loadViewIfNeeded()
        #expect(try button(cancel) is AlertActionButton)
        let cancelButton = try #require(cancel.button)
        let okButton = try #require(ok.button)
        #expect(cancelButton.titleLabel?.font == .boldSystemFont(ofSize: 17))
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
        #expect(okButton.titleLabel?.font == .boldSystemFont(ofSize: 17))
        #expect(cancelButton.titleLabel?.font == .systemFont(ofSize: 17))
    }
}
