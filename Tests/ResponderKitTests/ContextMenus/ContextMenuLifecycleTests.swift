// How a context menu comes and goes: the animators on the clock, the preview and its commit, the menu ending once
// whatever ends it (the view leaving its window, the interaction removed, another menu), and bad input: no
// configuration, an actions provider returning nil, handlers that remove the view or open another menu.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Context menu lifecycle and bad input")
struct ContextMenuLifecycleTests {
    typealias F = ContextMenuFixtures

    private func setUp(
        log: EventLog = EventLog(), _ answer: @escaping (CGPoint) -> UIContextMenuConfiguration?
    ) -> (Stage, RecordingView, UIContextMenuInteraction, F.Delegate, EventLog) {
        let stage = F.stage()
        let view = stage.add(RecordingView("card", log: log, frame: CGRect(x: 50, y: 50, width: 200, height: 100)))
        let delegate = F.Delegate(log: log, answer: answer)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (stage, view, interaction, delegate, log)
    }

    @Test("CM-7: the animators run added animations at once and completions 0.25 s later on the clock")
    func animatorsOnTheClock() throws {
        let log = EventLog()
        let (stage, view, _, delegate, _) = setUp(log: log) { _ in F.configuration(F.menu(["A"], log: log)) }
        delegate.onEnd = { animator in animator.addAnimations { log.write("end animation") } }
        let touch = try stage.sim.touchDown(at: CGPoint(x: 20, y: 20), in: view)
        stage.sim.advance(by: 0.6)
        #expect(log.lines.contains("willDisplay"))
        #expect(!log.lines.contains("displayed"))
        stage.sim.advance(by: 0.2)
        #expect(log.lines.contains("displayed"))
        try stage.sim.touchUp(touch)
        try F.tapRow("A", stage)
        #expect(log.order("willEnd", before: "end animation"))
        #expect(!log.lines.contains("ended"))
        stage.sim.advance(by: 0.3)
        #expect(log.count(of: "ended") == 1)
    }

    @Test("CM-8: the preview shows above the menu; tapping it commits, then the menu ends")
    func previewCommit() throws {
        let log = EventLog()
        let preview = UIViewController()
        preview.preferredContentSize = CGSize(width: 200, height: 120)
        let (stage, view, interaction, delegate, _) = setUp(log: log) { _ in
            UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: { preview }) { _ in
                F.menu(["Open"], log: log)
            }
        }
        delegate.onCommit = { animator in
            #expect(animator.previewViewController === preview)
            #expect(animator.preferredCommitStyle == .pop)
            animator.addCompletion { log.write("show full") }
        }
        _ = interaction
        try F.longPress(at: CGPoint(x: 20, y: 80), in: view, stage)
        let container = try #require(F.container(in: stage.window))
        let previewView = try #require(container.previewView)
        #expect(previewView.frame.size == CGSize(width: 200, height: 120))
        #expect(previewView.frame.maxY <= container.panel.frame.minY)
        try stage.sim.tap(at: CGPoint(x: 100, y: 60), in: previewView)
        #expect(log.order("commitPreview", before: "willEnd"))
        #expect(F.container(in: stage.window) == nil)
        stage.sim.advance(by: 1)
        #expect(log.count(of: "show full") == 1)
        #expect(log.lines(startingWith: "ran").isEmpty)
    }

    @Test("CM-15: the view leaving its window ends the menu once; removing the interaction ends it too")
    func viewLeavesWindow() throws {
        let log = EventLog()
        let (stage, view, interaction, delegate, _) = setUp(log: log) { _ in
            F.configuration(F.menu(["A"], log: log))
        }
        _ = delegate
        try F.longPress(at: CGPoint(x: 20, y: 20), in: view, stage)
        view.removeFromSuperview()
        #expect(F.container(in: stage.window) == nil)
        #expect(log.count(of: "willEnd") == 1)
        interaction.dismissMenu()
        #expect(log.count(of: "willEnd") == 1)

        stage.add(view)
        try F.longPress(at: CGPoint(x: 20, y: 20), in: view, stage)
        #expect(F.container(in: stage.window) != nil)
        view.removeInteraction(interaction)
        #expect(F.container(in: stage.window) == nil)
        #expect(log.count(of: "willEnd") == 2)
        #expect(view.gestureRecognizers?.isEmpty ?? true)
    }

    @Test("CM-5: a nil configuration: the press fails, the view's touch goes on and ends normally")
    func nilConfiguration() throws {
        let (stage, view, _, delegate, log) = setUp { _ in nil }
        _ = delegate
        try F.longPress(at: CGPoint(x: 20, y: 20), in: view, stage)
        #expect(log.lines.contains("configuration at 20,20"))
        #expect(F.container(in: stage.window) == nil)
        #expect(log.count(of: "card.touchesCancelled") == 0)
        #expect(log.count(of: "card.touchesEnded") == 1)
        #expect(!log.lines.contains("willDisplay"))
    }

    @Test("CM-5: an actions provider returning nil without a preview shows nothing and cancels no touch")
    func nilActions() throws {
        let (stage, view, _, delegate, log) = setUp { _ in F.configuration(nil) }
        _ = delegate
        try F.longPress(at: CGPoint(x: 20, y: 20), in: view, stage)
        #expect(F.container(in: stage.window) == nil)
        #expect(log.count(of: "card.touchesCancelled") == 0)
        #expect(log.count(of: "card.touchesEnded") == 1)
        #expect(stage.tracer.entries.contains { "\($0)".contains("no menu and no preview") })
    }

    @Test("CM-17: a handler that removes the view and its interaction ends cleanly; the next touch is delivered")
    func handlerRemovesView() throws {
        let log = EventLog()
        var target: UIView?
        var interactionRef: UIContextMenuInteraction?
        let (stage, view, interaction, delegate, _) = setUp(log: log) { _ in
            F.configuration(
                UIMenu(children: [
                    UIAction(title: "Remove") { _ in
                        if let interactionRef { target?.removeInteraction(interactionRef) }
                        target?.removeFromSuperview()
                        log.write("removed")
                    }
                ]))
        }
        target = view
        interactionRef = interaction
        _ = delegate
        try F.longPress(at: CGPoint(x: 20, y: 20), in: view, stage)
        try F.tapRow("Remove", stage)
        #expect(log.count(of: "removed") == 1)
        #expect(log.count(of: "willEnd") == 1)
        #expect(view.window == nil)
        #expect(F.container(in: stage.window) == nil)
        let other = stage.add(RecordingView("other", log: log, frame: CGRect(x: 0, y: 300, width: 100, height: 100)))
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: other)
        #expect(log.count(of: "other.touchesEnded") == 1)
    }

    @Test("CM-17: a handler that opens another menu: kept open, it replaces the menu; after the end, nothing shows")
    func handlerOpensAnotherMenu() throws {
        let log = EventLog()
        var interactionRef: UIContextMenuInteraction?
        let (stage, view, interaction, delegate, _) = setUp(log: log) { _ in
            F.configuration(
                UIMenu(children: [
                    UIAction(title: "More", attributes: .keepsMenuPresented) { _ in
                        interactionRef?.updateVisibleMenu { _ in F.menu(["Second"], log: log) }
                    },
                    UIAction(title: "Late") { _ in
                        interactionRef?.updateVisibleMenu { _ in F.menu(["Never"], log: log) }
                        log.write("late ran")
                    },
                ]))
        }
        interactionRef = interaction
        _ = delegate
        try F.longPress(at: CGPoint(x: 20, y: 20), in: view, stage)
        try F.tapRow("More", stage)
        #expect(F.rowTitles(in: stage.window) == ["Second"])
        #expect(log.count(of: "willEnd") == 0)
        try F.tapRow("Second", stage)
        #expect(log.count(of: "ran Second") == 1)
        #expect(log.count(of: "willEnd") == 1)

        try F.longPress(at: CGPoint(x: 20, y: 20), in: view, stage)
        try F.tapRow("Late", stage)
        #expect(log.count(of: "late ran") == 1)
        #expect(F.container(in: stage.window) == nil)
        #expect(log.count(of: "willEnd") == 2)
    }
}
